import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenarioList } from '../../mocks/scenarios';

/**
 * CI check: every key the code uses is in both catalogs, and neither catalog
 * has a key nothing uses. Keys appear in code as `t('key'…)`, as a
 * `…Key: 'key'` field of a data table, or as `<Trans id="key">`; any other
 * quoted use of a catalog key (a data value such as a slide's title) also
 * counts as a use. The same holds for the workspace catalog
 * (locales/workspace/), whose keys only the workspace's tools ask for.
 */
const SRC = join(import.meta.dirname, '..');
const LOCALES = join(import.meta.dirname, 'locales');

/**
 * The app's catalog, and the workspace's (src/i18n/workspace.ts): the messages of the tools only
 * dev, e2e and demo builds have, which those tools load themselves.
 */
const CATALOGS = ['', 'workspace/', 'workspace/calls/'] as const;
type Catalog = (typeof CATALOGS)[number];
/** The workspace's tools: the only code that may ask for the workspace catalog's keys. */
const WORKSPACE_CODE = [
  join(SRC, 'features', 'scenario'),
  join(SRC, 'features', 'preview-banner'),
  join(SRC, 'features', 'account', 'GoogleEmulatorDialog.tsx'),
  join(SRC, 'features', 'account', 'DemoPasswordNotice.tsx'),
];

const poFile = (catalog: Catalog, language: string) =>
  readFileSync(join(LOCALES, `${catalog}${language}.po`), 'utf8');

function catalogKeys(catalog: Catalog, language: string): Set<string> {
  return new Set([...poFile(catalog, language).matchAll(/^msgid "(.+)"$/gm)].map((match) => match[1]!));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = sourceFiles(SRC);
const read = (paths: string[]) => paths.map((file) => readFileSync(file, 'utf8')).join('\n');
const inWorkspace = (file: string) =>
  WORKSPACE_CODE.some((path) => file === path || file.startsWith(`${path}/`));
const code = read(files);
const appCode = read(files.filter((file) => !inWorkspace(file)));
const workspaceCode = read(files.filter(inWorkspace));
const english = catalogKeys('', 'en');
const bengali = catalogKeys('', 'bn');
/** With the Calls view's, which it loads itself (src/i18n/workspace.ts). */
const workspaceKeys = (language: string) =>
  new Set([...catalogKeys('workspace/', language), ...catalogKeys('workspace/calls/', language)]);
const workspaceEnglish = workspaceKeys('en');
const workspaceBengali = workspaceKeys('bn');

/** Keys written where the code asks for a message. */
const requestedIn = (source: string) =>
  new Set(
    [...source.matchAll(/(?:\bt\(\s*|Key:\s*|<Trans id=)['"]([\w.-]+(?: [\w]+)?)['"]/g)].map(
      (match) => match[1]!,
    ),
  );
const requested = requestedIn(code);

/** The scenario panel asks for `scenario.description.<name>` of each scenario of mocks/scenarios.ts (descriptionKey). */
const scenarioKeys = new Set(scenarioList().map(({ name }) => `scenario.description.${name}`));

/** A key is used if some code quotes it. */
const usedIn = (source: string) => (key: string) =>
  source.includes(`'${key}'`) ||
  source.includes(`"${key}"`) ||
  // `country.${name}` and similar: a prefix in a template, the rest a value in a list.
  [...source.matchAll(/t\(`([\w.]+)\$\{/g)].some(
    (match) => key.startsWith(match[1]!) && source.includes(`'${key.slice(match[1]!.length)}'`),
  );

describe('message catalogs', () => {
  it('have the same keys in English and Bengali', () => {
    expect([...english].filter((key) => !bengali.has(key))).toEqual([]);
    expect([...bengali].filter((key) => !english.has(key))).toEqual([]);
    expect(workspaceEnglish.size).toBeGreaterThan(30);
    expect([...workspaceEnglish].filter((key) => !workspaceBengali.has(key))).toEqual([]);
    expect([...workspaceBengali].filter((key) => !workspaceEnglish.has(key))).toEqual([]);
  });

  it('contain every key the code asks for', () => {
    expect(requested.size).toBeGreaterThan(100);
    expect([...requested].filter((key) => !english.has(key) && !workspaceEnglish.has(key))).toEqual([]);
  });

  it('describe every scenario of mocks/scenarios.ts in the workspace catalog (scenario.description.<name>)', () => {
    expect([...scenarioKeys].filter((key) => !workspaceEnglish.has(key))).toEqual([]);
  });

  it("keep the workspace tools' keys in the workspace catalog, asked for by those tools only", () => {
    // A production build has no workspace catalog: app code asking for one of its keys would show the id.
    expect([...requestedIn(appCode)].filter((key) => !english.has(key))).toEqual([]);
    expect([...workspaceEnglish].filter((key) => usedIn(appCode)(key))).toEqual([]);
    expect([...workspaceEnglish].filter((key) => english.has(key))).toEqual([]);
    // The workspace's keys, by their prefix, and none of them left in the app's first download.
    expect([...english].filter((key) => /^(scenario|banner|emulator)\./.test(key))).toEqual([]);
  });

  it('have no key that nothing uses', () => {
    expect([...english].filter((key) => !usedIn(code)(key))).toEqual([]);
    expect(
      [...workspaceEnglish].filter((key) => !usedIn(workspaceCode)(key) && !scenarioKeys.has(key)),
    ).toEqual([]);
  });

  it.each(CATALOGS)(
    'give Bengali a translation, not the English text, wherever the English has words (%s)',
    (catalog) => {
      const po = poFile(catalog, 'bn');
      const untranslated = [...po.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)]
        .filter(
          ([, , text]) =>
            text === '' ||
            /\b[A-Za-z]{4,}\b/.test(
              text!.replace(
                /\{\w+\}|\b(count|plural|other|number)\b|Google|WhatsApp|Firebase|Auth|URL|HTTP|App Store|Play|https?/g,
                '',
              ),
            ),
        )
        .map(([, key]) => key);
      expect(untranslated).toEqual([]);
    },
  );

  it.each([
    ['', '{count, plural, one {{count} review} other {{count} reviews}}'],
    [
      'workspace/',
      '{count, plural, one {{count} invalid item skipped.} other {{count} invalid items skipped.}}',
    ],
  ] as const)("writes an English count as {count}, not ICU's # (%s)", (catalog, sample) => {
    // `#` formats through Intl.NumberFormat, and a page's first one costs ~30 ms on a desktop and
    // ~120 ms on a phone (ICU's start), right when the product cards render. English counts need
    // no formatter (src/i18n/format.ts); Bengali's `#` gives Bengali digits and keeps it.
    const po = poFile(catalog, 'en');
    const withHash = [...po.matchAll(/^msgid "(.+)"\nmsgstr "(.*#.*)"$/gm)].map(([, key]) => key);
    expect(po).toContain(sample);
    expect(withHash).toEqual([]);
  });
});

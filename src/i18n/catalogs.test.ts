import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * CI check: every key the code uses is in both catalogs, and neither catalog
 * has a key nothing uses. Keys appear in code as `t('key'…)`, as a
 * `…Key: 'key'` field of a data table, or as `<Trans id="key">`; any other
 * quoted use of a catalog key (a data value such as a slide's title) also
 * counts as a use.
 */
const SRC = join(import.meta.dirname, '..');
const LOCALES = join(import.meta.dirname, 'locales');

function catalogKeys(language: string): Set<string> {
  const po = readFileSync(join(LOCALES, `${language}.po`), 'utf8');
  return new Set([...po.matchAll(/^msgid "(.+)"$/gm)].map((match) => match[1]!));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const code = sourceFiles(SRC)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const english = catalogKeys('en');
const bengali = catalogKeys('bn');

/** Keys written where the code asks for a message. */
const requested = new Set(
  [...code.matchAll(/(?:\bt\(\s*|Key:\s*|<Trans id=)['"]([\w.-]+(?: [\w]+)?)['"]/g)].map((match) => match[1]!),
);

describe('message catalogs', () => {
  it('have the same keys in English and Bengali', () => {
    expect([...english].filter((key) => !bengali.has(key))).toEqual([]);
    expect([...bengali].filter((key) => !english.has(key))).toEqual([]);
  });

  it('contain every key the code asks for', () => {
    expect(requested.size).toBeGreaterThan(100);
    expect([...requested].filter((key) => !english.has(key))).toEqual([]);
  });

  it('have no key that nothing uses', () => {
    const used = (key: string) =>
      code.includes(`'${key}'`) ||
      code.includes(`"${key}"`) ||
      // `country.${name}` and similar: a prefix in a template, the rest a value in a list.
      [...code.matchAll(/t\(`([\w.]+)\$\{/g)].some((match) => key.startsWith(match[1]!) && code.includes(`'${key.slice(match[1]!.length)}'`));
    expect([...english].filter((key) => !used(key))).toEqual([]);
  });

  it('give Bengali a translation, not the English text, wherever the English has words', () => {
    const po = readFileSync(join(LOCALES, 'bn.po'), 'utf8');
    const untranslated = [...po.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)]
      .filter(([, , text]) => text === '' || /\b[A-Za-z]{4,}\b/.test(text!.replace(/\{\w+\}|\b(count|plural|other|number)\b|Google|WhatsApp|Firebase|Auth|URL|HTTP|App Store|Play|https?/g, '')))
      .map(([, key]) => key);
    expect(untranslated).toEqual([]);
  });

  it("writes an English count as {count}, not ICU's #", () => {
    // `#` formats through Intl.NumberFormat, and a page's first one costs ~30 ms on a desktop and
    // ~120 ms on a phone (ICU's start), right when the product cards render. English counts need
    // no formatter (src/i18n/format.ts); Bengali's `#` gives Bengali digits and keeps it.
    const po = readFileSync(join(LOCALES, 'en.po'), 'utf8');
    const withHash = [...po.matchAll(/^msgid "(.+)"\nmsgstr "(.*#.*)"$/gm)].map(([, key]) => key);
    expect(po).toContain('{count, plural, one {{count} review} other {{count} reviews}}');
    expect(withHash).toEqual([]);
  });
});

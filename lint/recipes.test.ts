import { execFileSync, spawn } from 'node:child_process';
import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';

/**
 * docs/common-changes.md, carried out: recipe 1 (a public page, linked from the footer) and
 * recipe 3 (a named scenario), step by step as the page says, in a copy of the repository
 * (its files hardlinked, node_modules linked); then what the recipes' "Proof" runs: the
 * typecheck of the files touched, lint, and the tests that must see the page and the scenario.
 * A step whose text no longer matches the code fails here, naming the recipe and the file.
 */
const root = path.resolve(import.meta.dirname, '..');
let copy: string;

/** The copy of a repository file, rewritten: the link is replaced, never written through. */
function edit(file: string, change: (text: string) => string) {
  const target = path.join(copy, file);
  const text = readFileSync(target, 'utf8');
  rmSync(target);
  writeFileSync(target, change(text));
}

function create(file: string, text: string) {
  mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  writeFileSync(path.join(copy, file), text);
}

/** `text` with `addition` after the line holding `anchor`; the recipe names where it goes. */
function after(anchor: string, addition: string, recipe: string, file: string) {
  return (text: string) => {
    const at = text.indexOf(anchor);
    if (at === -1)
      throw new Error(
        `${recipe}: ${file} has no \`${anchor}\` any more: update docs/common-changes.md and this test`,
      );
    const end = text.indexOf('\n', at) + 1;
    return text.slice(0, end) + addition + text.slice(end);
  };
}

/** `text` with `addition` before the line holding `anchor`. */
function before(anchor: string, addition: string, recipe: string, file: string) {
  return (text: string) => {
    const at = text.indexOf(anchor);
    if (at === -1)
      throw new Error(
        `${recipe}: ${file} has no \`${anchor}\` any more: update docs/common-changes.md and this test`,
      );
    const start = text.lastIndexOf('\n', at) + 1;
    return text.slice(0, start) + addition + text.slice(start);
  };
}

const appendPo = (entries: Record<string, string>) => (text: string) =>
  `${text.trimEnd()}\n${Object.entries(entries)
    .map(([id, message]) => `\nmsgid "${id}"\nmsgstr "${message}"\n`)
    .join('')}`;

/**
 * Runs a tool of the copy's node_modules in the copy; its output, for the failure message. Not
 * spawnSync: the test's worker keeps answering Vitest while the tool runs.
 */
function run(tool: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  const child = spawn(path.join(copy, 'node_modules', '.bin', tool), args, {
    cwd: copy,
    env: { ...env, NODE_ENV: 'test', NO_COLOR: '1' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ ok: false, output: `${tool}: ${error.message}` }));
    child.on('close', (code) => {
      // eslint-disable-next-line no-control-regex -- the colours some tools print anyway
      resolve({ ok: code === 0, output: output.replace(/\u001b\[[0-9;]*m/g, '').trim() });
    });
  });
}

beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), 'recipes-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
  })
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    try {
      linkSync(path.join(root, file), path.join(copy, file));
    } catch {
      // deleted in the work tree, not yet in git
    }
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

  // Recipe 1: add a public page.
  const page = '1. Add a public page';
  create(
    'src/features/pages/FaqPage.tsx',
    `import { useT } from '../../i18n/useT';
import { SimplePage } from './SimplePage';

export default function FaqPage() {
  const t = useT();
  return (
    <SimplePage title={t('pages.faqTitle')}>
      <p>{t('pages.faq')}</p>
    </SimplePage>
  );
}
`,
  );
  edit(
    'src/i18n/locales/en.po',
    appendPo({
      'pages.faqTitle': 'Frequently asked questions',
      'pages.faq': 'How delivery, payment and returns work will be answered here soon.',
    }),
  );
  edit(
    'src/i18n/locales/bn.po',
    appendPo({
      'pages.faqTitle': 'সাধারণ প্রশ্ন',
      'pages.faq': 'ডেলিভারি, পেমেন্ট আর ফেরত কীভাবে হয়, তার উত্তর শিগগিরই এখানে থাকবে।',
    }),
  );
  edit(
    'src/app/routeTable.ts',
    after(
      "path: '/settings'",
      "  { path: '/faq', screen: () => import('../features/pages/FaqPage') },\n",
      page,
      'src/app/routeTable.ts',
    ),
  );
  edit(
    'docs/product.md',
    after(
      '| `/profile`, `/settings`',
      '| `/faq` | anyone | Questions and answers. Tab title "Frequently asked questions". |\n',
      page,
      'docs/product.md',
    ),
  );
  edit('src/features/pages/pages.test.tsx', (text) =>
    after(
      "[SettingsPage, 'Settings'],",
      "  [FaqPage, 'Frequently asked questions'],\n",
      page,
      'pages.test.tsx',
    )(
      after(
        "import SettingsPage from './SettingsPage';",
        "import FaqPage from './FaqPage';\n",
        page,
        'pages.test.tsx',
      )(text),
    ),
  );
  edit(
    'src/features/frame/footerLinks.ts',
    after(
      "{ labelKey: 'footer.shopAll', to: '/productFilter' },",
      "      { labelKey: 'pages.faqTitle', to: '/faq' },\n",
      page,
      'footerLinks.ts',
    ),
  );

  // Recipe 3: add a named backend scenario.
  const scenario = '3. Add a named backend scenario';
  edit(
    'mocks/scenarios.ts',
    // At the end of the list.
    before(
      '] as const satisfies readonly Scenario[];',
      `  {
    name: 'no-discounts',
    description: 'Every product at its full price.',
    db: (db) => ({
      ...db,
      products: db.products.map((product) => ({ ...product, discount: 0 })),
      favorites: db.favorites.map((f) => ({ ...f, discount: 0 })),
    }),
  },
`,
      scenario,
      'mocks/scenarios.ts',
    ),
  );
  edit(
    'src/i18n/locales/workspace/en.po',
    appendPo({ 'scenario.description.no-discounts': 'Every product at its full price.' }),
  );
  edit(
    'src/i18n/locales/workspace/bn.po',
    appendPo({ 'scenario.description.no-discounts': 'সব পণ্য পুরো দামে।' }),
  );
  // The generated table is rewritten by its command, not by hand.
  edit('docs/workspace.md', (text) => text);
  const table = await run('tsx', ['tooling/scenarioTable.ts']);
  if (!table.ok) throw new Error(`${scenario}: npm run docs:scenarios failed:\n${table.output}`);
}, 60_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

// The three checks are independent processes over the same copy: side by side, the file is not the suite's tail.
describe.concurrent(
  'docs/common-changes.md, carried out in a copy of the repository',
  { timeout: 120_000 },
  () => {
    it('typechecks the files the recipes touch', async ({ expect }) => {
      writeFileSync(
        path.join(copy, 'tsconfig.recipes.json'),
        JSON.stringify({
          extends: './tsconfig.json',
          // The files touched (tsc follows their imports) and the project's declarations.
          include: ['**/*.d.ts'],
          exclude: ['node_modules'],
          files: [
            'src/app/routes.tsx',
            'src/features/pages/FaqPage.tsx',
            'src/features/pages/pages.test.tsx',
            'src/features/frame/footerLinks.ts',
            'mocks/scenarios.ts',
          ],
        }),
      );
      const { ok, output } = await run('tsc', ['-p', 'tsconfig.recipes.json']);
      expect(ok, output).toBe(true);
    });

    it('lints them', async ({ expect }) => {
      const files = [
        'src/features/pages/FaqPage.tsx',
        'src/app/routeTable.ts',
        'src/features/frame/footerLinks.ts',
        'mocks/scenarios.ts',
      ];
      const { ok, output } = await run('eslint', ['--max-warnings', '0', ...files]);
      expect(ok, output).toBe(true);
    });

    it('passes the tests of the new page, its link, its strings, and the scenario’s panel, texts and table', async ({
      expect,
    }) => {
      const { ok, output } = await run('vitest', [
        'run',
        '--project',
        'unit',
        '--project',
        'node',
        'src/features/pages/pages.test.tsx',
        'src/app/links.test.ts',
        'src/app/frameLinks.test.tsx',
        'src/i18n/catalogs.test.ts',
        'src/features/scenario/ScenarioBadge.test.tsx',
        'tooling/scenarioTable.test.ts',
      ]);
      expect(ok, output).toBe(true);
      // The new scenario is in the table its command wrote, and the new page's own case ran.
      expect(readFileSync(path.join(copy, 'docs/workspace.md'), 'utf8')).toMatch(
        /\| `no-discounts` +\| Every product at its full price\. +\|/,
      );
      expect(output).toMatch(/pages\.test\.tsx \(8 tests\)/); // the seven pages before, and the FAQ
    });
  },
);

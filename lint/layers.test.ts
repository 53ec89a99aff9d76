import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
// ignore: false so the deliberately broken files under lint/fixtures are linted here. The files
// below need not exist, so no type information: the one rule that needs it is off.
const eslint = new ESLint({
  cwd: root,
  ignore: false,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-deprecated': 'off' },
  },
});

/** The rules that fired on `code` if it were the file at `filePath` (the file need not exist). */
async function rulesFiredOn(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((message) => message.ruleId);
}

// The first lint loads the parser and walks the imported files: slow on a busy machine.
describe('npm run lint enforces the layers (docs/architecture.md, Layers)', { timeout: 30_000 }, () => {
  it('fails an upward import: a feature importing the app, lib importing a component', async () => {
    const fromFeature = "export { RouteError } from '../../app/RouteError';\n";
    expect(await rulesFiredOn('src/features/home/upward.ts', fromFeature)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    const fromLib = "export { Spinner } from '../components/Spinner';\n";
    expect(await rulesFiredOn('src/lib/upward.ts', fromLib)).toEqual(['import-x/no-restricted-paths']);
  });

  it('fails a feature reaching into another feature, and passes the same import through its index', async () => {
    const deep = "export { ProductCard } from '../catalog/ProductCard';\n";
    const entry = "export { ProductCard } from '../catalog';\n";
    expect(await rulesFiredOn('src/features/home/deep.ts', deep)).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesFiredOn('src/features/home/entry.ts', entry)).toEqual([]);
  });

  it('lets tests import mocks, never the shipped app', async () => {
    const code = "export { server } from '../../../mocks/node';\n";
    expect(await rulesFiredOn('src/features/home/shipped.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredOn('src/features/home/shipped.test.ts', code)).toEqual([]);
  });

  it('keeps mocks beside the app: they may use the contract, not a feature', async () => {
    expect(
      await rulesFiredOn('mocks/contract.ts', "export { ProductSchema } from '../src/contract';\n"),
    ).toEqual([]);
    expect(
      await rulesFiredOn('mocks/feature.ts', "export { ProductCard } from '../src/features/catalog';\n"),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('fails an import cycle', async () => {
    const results = await eslint.lintFiles(['lint/fixtures/cycle/first.ts', 'lint/fixtures/cycle/second.ts']);
    const fired = results.flatMap((result) => result.messages.map((message) => message.ruleId));
    expect(fired).toEqual(['import-x/no-cycle', 'import-x/no-cycle']);
  });

  it('places every folder under src in a layer, or beside the app', async () => {
    // The paths the zones name, as the lint run configures them for a shipped file.
    const config = await eslint.calculateConfigForFile(path.join(root, 'src/lib/any.ts'));
    const zones: { target: string | string[]; from: string | string[] }[] =
      config.rules['import-x/no-restricted-paths'][1].zones;
    const named = new Set(zones.flatMap((zone) => [zone.target, zone.from].flat()));
    const folders = readdirSync(path.join(root, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/${entry.name}`);
    expect(folders.filter((folder) => !named.has(folder))).toEqual([]);
  });

  it("requires `() => import('literal')` where the build reads loaders, with a message saying why", async () => {
    const messages = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/app/routeTable.ts') });
      return result!.messages.map(({ ruleId, message }) => `${ruleId}: ${message}`);
    };
    const why =
      /^no-restricted-syntax: Write this loader exactly as .* the build reads that form \(tooling\/prerender\.ts moduleOfLoader\)/;
    expect(await messages("export const a = () => import('./x');\n")).toEqual([]);
    const wrapped = "export const a = async () => { return import('./x'); };\n";
    const computed = "const name = './x';\nexport const a = () => import(name);\n";
    expect(await messages(wrapped)).toEqual([expect.stringMatching(why)]);
    expect(await messages(computed)).toEqual([expect.stringMatching(why)]);
  });
});

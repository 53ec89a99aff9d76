import { describe, expect, it } from 'vitest';
import { markModuleLoaders } from './moduleLoaders';

const resolveInSrc = async (specifier: string) => `src/app/${specifier.replace(/^\.\//, '')}.ts`;

describe('markModuleLoaders', () => {
  it('marks each `() => import()` with the module the bundler resolved, keeping the rest as written', async () => {
    const code = [
      '// বাংলা – a comment with characters outside ASCII before the loaders',
      "const screen = () => import('./Screen');",
      "export const PAGES = [{ path: '/a', screen: async () => import('./Other') }];",
    ].join('\n');
    expect(await markModuleLoaders(code, 'src/app/table.ts', resolveInSrc)).toBe(
      [
        '// বাংলা – a comment with characters outside ASCII before the loaders',
        `const screen = Object.assign(() => import('./Screen'), { moduleId: "src/app/Screen.ts" });`,
        `export const PAGES = [{ path: '/a', screen: Object.assign(async () => import('./Other'), { moduleId: "src/app/Other.ts" }) }];`,
      ].join('\n'),
    );
  });

  it('leaves other imports alone: a computed specifier, an import inside a longer function, none at all', async () => {
    const code = [
      'const byName = (name: string) => import(`./${name}`);',
      "async function load() { const { x } = await import('./x'); return x; }",
    ].join('\n');
    expect(await markModuleLoaders(code, 'src/app/a.ts', resolveInSrc)).toBeUndefined();
    expect(await markModuleLoaders('export const a = 1;', 'src/app/b.ts', resolveInSrc)).toBeUndefined();
  });

  it('reads TypeScript and JSX', async () => {
    const code =
      "const Page = (): JSX.Element => <div />;\nexport const load = (): Promise<unknown> => import('./Page');";
    expect(await markModuleLoaders(code, 'src/app/c.tsx', resolveInSrc)).toContain(
      `Object.assign((): Promise<unknown> => import('./Page'), { moduleId: "src/app/Page.ts" })`,
    );
  });
});

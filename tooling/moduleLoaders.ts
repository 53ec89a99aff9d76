/**
 * The prerender step names the modules a page needs first (its screen, its first calls' contract,
 * its language's catalog) by the app's own loader functions, `() => import('…')`, which the type
 * checker and the bundler follow (src/app/routeTable.ts, src/app/firstCalls.ts,
 * src/i18n/i18n.ts), never by file names. In the step's own Node build of src/app/prerender.tsx,
 * this plugin marks each such function with the module the bundler resolved it to (`moduleId`,
 * relative to the project), which is also the id of that module's chunk in the app's build (its
 * facadeModuleId, tooling/prerender.ts). The app's own build is not touched.
 */
import { relative } from 'node:path';
import { parseSync, Visitor, type Plugin } from 'vite';

/** A loader's place in the source and the module it imports, as written. */
interface Loader {
  start: number;
  end: number;
  specifier: string;
}

/** The functions `() => import('literal')` (async or not) in a module's source. */
export function moduleLoaders(code: string, filename: string): Loader[] {
  const { program, errors } = parseSync(filename, code);
  if (errors.length > 0) throw new Error(`${filename}: ${errors[0]!.message}`);
  const loaders: Loader[] = [];
  new Visitor({
    ArrowFunctionExpression(node) {
      const body = node.body;
      if (!node.expression || body.type !== 'ImportExpression') return;
      if (body.source.type === 'Literal' && typeof body.source.value === 'string')
        loaders.push({ start: node.start, end: node.end, specifier: body.source.value });
    },
  }).visit(program);
  return loaders;
}

/**
 * The source with each loader marked with the module it loads: `Object.assign(() => import('./x'),
 * { moduleId: 'src/x.ts' })`. `resolve` gives a specifier's module, relative to the project.
 */
export async function markModuleLoaders(
  code: string,
  filename: string,
  resolve: (specifier: string) => Promise<string>,
): Promise<string | undefined> {
  if (!code.includes('import(')) return undefined;
  const loaders = moduleLoaders(code, filename);
  if (loaders.length === 0) return undefined;
  let marked = code;
  // From the last: the earlier loaders' offsets stay where they were.
  for (const { start, end, specifier } of loaders.reverse()) {
    const moduleId = JSON.stringify(await resolve(specifier));
    marked = `${marked.slice(0, start)}Object.assign(${marked.slice(start, end)}, { moduleId: ${moduleId} })${marked.slice(end)}`;
  }
  return marked;
}

/** The plugin for the prerender step's Node build: the app's modules under `root`/src. */
export function moduleLoaderIds(root: string): Plugin {
  const source = /\/src\/.*\.[jt]sx?$/;
  return {
    name: 'storefront:module-loader-ids',
    enforce: 'pre',
    async transform(code, id) {
      if (!source.test(id) || id.includes('/node_modules/')) return undefined;
      const marked = await markModuleLoaders(code, id, async (specifier) => {
        const resolved = await this.resolve(specifier, id);
        if (!resolved) this.error(`${id}: cannot resolve ${specifier}`);
        return relative(root, resolved.id);
      });
      return marked === undefined ? undefined : { code: marked, map: null };
    },
  };
}

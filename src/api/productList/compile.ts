import type { z } from '../../contract/zod';
import { contentLength } from './readList';

/**
 * From this many items a list's item schema is compiled before the check.
 * zod's runtime checks a product in ~7-15 µs, so 10,000 products held the
 * first screen for 70-190 ms; the compiled check takes 4-30 ms (it builds the
 * code for a schema once, ~7 ms). Short lists are not worth its ~8 KB.
 */
export const COMPILE_FROM = 500;

/** Bytes on the wire (compressed or not) from which an answer probably holds hundreds of items. */
const LIKELY_LONG_LIST_BYTES = 64 * 1024;

let schemaCompiler: Promise<typeof import('./compileSchema') | null> | undefined;

/** zod's schema compiler, its own chunk, loaded once; null if the chunk could not load. */
function loadSchemaCompiler() {
  schemaCompiler ??= import('./compileSchema').catch(() => {
    schemaCompiler = undefined; // the next long list tries again
    return null;
  });
  return schemaCompiler;
}

/** A big answer is most likely a long list: its compiler loads while the body downloads, not after. */
export function preloadCompilerFor(response: Response) {
  if (contentLength(response) >= LIKELY_LONG_LIST_BYTES) void loadSchemaCompiler();
}

const compiledSchemas = new WeakMap<object, z.ZodMiniType>();

/**
 * The check for a list of `count` items: from COMPILE_FROM on, the schema's
 * compiled twin (the same answers; a failing item is re-checked by the
 * runtime, so its issues are the usual ones). Where the page's CSP forbids
 * `new Function`, or the chunk did not load, the schema itself.
 */
export async function checkFor<S extends z.ZodMiniType>(schema: S, count: number): Promise<S> {
  if (count < COMPILE_FROM) return schema;
  let fast = compiledSchemas.get(schema);
  if (!fast) {
    const compiler = await loadSchemaCompiler();
    if (!compiler) return schema; // an optimisation: the runtime checks the list just as well
    fast = compiler.compile(schema);
    compiledSchemas.set(schema, fast);
  }
  return fast as S;
}

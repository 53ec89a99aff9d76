import { fileURLToPath } from 'node:url';

/** The committed document; the stub serves it at /__stub/openapi.json. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));

export const serialise = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;

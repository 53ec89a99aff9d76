/** `npm run openapi`: writes docs/openapi.json from the zod contract (committed; a test checks it is current). */
import { writeFileSync } from 'node:fs';
import { freshFixtureDb } from '../fixtureDb';
import { buildOpenApi } from './document';
import { OPENAPI_FILE, serialise } from './file';

writeFileSync(OPENAPI_FILE, serialise(buildOpenApi(freshFixtureDb())));
console.info(`Wrote ${OPENAPI_FILE}`);

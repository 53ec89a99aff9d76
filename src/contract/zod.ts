/**
 * The contract's zod: zod/mini, the tree-shakable build. Classic zod costs the
 * same whatever a schema uses (its methods live on every schema); with zod/mini
 * the product schemas are half that, and they are on the first screen's critical
 * path (docs/decisions/006). zod/mini leaves messages to the caller: without a
 * locale every issue would read "Invalid input", so the contract speaks English.
 */
import { z } from 'zod/mini';
import { en } from 'zod/locales';

z.config(en());

export { z };

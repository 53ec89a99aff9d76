/**
 * zod/mini, the tree-shakable build: the schemas are on the first screen's path (docs/decisions/006).
 * Without a locale every issue would read "Invalid input", so the contract speaks English.
 */
import { z } from 'zod/mini';
import { en } from 'zod/locales';

z.config(en());

export { z };

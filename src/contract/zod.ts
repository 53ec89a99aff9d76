/**
 * The contract's zod: zod/mini, the tree-shakable build. Classic zod is
 * ~24 KB gzip whatever a schema uses (its methods live on every schema); the
 * product schemas with zod/mini are ~11 KB, and they are on the first screen's
 * critical path. zod/mini leaves messages to the caller: without a locale every
 * issue would read "Invalid input", so the contract speaks English (~1 KB).
 */
import { z } from 'zod/mini';
import { en } from 'zod/locales';

z.config(en());

export { z };

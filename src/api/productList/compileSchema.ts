// Its own module so that zod's schema compiler (~8 KB gzip) is a chunk of its
// own, loaded only for long lists (see compile.ts), not part of every page's schemas.
export { compile } from 'zod/mini';

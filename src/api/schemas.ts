/**
 * The contract's zod schemas, loaded with the first backend call instead of
 * with the page (zod is ~24 KB gzip of the home page's budget). Callers start
 * this in parallel with their request, so it costs no extra round trip.
 */
let contract: Promise<typeof import('../contract')> | undefined;

export function loadContract(): Promise<typeof import('../contract')> {
  contract ??= import('../contract');
  return contract;
}

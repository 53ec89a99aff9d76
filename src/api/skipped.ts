import type { z } from '../contract/zod';

type Listener = (count: number) => void;

let skippedCount = 0;
const listeners = new Set<Listener>();

/** Logs an item that failed the contract and counts it for the dev banner. */
export function reportSkipped(resource: string, index: number, item: unknown, error: z.core.$ZodError) {
  skippedCount += 1;
  const id = typeof item === 'object' && item && '_id' in item ? String(item._id) : `#${index}`;
  const issues = error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  console.warn(`[contract] skipped invalid ${resource} item ${id}: ${issues}`);
  listeners.forEach((listener) => listener(skippedCount));
}

export function getSkippedCount() {
  return skippedCount;
}

/** Test files share one module graph (vite.config.ts: isolate false): each starts from none. */
export function resetSkippedCount() {
  skippedCount = 0;
  listeners.forEach((listener) => listener(skippedCount));
}

export function onSkippedChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

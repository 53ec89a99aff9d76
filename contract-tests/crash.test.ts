import { expect, it } from 'vitest';
import { runCrashTest } from '../contract-tests/stubCrashLoop';

// A few rounds of `npm run stub:crash-test` (20+ rounds on 10,000 products), kept small enough for every run.
it('keeps every acknowledged write through kill -9 during concurrent writes', async () => {
  const lines: string[] = [];
  const result = await runCrashTest({
    rounds: 3,
    products: 3000,
    writers: 10,
    log: (line) => lines.push(line),
  });
  console.info(`[crash] ${lines.join('\n[crash] ')}`);
  expect(result.problems).toEqual([]);
  expect(result.acknowledged).toBeGreaterThan(0);
  expect(result.lost).toBe(0);
}, 60_000);

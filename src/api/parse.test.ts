import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '../contract/zod';
import { parseItems } from './parse';
import { getSkippedCount, resetSkippedCount } from './skipped';

const ItemSchema = z.object({ name: z.string() });

describe('parseItems', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetSkippedCount();
  });

  it('keeps the valid items in order and skips (and reports) the others', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const items = [{ name: 'Rice' }, { name: 42 }, { name: 'Dal' }];
    await expect(parseItems('item', ItemSchema, items)).resolves.toEqual([{ name: 'Rice' }, { name: 'Dal' }]);
    expect(getSkippedCount()).toBe(1);
  });

  it('hands the main thread back between slices of a slow check, and loses no item', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 5)); // every check "takes" 5 ms
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const items = Array.from({ length: 10 }, (_, index) => ({ name: `Item ${index}` }));
    const parsed = await parseItems('item', ItemSchema, items);
    expect(parsed).toEqual(items);
    // jsdom has no scheduler.yield(): each slice ends with a 0 ms timer, a new task.
    expect(timers.mock.calls.filter(([, delay]) => delay === 0).length).toBeGreaterThanOrEqual(4);
  });
});

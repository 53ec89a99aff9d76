import { describe, expect, it } from 'vitest';
import { attempt, loadRow, timingRow } from './report';

const timings = [300, 120, 90, 80, 110].map((paintMs) => ({ domMs: paintMs - 10, paintMs }));

describe('timingRow', () => {
  it('reports both medians and judges the chosen one against the target', () => {
    expect(timingRow('first render', 10_000, timings, { ms: 100, judgedOn: 'paintMs' })).toEqual({
      cells: ['first render', '10,000', '100', '110', '100 painted', 'SLOW (n=5, 80-300)'],
      slow: true,
      broken: false,
    });
    expect(timingRow('filter: stock', 1000, timings, { ms: 100, judgedOn: 'domMs' })).toMatchObject({
      cells: ['filter: stock', '1,000', '100', '110', '100 DOM', 'ok (n=5, 70-290)'],
      slow: false,
    });
  });

  it('keeps a failed measurement as a broken row', () => {
    const row = timingRow('first render', 1000, new Error('locator timed out\nstack'), {
      ms: 1000,
      judgedOn: 'paintMs',
    });
    expect(row).toMatchObject({ broken: true, slow: false });
    expect(row.cells.at(-1)).toBe('error: locator timed out');
  });
});

describe('loadRow', () => {
  it('is broken when any request failed', () => {
    const result = { url: 'u', requestsPerSecond: 12.34, p99Ms: 900, errors: 0 };
    expect(loadRow('GET /products', 10_000, result)).toEqual({
      cells: ['GET /products', '10,000', '12.3', '900', '0', 'ok'],
      slow: false,
      broken: false,
    });
    expect(loadRow('GET /products', 10_000, { ...result, errors: 3 }).broken).toBe(true);
  });
});

describe('attempt', () => {
  it('returns the value, or the error instead of throwing', async () => {
    expect(await attempt(async () => 5)).toBe(5);
    expect(await attempt(async () => Promise.reject(new Error('boom')))).toEqual(new Error('boom'));
  });
});

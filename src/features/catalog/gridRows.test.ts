import { describe, expect, it } from 'vitest';
import {
  columnsForWidth,
  firstScreenCards,
  measuredOrEstimate,
  rowCount,
  rowItems,
  shouldWindow,
  WINDOWING_THRESHOLD,
} from './gridRows';

describe('columnsForWidth', () => {
  it.each([
    [320, 2],
    [767, 2],
    [768, 3],
    [1023, 3],
    [1024, 4],
    [1279, 4],
    [1280, 5],
    [1920, 5],
  ])('at %i px lays out %i cards a row', (width, columns) => {
    expect(columnsForWidth(width)).toBe(columns);
  });
});

describe('shouldWindow', () => {
  it('renders the seeded 80-product catalog whole', () => {
    expect(shouldWindow(80)).toBe(false);
  });

  it('windows only above the threshold', () => {
    expect(shouldWindow(WINDOWING_THRESHOLD)).toBe(false);
    expect(shouldWindow(WINDOWING_THRESHOLD + 1)).toBe(true);
    expect(shouldWindow(10_000)).toBe(true);
  });
});

describe('rowCount', () => {
  it('counts a partly filled last row', () => {
    expect(rowCount(10, 4)).toBe(3);
    expect(rowCount(12, 4)).toBe(3);
    expect(rowCount(10_000, 5)).toBe(2000);
  });

  it('is 0 for no items', () => {
    expect(rowCount(0, 3)).toBe(0);
  });

  it('treats fewer than one column as one', () => {
    expect(rowCount(3, 0)).toBe(3);
  });
});

describe('rowItems', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('slices one row in list order', () => {
    expect(rowItems(items, 0, 3)).toEqual(['a', 'b', 'c']);
    expect(rowItems(items, 1, 3)).toEqual(['d', 'e', 'f']);
  });

  it('gives the last row what is left', () => {
    expect(rowItems(items, 2, 3)).toEqual(['g']);
  });

  it('gives nothing past the end', () => {
    expect(rowItems(items, 5, 3)).toEqual([]);
  });

  it('covers every item exactly once over all rows', () => {
    const rows = Array.from({ length: rowCount(items.length, 2) }, (_, row) => rowItems(items, row, 2));
    expect(rows.flat()).toEqual(items);
  });
});

describe('measuredOrEstimate', () => {
  it('keeps a real measurement', () => {
    expect(measuredOrEstimate(388, 400)).toBe(388);
  });

  it('falls back to the estimate for an element without layout', () => {
    expect(measuredOrEstimate(0, 400)).toBe(400);
  });
});

describe('firstScreenCards', () => {
  it('is three rows at the width’s column count', () => {
    expect(firstScreenCards(columnsForWidth(375))).toBe(6);
    expect(firstScreenCards(columnsForWidth(1440))).toBe(15);
  });

  it('is at least a row of one', () => {
    expect(firstScreenCards(0)).toBe(3);
  });
});

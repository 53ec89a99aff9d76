import { afterEach, describe, expect, it } from 'vitest';
import { COMPANIES_BREAKPOINTS, itemsPerView, viewportRow } from './breakpoints';

describe('itemsPerView (category strip)', () => {
  it.each([
    [320, 4],
    [375, 4],
    [479, 4],
    [480, 5],
    [767, 5],
    [768, 6],
    [1023, 6],
    [1024, 7],
    [1279, 7],
    [1280, 9],
    [1440, 9],
  ])('at %i px shows %i', (width, items) => {
    expect(itemsPerView(width)).toBe(items);
  });
});

describe('itemsPerView (companies)', () => {
  it.each([
    [375, 1],
    [639, 1],
    [640, 2],
    [1023, 2],
    [1024, 4],
    [1440, 4],
  ])('at %i px shows %i', (width, items) => {
    expect(itemsPerView(width, COMPANIES_BREAKPOINTS)).toBe(items);
  });
});

describe('viewportRow', () => {
  const innerWidth = window.innerWidth;
  afterEach(() => void (window.innerWidth = innerWidth));

  it.each([
    [375, 0],
    [640, 640],
    [1023, 640],
    [1440, 1024],
  ])("a %i px viewport reaches the companies' %i px row, by media queries", (width, row) => {
    window.innerWidth = width; // setup.ts's matchMedia compares it, as a browser's media queries do
    expect(viewportRow(COMPANIES_BREAKPOINTS)).toBe(row);
  });
});

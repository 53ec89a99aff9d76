import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CATEGORY_STRIP_BREAKPOINTS, COMPANIES_BREAKPOINTS } from '../../lib/breakpoints';
import { StaticSlides } from './StaticSlides';

const width = window.innerWidth;
afterEach(() => {
  window.innerWidth = width;
});

function renderAt(innerWidth: number, table: typeof CATEGORY_STRIP_BREAKPOINTS, gap: number) {
  window.innerWidth = innerWidth;
  render(
    <StaticSlides table={table} gap={gap} slideClassName="py-1">
      {Array.from({ length: 12 }, (_, i) => (
        <span key={i}>item {i}</span>
      ))}
    </StaticSlides>,
  );
  return screen.getAllByText(/^item/);
}

describe('StaticSlides (a carousel before Swiper has loaded)', () => {
  it('shows as many items as the Swiper would at that width', () => {
    expect(renderAt(375, CATEGORY_STRIP_BREAKPOINTS, 12)).toHaveLength(4);
  });

  it('sizes the columns like Swiper: (width - gaps) / items per view', () => {
    const items = renderAt(1280, CATEGORY_STRIP_BREAKPOINTS, 12);
    expect(items).toHaveLength(9);
    const row = items[0]!.parentElement!.parentElement!;
    // jsdom normalises calc(): (100% - 8 gaps of 12 px) / 9 comes back as 1/9 * (...).
    expect(row.style.gridAutoColumns).toMatch(/^calc\(0\.1111+ \* \(100% - 96px\)\)$/);
    expect(row.style.gap).toBe('12px');
    expect(items[0]!.parentElement).toHaveClass('py-1');
  });

  it('follows the companies table too', () => {
    expect(renderAt(700, COMPANIES_BREAKPOINTS, 16)).toHaveLength(2);
  });
});

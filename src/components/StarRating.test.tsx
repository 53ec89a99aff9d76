import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isValidStarCount, ratingLabel, shownRating, starFills, StarRating } from './StarRating';

describe('starFills', () => {
  it('fills as many stars as a whole rating', () => {
    expect(starFills(4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('shows a half star for fractional values, rounding to the nearest half', () => {
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(4.3)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('clamps values outside 0..items and treats non-numbers as 0', () => {
    expect(starFills(7)).toEqual(Array(5).fill('full'));
    expect(starFills(-2)).toEqual(Array(5).fill('empty'));
    expect(starFills(Number.NaN)).toEqual(Array(5).fill('empty'));
  });

  it('draws the requested number of items, 1 to 10', () => {
    expect(starFills(1, 1)).toEqual(['full']);
    expect(starFills(7, 10)).toHaveLength(10);
    expect(starFills(7, 10).filter((f) => f === 'full')).toHaveLength(7);
  });

  it('gives no stars for an item count outside 1..10', () => {
    expect(starFills(3, 0)).toEqual([]);
    expect(starFills(3, 11)).toEqual([]);
    expect(starFills(3, 2.5)).toEqual([]);
  });
});

describe('isValidStarCount and shownRating', () => {
  it('accepts whole counts 1 to 10 only', () => {
    expect([1, 5, 10].every(isValidStarCount)).toBe(true);
    expect([0, -1, 11, 3.5, Number.NaN].some(isValidStarCount)).toBe(false);
  });

  it('rounds to half stars within range', () => {
    expect(shownRating(3.74)).toBe(3.5);
    expect(shownRating(3.76)).toBe(4);
    expect(shownRating(9, 10)).toBe(9);
    expect(shownRating(Infinity)).toBe(0);
  });
});

describe('ratingLabel', () => {
  it('reads the real value to one decimal, clamped to the scale', () => {
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
    expect(ratingLabel(4.83)).toBe('Rated 4.8 out of 5');
    expect(ratingLabel(12, 10)).toBe('Rated 10 out of 10');
    expect(ratingLabel(Number.NaN)).toBe('Rated 0 out of 5');
  });
});

describe('<StarRating>', () => {
  it('is named by its value', () => {
    render(<StarRating value={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('names half-star values and custom item counts', () => {
    render(<StarRating value={3.5} items={10} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 10' })).toBeInTheDocument();
  });

  it('shows the review count in brackets', () => {
    render(<StarRating value={4} count={123} />);
    expect(screen.getByText('(123)')).toBeInTheDocument();
    expect(screen.getByText('123 reviews')).toHaveClass('sr-only');
  });

  it('marks each star full, half or empty', () => {
    const { container } = render(<StarRating value={2.5} />);
    const fills = [...container.querySelectorAll('[data-fill]')].map((el) => el.getAttribute('data-fill'));
    expect(fills).toEqual(['full', 'full', 'half', 'empty', 'empty']);
  });

  it('renders nothing for an item count outside 1..10', () => {
    const { container } = render(<StarRating value={3} items={11} count={5} />);
    expect(container).toBeEmptyDOMElement();
  });
});

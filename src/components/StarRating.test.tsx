import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isValidStarCount, ratingValue, shownRating, StarRating } from './StarRating';

describe('shownRating: what the stars fill', () => {
  it('fills as many stars as a whole rating', () => {
    expect([0, 4, 5].map((v) => shownRating(v))).toEqual([0, 4, 5]);
  });

  it('rounds fractional values to the nearest half star', () => {
    expect([3.5, 0.5, 4.2, 4.3, 4.8].map((v) => shownRating(v))).toEqual([3.5, 0.5, 4, 4.5, 5]);
  });

  it('clamps values outside 0..items and treats non-numbers as 0', () => {
    expect([7, -2, Number.NaN].map((v) => shownRating(v))).toEqual([5, 0, 0]);
    expect(shownRating(7, 10)).toBe(7);
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

describe('ratingValue', () => {
  it('reads the real value to one decimal, clamped to the scale', () => {
    expect(ratingValue(4)).toBe(4);
    expect(ratingValue(4.83)).toBe(4.8);
    expect(ratingValue(12, 10)).toBe(10);
    expect(ratingValue(Number.NaN)).toBe(0);
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

  it('draws its stars as one element, filled to the shown rating', () => {
    render(<StarRating value={2.4} items={10} size="lg" />);
    const stars = screen.getByRole('img', { name: 'Rated 2.4 out of 10' });
    expect(stars).toBeEmptyDOMElement();
    expect(stars).toHaveAttribute('data-shown', '2.5');
    expect(stars.style.getPropertyValue('--filled')).toBe('2.5');
    expect(stars.style.getPropertyValue('--stars')).toBe('10');
    expect(stars.style.getPropertyValue('--star-size')).toBe('1.25rem');
  });

  it('renders nothing for an item count outside 1..10', () => {
    const { container } = render(<StarRating value={3} items={11} count={5} />);
    expect(container).toBeEmptyDOMElement();
  });
});

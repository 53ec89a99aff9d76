import { describe, expect, it } from 'vitest';
import { discountedPrice, formatPrice, fromUsd, TAKA_PER_USD, toUsd, twoDecimals } from './price';

describe('discountedPrice', () => {
  it('takes the discount percent off and rounds to cents', () => {
    expect(discountedPrice(100, 50)).toBe(50);
    expect(discountedPrice(9.99, 15)).toBe(8.49);
    expect(discountedPrice(1.005, 0)).toBe(1.01);
  });
  it('leaves the price alone at 0 % and gives 0 at 100 %', () => {
    expect(discountedPrice(12.34, 0)).toBe(12.34);
    expect(discountedPrice(12.34, 100)).toBe(0);
  });
});

describe('formatPrice', () => {
  it('shows dollars with $', () => {
    expect(formatPrice(1234.5, 'USD')).toBe('$1,234.50');
  });
  it('converts to taka at the fixed rate with ৳', () => {
    expect(formatPrice(1, 'Tk')).toBe(`৳${TAKA_PER_USD}.00`);
    expect(formatPrice(2.5, 'Tk')).toBe('৳305.00');
  });
});

describe('twoDecimals', () => {
  it('matches en-US number formatting with two decimals', () => {
    const format = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const amount of [0, 0.5, 7, 12.345, 999.995, 1000, 1234.5, 98765.43, 1234567.891, -1234.5]) {
      expect(twoDecimals(amount)).toBe(format.format(amount));
    }
  });
});

describe('formatPrice in Bengali', () => {
  it('uses Bengali digits and Indian (lakh) grouping', () => {
    expect(formatPrice(1000, 'Tk', 'bn')).toBe('৳১,২২,০০০.০০');
    expect(formatPrice(12.5, 'USD', 'bn')).toBe('$১২.৫০');
  });
});

describe('toUsd / fromUsd', () => {
  it('convert at the one rate, so ৳12,200 filters at $100', () => {
    expect(toUsd(12200, 'Tk')).toBe(100);
    expect(fromUsd(100, 'Tk')).toBe(12200);
    expect(toUsd(100, 'USD')).toBe(100);
  });
});

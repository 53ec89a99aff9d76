import { describe, expect, it } from 'vitest';
import {
  discountedPrice,
  formatAmount,
  formatPrice,
  fromUsd,
  TAKA_PER_USD,
  toUsd,
  twoDecimals,
} from './price';
import {
  convertTyped,
  parseTypedAmount,
  roundTyped,
  roundTypedOutward,
  writeTypedAmount,
} from './typedAmount';

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

describe('formatAmount', () => {
  it('writes an amount already in the currency, as formatPrice writes a converted one', () => {
    expect(formatAmount(1500, 'Tk', 'bn')).toBe('৳১,৫০০.০০');
    expect(formatAmount(1500, 'Tk', 'bn')).toBe(formatPrice(1500 / TAKA_PER_USD, 'Tk', 'bn'));
    expect(formatAmount(12.5, 'USD')).toBe('$12.50');
  });
});

describe('parseTypedAmount', () => {
  it('reads Bengali digits, Latin digits and a mix of both', () => {
    expect(parseTypedAmount('১৫০০', 'bn')).toBe(1500);
    expect(parseTypedAmount('1500', 'bn')).toBe(1500);
    expect(parseTypedAmount('১5০0', 'bn')).toBe(1500);
    expect(parseTypedAmount('500', 'en')).toBe(500);
    // An English page takes Bengali digits too: a shopper's keyboard does not follow the page.
    expect(parseTypedAmount('৫০০', 'en')).toBe(500);
  });
  it('reads a decimal point and grouping separators (lakh or thousands)', () => {
    expect(parseTypedAmount('১২.৫০', 'bn')).toBe(12.5);
    expect(parseTypedAmount('১,২২,০০০', 'bn')).toBe(122000);
    expect(parseTypedAmount('1,22,000.5', 'bn')).toBe(122000.5);
    expect(parseTypedAmount('1,234.56', 'en')).toBe(1234.56);
    expect(parseTypedAmount(' 12. ', 'en')).toBe(12);
    expect(parseTypedAmount('.5', 'en')).toBe(0.5);
  });
  it('rejects empty, negative and garbage input', () => {
    for (const text of [
      '',
      '   ',
      '.',
      ',',
      '-5',
      '−৫',
      '+5',
      'abc',
      '5a',
      '1e3',
      '1.2.3',
      '1,',
      ',5',
      '1,,5',
      '12.5,0',
      '৳৫০০',
      'Infinity',
      'NaN',
    ]) {
      expect(parseTypedAmount(text, 'bn'), text).toBeUndefined();
      expect(parseTypedAmount(text, 'en'), text).toBeUndefined();
    }
  });
});

describe('writeTypedAmount', () => {
  it("writes whole taka in the language's digits, without grouping or sign", () => {
    expect(writeTypedAmount(1500, 'Tk', 'bn')).toBe('১৫০০');
    expect(writeTypedAmount(122000, 'Tk', 'bn')).toBe('১২২০০০');
    expect(writeTypedAmount(500.4, 'Tk', 'en')).toBe('500');
    expect(writeTypedAmount(0, 'Tk', 'bn')).toBe('০');
  });
  it('writes dollars with the cents there are', () => {
    expect(writeTypedAmount(12.5, 'USD', 'en')).toBe('12.5');
    expect(writeTypedAmount(12.345, 'USD', 'en')).toBe('12.35');
    expect(writeTypedAmount(1000, 'USD', 'en')).toBe('1000');
    expect(writeTypedAmount(12.5, 'USD', 'bn')).toBe('১২.৫');
  });
  it('reads back as what it wrote', () => {
    for (const [amount, currency] of [
      [1500, 'Tk'],
      [303, 'Tk'],
      [4.35, 'USD'],
      [999.99, 'USD'],
    ] as const) {
      for (const language of ['en', 'bn'] as const) {
        expect(parseTypedAmount(writeTypedAmount(amount, currency, language), language)).toBe(amount);
      }
    }
  });
});

describe('roundTyped, roundTypedOutward, convertTyped', () => {
  it('round to whole taka and to cents', () => {
    expect(roundTyped(1500.5, 'Tk')).toBe(1501);
    expect(roundTyped(12.345, 'USD')).toBe(12.35);
  });
  it('round outward so the bound still holds the price, without float noise', () => {
    expect(roundTypedOutward(303.78, 'Tk', 'down')).toBe(303);
    expect(roundTypedOutward(1500.2, 'Tk', 'up')).toBe(1501);
    expect(roundTypedOutward(1500, 'Tk', 'up')).toBe(1500);
    expect(roundTypedOutward(4.35, 'USD', 'down')).toBe(4.35);
    expect(roundTypedOutward(4.35, 'USD', 'up')).toBe(4.35);
  });
  it('convert a typed amount once, landing on the typed precision of the other currency', () => {
    expect(convertTyped(500, 'Tk', 'USD')).toBe(4.1);
    expect(convertTyped(4.1, 'USD', 'Tk')).toBe(500);
    expect(convertTyped(12200, 'Tk', 'USD')).toBe(100);
    expect(convertTyped(1500, 'Tk', 'Tk')).toBe(1500);
  });
});

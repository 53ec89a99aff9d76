import { describe, expect, it } from 'vitest';
import { formatCode, formatNumber } from './format';

describe('formatCode', () => {
  it('writes a code in English as it is', () => {
    expect(formatCode('ORD-1001', 'en')).toBe('ORD-1001');
  });

  it('writes its digits in Bengali, ungrouped and with their zeros, where a count would be grouped', () => {
    expect(formatCode('ORD-1001', 'bn')).toBe('ORD-১০০১');
    expect(formatCode('+880 9610-000000', 'bn')).toBe('+৮৮০ ৯৬১০-০০০০০০');
    expect(formatNumber(1001, 'bn')).toBe('১,০০১');
  });
});

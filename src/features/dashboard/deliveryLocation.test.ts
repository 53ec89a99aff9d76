import { describe, expect, it } from 'vitest';
import { describeDeliveryLocation } from './deliveryLocation';

describe('describeDeliveryLocation', () => {
  it('reads plain text and JSON strings', () => {
    expect(describeDeliveryLocation('Dhanmondi, Dhaka')).toBe('Dhanmondi, Dhaka');
    expect(describeDeliveryLocation('"Gulshan 2"')).toBe('Gulshan 2');
  });

  it('joins the parts of a stored address object', () => {
    expect(
      describeDeliveryLocation(JSON.stringify({ area: 'Mirpur', city: 'Dhaka', zip: 1216, note: '' })),
    ).toBe('Mirpur, Dhaka, 1216');
  });

  it('is null when nothing usable is stored', () => {
    expect(describeDeliveryLocation(null)).toBeNull();
    expect(describeDeliveryLocation('   ')).toBeNull();
    expect(describeDeliveryLocation('{}')).toBeNull();
    expect(describeDeliveryLocation('null')).toBeNull();
  });
});

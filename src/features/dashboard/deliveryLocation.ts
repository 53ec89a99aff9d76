/** The local-storage key the delivery location is kept under (docs/product.md §2). */
export const DELIVERY_LOCATION_KEY = 'delivery-location';

/** A readable delivery location from a stored plain string, JSON string or JSON address object. */
export function describeDeliveryLocation(stored: string | null): string | null {
  const raw = stored?.trim();
  if (!raw) return null;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    return raw; // not JSON: a plain address
  }
  if (typeof value === 'string') return value.trim() || null;
  if (value && typeof value === 'object') {
    const parts = Object.values(value).filter(
      (part): part is string | number =>
        (typeof part === 'string' && part.trim() !== '') || typeof part === 'number',
    );
    return parts.length > 0 ? parts.join(', ') : null;
  }
  return null;
}

export function readDeliveryLocation(): string | null {
  try {
    return describeDeliveryLocation(localStorage.getItem(DELIVERY_LOCATION_KEY));
  } catch {
    return null; // storage can be blocked
  }
}

/** What came back, in a few words, for a sentence that names a call ("an object with keys data"). */
export function shapeOf(value: unknown): string {
  if (value === null) return 'null';
  if (value === '') return 'an empty body';
  if (typeof value === 'string') return `text that is not JSON (${JSON.stringify(value.slice(0, 60))})`;
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    return keys.length ? `an object with keys ${keys.slice(0, 8).join(', ')}` : 'an empty object';
  }
  return `the ${typeof value} ${JSON.stringify(value)}`;
}

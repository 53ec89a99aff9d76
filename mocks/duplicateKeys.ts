/**
 * The first key that appears twice in one object of a JSON text, or null.
 * `JSON.parse` keeps the last of two equal keys silently, so a body like
 * `{"price": 1, "price": 1e308}` would mean one thing to a checker that reads
 * the first and another to the store: such a body is refused instead.
 * Expects text `JSON.parse` has already accepted.
 */
export function firstDuplicateKey(json: string): string | null {
  /** The keys seen per open object; null for an open array. */
  const open: (Set<string> | null)[] = [];
  let i = 0;
  while (i < json.length) {
    const char = json[i];
    if (char === '"') {
      let end = i + 1;
      while (json[end] !== '"') end += json[end] === '\\' ? 2 : 1;
      const literal = json.slice(i, end + 1);
      i = end + 1;
      while (json[i] === ' ' || json[i] === '\t' || json[i] === '\n' || json[i] === '\r') i += 1;
      const keys = open.at(-1);
      if (json[i] === ':' && keys) {
        const key = JSON.parse(literal) as string; // `"a"` and `"\u0061"` are the same key
        if (keys.has(key)) return key;
        keys.add(key);
      }
      continue;
    }
    if (char === '{') open.push(new Set());
    else if (char === '[') open.push(null);
    else if (char === '}' || char === ']') open.pop();
    i += 1;
  }
  return null;
}

/** docs/product.md §2: a fixed list; there is no real product search. */
export const SEARCH_NAMES = ['Apple', 'Banana', 'Orange', 'Mango', 'Pineapple'] as const;

/** The names that contain `query`, ignoring case; nothing for an empty query. */
export function searchSuggestions(query: string, names: readonly string[] = SEARCH_NAMES): string[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  return names.filter((name) => name.toLowerCase().includes(needle));
}

import { changedByShopper } from './useEarlyInput';

/**
 * What the shopper typed into the page's HTML, kept across one reload of it: MSW reloads a page that
 * the registered worker does not control as it starts (src/main.tsx), and the new page's fields
 * would be empty. In this tab's sessionStorage only for that moment: the next page takes it back.
 */
const TYPED_KEY = 'typed-before-reload';

interface TypedField {
  /** Its place among the inputs of the root: the page's HTML is the same after the reload. */
  index: number;
  value: string;
  checked: boolean;
}

/** As this page goes (about to be reloaded), keeps the inputs of `root` the shopper changed. */
export function keepTypedOnReload(root: HTMLElement): void {
  const keep = () => {
    const fields = [...root.querySelectorAll('input')].flatMap((input, index): TypedField[] =>
      changedByShopper(input) ? [{ index, value: input.value, checked: input.checked }] : [],
    );
    try {
      if (fields.length > 0)
        sessionStorage.setItem(TYPED_KEY, JSON.stringify({ path: location.pathname, fields }));
    } catch {
      /* nothing kept: the fields are empty again, as before */
    }
  };
  addEventListener('pagehide', keep, { once: true });
}

/** What the page before kept, taken (so read once); null without it or a storage. */
function takeTyped(): { path: string; fields: TypedField[] } | null {
  try {
    const kept = sessionStorage.getItem(TYPED_KEY);
    sessionStorage.removeItem(TYPED_KEY);
    return kept === null ? null : (JSON.parse(kept) as { path: string; fields: TypedField[] });
  } catch {
    return null;
  }
}

/** Puts back what the page before kept, if this page is its reload; a field typed into since stays. */
export function restoreTyped(root: HTMLElement): void {
  const kept = takeTyped();
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!kept || kept.path !== location.pathname || navigation?.type !== 'reload') return;
  const inputs = root.querySelectorAll('input');
  for (const { index, value, checked } of kept.fields) {
    const input = inputs[index];
    if (!input || changedByShopper(input)) continue;
    if (input.type === 'radio' || input.type === 'checkbox') input.checked = checked;
    else input.value = value;
  }
}

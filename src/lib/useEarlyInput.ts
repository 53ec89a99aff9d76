import { useEffect, useEffectEvent, useRef } from 'react';

/** Whether the shopper changed `control` since the HTML set it (its default value or checked state). */
function changedByShopper(control: HTMLInputElement): boolean {
  if (control.type === 'radio') return control.checked && !control.defaultChecked;
  if (control.type === 'checkbox') return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

/**
 * Form controls the shopper may have used before the app's scripts ran. The browser keeps what
 * they typed or ticked, and React adopts the page's HTML without touching it, but the app's next
 * render of the control would write its own state over it. As React adopts the page, `adopt` is
 * called once with the controls inside the returned ref's element (or that element, if it is one)
 * that are no longer as the HTML set them, if any, so the app makes the shopper's changes its own
 * state in one step. Never a replay of what they tapped: only where the controls stand now.
 */
export function useEarlyInput<T extends HTMLElement>(adopt: (changed: HTMLInputElement[]) => void) {
  const ref = useRef<T>(null);
  const onChanged = useEffectEvent(adopt);
  // After the commit that adopted the page, when its controls can update state and the URL; no
  // render runs before it (React flushes these effects first), so nothing is written over them.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const controls = element instanceof HTMLInputElement ? [element] : [...element.querySelectorAll('input')];
    const changed = controls.filter(changedByShopper);
    if (changed.length > 0) onChanged(changed);
  }, []);
  return ref;
}

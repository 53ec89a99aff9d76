import { useEffect, useEffectEvent, useRef } from 'react';

/** Whether the shopper changed `control` since the HTML set it (its default value or checked state). */
export function changedByShopper(control: HTMLInputElement): boolean {
  if (control.type === 'radio') return control.checked && !control.defaultChecked;
  if (control.type === 'checkbox') return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

/**
 * Controls the shopper used before the scripts ran: React keeps them as adopted, but the next
 * render would write the app's state over them. `adopt` gets, once, those inside the ref's element
 * (or it) no longer as the HTML set them, so the app takes where they stand as its state.
 */
export function useEarlyInput<T extends HTMLElement>(adopt: (changed: HTMLInputElement[]) => void) {
  const ref = useRef<T>(null);
  const onChanged = useEffectEvent(adopt);
  // After the adopting commit; React flushes it before any other render, so nothing is overwritten.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const controls = element instanceof HTMLInputElement ? [element] : [...element.querySelectorAll('input')];
    const changed = controls.filter(changedByShopper);
    if (changed.length > 0) onChanged(changed);
  }, []);
  return ref;
}

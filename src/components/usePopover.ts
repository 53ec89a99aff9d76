import { useCallback, useId, useLayoutEffect, useRef, useState, type ToggleEvent } from 'react';
import { useHydrated } from '../lib/useHydrated';

/** Whether the browser shows `element` as an open popover (false where it has no popovers). */
function isOpenPopover(element: HTMLElement | null): boolean {
  try {
    return element?.matches(':popover-open') ?? false;
  } catch {
    return false;
  }
}

/**
 * A panel with the `popover` attribute, opened and closed by `popovertarget` buttons: the
 * browser does that (and closes it on Escape or a tap outside) before the app's scripts have
 * run. The app follows the browser's state: `open` from the panel's toggle events, and from
 * the panel itself when React adopts a page whose panel the shopper opened before.
 * `hide` closes it, e.g. when a link inside it is followed without a page load. `expanded` is its
 * button's aria-expanded: before the app runs the browser says whether the button has opened it; a
 * value written into the HTML would be wrong as soon as the shopper opened it.
 */
export function usePopover<T extends HTMLElement>() {
  const id = useId();
  const ref = useRef<T>(null);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (isOpenPopover(ref.current)) setOpen(true);
  }, []);
  const onToggle = useCallback((event: ToggleEvent<T>) => setOpen(event.newState === 'open'), []);
  const hide = useCallback(() => {
    if (isOpenPopover(ref.current)) ref.current?.hidePopover();
  }, []);
  return { id, ref, open, onToggle, hide, expanded: hydrated ? open : undefined };
}

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
 * A `popover` panel the browser opens and closes (`popovertarget`) before the scripts run; `open`
 * follows its toggle events and, on adoption, the panel itself. `expanded` is the button's
 * aria-expanded only once hydrated: before, the browser says it, and HTML would be wrong once opened.
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

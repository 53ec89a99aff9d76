import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';

/**
 * Open/closed state for a menu or popover that closes on Escape and on a
 * click outside `ref` (which should hold both the toggle and the panel; pass
 * `containerRef` to use an element you already hold). `id` is for the
 * toggle's aria-controls.
 */
export function useDisclosure<T extends HTMLElement = HTMLDivElement>(containerRef?: RefObject<T | null>) {
  const [open, setOpen] = useState(false);
  const ownRef = useRef<T>(null);
  const ref = containerRef ?? ownRef;
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, ref]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close, ref, id };
}

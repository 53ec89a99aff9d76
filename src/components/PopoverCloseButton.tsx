import { CloseIcon } from './icons';

/** The ✕ that closes a popover (the phone menu, the search bar, the filter sheet), before the app's scripts too. */
export function PopoverCloseButton({ popover, label }: { popover: string; label: string }) {
  return (
    <button
      type="button"
      popoverTarget={popover}
      popoverTargetAction="hide"
      className="btn btn-square btn-ghost btn-sm"
      aria-label={label}
    >
      <CloseIcon />
    </button>
  );
}

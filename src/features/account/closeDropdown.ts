/** daisyUI dropdowns stay open while focus is inside; dropping focus closes them after a choice. */
export function closeDropdown() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

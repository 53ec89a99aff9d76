/**
 * jsdom hides a closed popover but has no popover API: this stands in for what the app uses, as
 * Chromium behaves (show/hide/toggle with toggle events, `:popover-open`, `popovertarget` clicks).
 */
const OPEN = 'data-test-popover-open';

function setOpen(popover: HTMLElement, open: boolean) {
  if (popover.hasAttribute(OPEN) === open) return;
  popover.toggleAttribute(OPEN, open);
  const toggle = Object.assign(new Event('toggle'), {
    oldState: open ? 'closed' : 'open',
    newState: open ? 'open' : 'closed',
  });
  popover.dispatchEvent(toggle);
}

export function installPopoverStandIn() {
  if (typeof HTMLElement.prototype.showPopover === 'function') return;
  const style = document.createElement('style');
  // #no-such-id: above the specificity of jsdom's own `[popover]:not(:popover-open)` rule.
  style.textContent = `[popover][${OPEN}]:not(#no-such-id) { display: block; }`;
  document.head.append(style);
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      for (const other of document.querySelectorAll<HTMLElement>(`[popover][${OPEN}]`)) setOpen(other, false);
      setOpen(this, true);
    },
    hidePopover(this: HTMLElement) {
      setOpen(this, false);
    },
    togglePopover(this: HTMLElement) {
      if (this.hasAttribute(OPEN)) this.hidePopover();
      else this.showPopover();
    },
  });
  const { matches } = Element.prototype;
  Object.defineProperty(Element.prototype, 'matches', {
    configurable: true,
    value(this: Element, selectors: string): boolean {
      return selectors === ':popover-open' ? this.hasAttribute(OPEN) : matches.call(this, selectors);
    },
  });
  document.addEventListener('click', (event) => {
    const invoker = (event.target as Element | null)?.closest?.('button[popovertarget]');
    const target = invoker && document.getElementById(invoker.getAttribute('popovertarget')!);
    if (!target) return;
    const action = invoker.getAttribute('popovertargetaction') ?? 'toggle';
    if (action === 'show') target.showPopover();
    else if (action === 'hide') target.hidePopover();
    else target.togglePopover();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const open of document.querySelectorAll<HTMLElement>(`[popover][${OPEN}]`)) open.hidePopover();
  });
}

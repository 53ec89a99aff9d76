type ClickFields = Pick<
  MouseEvent,
  'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'
>;

/** A click a router link follows in this tab (a middle or modified click opens another instead). */
export function isPlainClick(event: ClickFields): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && !modified && !event.defaultPrevented;
}

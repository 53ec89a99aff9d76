import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plainClick';

const click = (over: Partial<MouseEventInit & { defaultPrevented: boolean }> = {}) => ({
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
  ...over,
});

describe('isPlainClick', () => {
  it('is a primary click without modifiers', () => {
    expect(isPlainClick(click())).toBe(true);
  });

  it.each(['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const)(
    'is not a click with %s (new tab or window)',
    (key) => {
      expect(isPlainClick(click({ [key]: true }))).toBe(false);
    },
  );

  it('is not a middle click', () => {
    expect(isPlainClick(click({ button: 1 }))).toBe(false);
  });

  it('is not a click something else already handled', () => {
    expect(isPlainClick(click({ defaultPrevented: true }))).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTypedOnReload, restoreTyped } from './typedAcrossReload';

/** The login form as the build's HTML has it. */
function page(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = '<form><input name="email" value=""><input name="password" type="password"></form>';
  return root;
}
const navigatedBy = (type: NavigationTimingType) =>
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);

describe('what was typed, across the mock worker’s reload', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is back in the reloaded page’s fields; a field typed into since keeps its own', () => {
    const before = page();
    before.querySelector<HTMLInputElement>('[name=email]')!.value = 'ayesha@freshbazar.test';
    before.querySelector<HTMLInputElement>('[name=password]')!.value = 'secret';
    keepTypedOnReload(before);
    dispatchEvent(new Event('pagehide'));

    navigatedBy('reload');
    const after = page();
    after.querySelector<HTMLInputElement>('[name=password]')!.value = 'typed again';
    restoreTyped(after);
    expect(after.querySelector<HTMLInputElement>('[name=email]')!.value).toBe('ayesha@freshbazar.test');
    expect(after.querySelector<HTMLInputElement>('[name=password]')!.value).toBe('typed again');
    expect(sessionStorage.length, 'taken back, not kept').toBe(0);
  });

  it('is dropped by a page that is no reload of it', () => {
    const before = page();
    before.querySelector<HTMLInputElement>('[name=email]')!.value = 'ayesha@freshbazar.test';
    keepTypedOnReload(before);
    dispatchEvent(new Event('pagehide'));

    navigatedBy('navigate');
    const other = page();
    restoreTyped(other);
    expect(other.querySelector<HTMLInputElement>('[name=email]')!.value).toBe('');
    expect(sessionStorage.length).toBe(0);
  });
});

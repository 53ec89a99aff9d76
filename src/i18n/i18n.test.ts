import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from './i18n';

describe('activateLanguage', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await activateLanguage('en');
  });

  it('sets <html lang> when the language changes, and leaves it alone when it does not', async () => {
    await activateLanguage('en');
    const setLang = vi.spyOn(HTMLElement.prototype, 'lang', 'set');
    // Even the same value makes a browser restyle every element a :lang() rule could match.
    await activateLanguage('en');
    expect(setLang).not.toHaveBeenCalled();
    await activateLanguage('bn');
    expect(setLang.mock.calls).toEqual([['bn']]);
  });
});

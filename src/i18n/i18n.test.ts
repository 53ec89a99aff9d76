import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, addCatalog, i18n, t } from './i18n';

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

describe('addCatalog', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await activateLanguage('en');
  });

  const catalog = (id: string, english: string, bengali: string) => ({
    en: vi.fn(async () => ({ messages: { [id]: english } })),
    bn: vi.fn(async () => ({ messages: { [id]: bengali } })),
  });

  it("loads a feature's catalog into the active language, and into another before it shows", async () => {
    const feature = catalog('test.feature', 'Feature', 'ফিচার');
    await addCatalog(feature);
    expect(t('test.feature')).toBe('Feature');
    expect(feature.bn).not.toHaveBeenCalled();
    // The app's own Bengali messages are still there beside the feature's.
    const shown: string[] = [];
    const stop = i18n.on('change', () => shown.push(t('test.feature')));
    await activateLanguage('bn');
    stop();
    expect(shown.at(-1)).toBe('ফিচার');
    expect(shown).not.toContain('test.feature');
    expect(t('nav.home')).not.toBe('nav.home');
    await addCatalog(feature);
    expect(feature.en).toHaveBeenCalledTimes(1);
    expect(feature.bn).toHaveBeenCalledTimes(1);
  });

  it('loads a catalog added while a language is being switched to into that language too', async () => {
    const feature = catalog('test.midway', 'Midway', 'মাঝপথে');
    const switching = activateLanguage('bn');
    await addCatalog(feature);
    await switching;
    expect(t('test.midway')).toBe('মাঝপথে');
  });

  it("starts the language without a feature's catalog that fails to load, and asks for it again", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = {
      en: vi.fn(async () => ({ messages: {} })),
      bn: vi.fn().mockRejectedValueOnce(new Error('offline')),
    };
    await addCatalog(failing);
    await activateLanguage('bn');
    expect(i18n.locale).toBe('bn');
    expect(warn).toHaveBeenCalled();
    failing.bn.mockResolvedValueOnce({ messages: { 'test.later': 'পরে' } });
    await addCatalog(failing);
    expect(t('test.later')).toBe('পরে');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, t } from './i18n';

/**
 * A page's first Intl.NumberFormat costs ~30 ms on a desktop and ~120 ms on a
 * phone (ICU's start); it once came with the first product cards' review
 * counts. English plurals write the count as `{count}` and Lingui (patched,
 * patches/@lingui+core+5.9.5.patch) formats only a message that holds `#`.
 */
describe('plural messages', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await activateLanguage('en');
  });

  it('choose the English form without creating a number formatter', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    expect(t('rating.reviews', { count: 1 })).toBe('1 review');
    expect(t('rating.reviews', { count: 12 })).toBe('12 reviews');
    expect(t('wishlist.buttonLabel', { count: 0 })).toBe('Wishlist, 0 items');
    expect(numberFormat).not.toHaveBeenCalled();
  });

  it('still give a Bengali count in Bengali digits', async () => {
    await activateLanguage('bn');
    expect(t('rating.reviews', { count: 12 })).toBe('১২টি রিভিউ');
  });
});

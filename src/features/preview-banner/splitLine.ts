import type { Translate } from '../../i18n/useT';
import type { BackendSplit } from './useBackendHealth';

/** The contract's resources (a call's first path segment), in the banner's order and words. */
const RESOURCE_KEYS: Record<string, string> = {
  products: 'banner.area.products',
  catagory: 'banner.area.categories',
  favorites: 'banner.area.wishlist',
  users: 'banner.area.accounts',
};

/** "Preview backend: products from staging.example, categories, wishlist and accounts from the stub." */
export function splitLine(split: BackendSplit, t: Translate, language: string): string {
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  const resources = (calls: string[]) =>
    list.format(
      Object.entries(RESOURCE_KEYS)
        .filter(([resource]) => calls.some((call) => call.split(' ')[1]?.split('/')[1] === resource))
        .map(([, key]) => t(key)),
    );
  const backend = URL.canParse(split.backend) ? new URL(split.backend).host : split.backend;
  const real = resources(split.backendCalls);
  return split.stubCalls.length
    ? t('banner.split', { real, backend, stubbed: resources(split.stubCalls) })
    : t('banner.splitAll', { real, backend });
}

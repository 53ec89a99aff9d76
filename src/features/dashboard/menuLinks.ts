import type { PageLink } from '../../components/links';
import { BRAND_NAME } from '../../lib/brand';

export interface MenuSection {
  /** The brand's name stays as written; other titles are message keys. */
  title?: string;
  titleKey?: string;
  links: readonly PageLink[];
}

/** The dashboard side menu of docs/product.md §2. */
export const menuSections: MenuSection[] = [
  {
    title: BRAND_NAME,
    links: [
      { labelKey: 'account.profile', to: '/auth' },
      { labelKey: 'dashboard.orders', to: '/auth/orderDetails' },
      { labelKey: 'wishlist.label', to: '/auth/wishlists' },
      { labelKey: 'dashboard.paymentHistory', to: '/auth/payments/history' },
      { labelKey: 'account.settings', to: '/auth/settings' },
    ],
  },
  {
    titleKey: 'dashboard.apps',
    links: [
      { labelKey: 'dashboard.chats', to: '/chats' },
      { labelKey: 'field.email', to: '/email' },
      { labelKey: 'dashboard.todo', to: '/tasks' },
    ],
  },
];

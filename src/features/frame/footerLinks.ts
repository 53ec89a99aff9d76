import type { PageLink } from '../../components/links';

/** The footer's link columns (docs/product.md §2); real routes where one fits. */
export interface FooterColumn {
  /** A message key (src/i18n/locales). */
  titleKey: string;
  links: readonly PageLink[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    titleKey: 'footer.makeMoney',
    links: [
      { labelKey: 'footer.sell', to: '/contact' },
      { labelKey: 'footer.supplier', to: '/contact' },
      { labelKey: 'footer.advertise', to: '/contact' },
      { labelKey: 'footer.trending', to: '/trending' },
    ],
  },
  {
    titleKey: 'footer.letUsHelp',
    links: [
      { labelKey: 'footer.yourAccount', to: '/auth' },
      { labelKey: 'footer.yourOrders', to: '/auth/orderDetails' },
      { labelKey: 'footer.yourWishlist', to: '/auth/wishlists' },
      { labelKey: 'footer.shopAll', to: '/productFilter' },
    ],
  },
  {
    titleKey: 'footer.getToKnowUs',
    links: [
      { labelKey: 'footer.ourStory', to: '/blog' },
      { labelKey: 'footer.blog', to: '/blog' },
      { labelKey: 'footer.contactUs', to: '/contact' },
      { labelKey: 'footer.checkout', to: '/Checkout' },
    ],
  },
];

/** The legal and tracking links in the bottom row. */
export const FOOTER_BOTTOM_LINKS: readonly PageLink[] = [
  { labelKey: 'footer.terms', to: '/contact' },
  { labelKey: 'footer.privacy', to: '/contact' },
  { labelKey: 'footer.orderTracking', to: '/auth/orderDetails' },
];

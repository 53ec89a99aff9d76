import type { PageLink } from '../../components/links';

/** The utility bar's links, before the delivery hours (docs/product.md §2). */
export const UTILITY_LINKS: readonly PageLink[] = [
  // The shop has no page about itself yet: "About Us" leads to the contact page.
  { labelKey: 'frame.aboutUs', to: '/contact' },
  { labelKey: 'frame.myAccount', to: '/auth' },
];

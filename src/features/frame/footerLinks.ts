/** The footer's link columns (spec section 2); real routes where one fits. */
export interface FooterColumn {
  title: string;
  links: { label: string; to: string }[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Make Money',
    links: [
      { label: 'Sell on our store', to: '/contact' },
      { label: 'Become a supplier', to: '/contact' },
      { label: 'Advertise your products', to: '/contact' },
      { label: 'Trending products', to: '/trending' },
    ],
  },
  {
    title: 'Let Us Help You',
    links: [
      { label: 'Your account', to: '/auth' },
      { label: 'Your orders', to: '/auth/orderDetails' },
      { label: 'Your wishlist', to: '/auth/wishlists' },
      { label: 'Shop all products', to: '/productFilter' },
    ],
  },
  {
    title: 'Get to Know Us',
    links: [
      { label: 'Our story', to: '/blog' },
      { label: 'Blog', to: '/blog' },
      { label: 'Contact us', to: '/contact' },
      { label: 'Checkout', to: '/Checkout' },
    ],
  },
];

/** The legal and tracking links in the bottom row. */
export const FOOTER_BOTTOM_LINKS = [
  { label: 'Terms and Conditions', to: '/contact' },
  { label: 'Privacy Policy', to: '/contact' },
  { label: 'Order Tracking', to: '/auth/orderDetails' },
] as const;

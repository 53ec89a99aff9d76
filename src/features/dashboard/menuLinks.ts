import { BRAND_NAME } from '../../lib/brand';

export interface MenuLink {
  label: string;
  to: string;
}

export interface MenuSection {
  title: string;
  links: MenuLink[];
}

/** The dashboard side menu of spec section 2. */
export const menuSections: MenuSection[] = [
  {
    title: BRAND_NAME,
    links: [
      { label: 'Profile', to: '/auth' },
      { label: 'Orders', to: '/auth/orderDetails' },
      { label: 'Wishlist', to: '/auth/wishlists' },
      { label: 'Payment History', to: '/auth/payments/history' },
      { label: 'Settings', to: '/auth/settings' },
    ],
  },
  {
    title: 'Apps',
    links: [
      { label: 'Chats', to: '/chats' },
      { label: 'Email', to: '/email' },
      { label: 'Todo App', to: '/tasks' },
    ],
  },
];

/** The header's page links after Home and Categories (spec section 2). */
export interface NavLink {
  label: string;
  to: string;
  /** Only shown to signed-in users. */
  signedInOnly?: boolean;
}

export const NAV_LINKS: readonly NavLink[] = [
  { label: 'Dashboard', to: '/auth', signedInOnly: true },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
  { label: 'Trending Products', to: '/trending' },
];

export function visibleNavLinks(signedIn: boolean): NavLink[] {
  return NAV_LINKS.filter((link) => signedIn || !link.signedInOnly);
}

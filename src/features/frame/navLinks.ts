/** The header's page links after Home and Categories (spec section 2). */
export interface NavLink {
  /** A message key (src/i18n/locales). */
  labelKey: string;
  to: string;
  /** Only shown to signed-in users. */
  signedInOnly?: boolean;
}

export const NAV_LINKS: readonly NavLink[] = [
  { labelKey: 'nav.dashboard', to: '/auth', signedInOnly: true },
  { labelKey: 'nav.blog', to: '/blog' },
  { labelKey: 'nav.contact', to: '/contact' },
  { labelKey: 'nav.trending', to: '/trending' },
];

export function visibleNavLinks(signedIn: boolean): NavLink[] {
  return NAV_LINKS.filter((link) => signedIn || !link.signedInOnly);
}

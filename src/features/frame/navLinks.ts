import { useAuth } from '../../auth/AuthContext';
import type { PageLink } from '../../components/links';

/** A header link after Home and Categories (docs/product.md §2). */
export interface NavLink extends PageLink {
  signedInOnly?: boolean;
}

export const NAV_LINKS: readonly NavLink[] = [
  { labelKey: 'nav.dashboard', to: '/auth', signedInOnly: true },
  { labelKey: 'nav.blog', to: '/blog' },
  { labelKey: 'nav.contact', to: '/contact' },
  { labelKey: 'nav.trending', to: '/trending' },
];

/** The header's links this visitor sees, in both menus (the phone's and the wide screens'). */
export function useNavLinks(): NavLink[] {
  const { user } = useAuth();
  return NAV_LINKS.filter((link) => user || !link.signedInOnly);
}

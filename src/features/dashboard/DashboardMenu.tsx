import { Link, NavLink } from 'react-router';
import { useT } from '../../i18n/useT';
import { useSignOut } from '../account';
import type { PageLink } from '../../components/links';
import { BRAND_NAME } from '../../lib/brand';

interface MenuSection {
  /** The brand's name stays as written; other titles are message keys. */
  title?: string;
  titleKey?: string;
  links: readonly PageLink[];
}

/** The dashboard side menu of docs/product.md §2. */
const menuSections: MenuSection[] = [
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

/** The side menu's sections and the Logout link: it signs out (with its toast, docs/product.md §8) and goes to /login. */
export function DashboardMenu({ onNavigate }: { onNavigate(): void }) {
  const t = useT();
  const signOut = useSignOut();
  return (
    <nav aria-label={t('nav.dashboard')} className="min-h-full w-64 bg-base-200 p-4 md:w-52 lg:w-64">
      <ul className="menu w-full gap-1 p-0">
        {menuSections.map((section) => (
          <li key={section.titleKey ?? section.title}>
            <h2 className="menu-title text-base-content/75!">
              {section.titleKey ? t(section.titleKey) : section.title}
            </h2>
            <ul>
              {section.links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      isActive ? 'menu-active bg-primary text-primary-content' : undefined
                    }
                  >
                    {t(link.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
        <li className="mt-2 border-t border-base-300 pt-2">
          <Link
            to="/login"
            onClick={() => {
              onNavigate();
              void signOut();
            }}
          >
            {t('dashboard.logout')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

import { useId, useState, type CSSProperties } from 'react';
import { useDemoToolsInset } from '../../components/demoTools';
import { useT } from '../../i18n/useT';
import { Link, NavLink, Outlet } from 'react-router';
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

/**
 * /auth: a drawer whose side menu is open from md and slides in below that (docs/product.md §2),
 * starting below the demo tools (components/demoTools.ts); the page does not scroll while it is open.
 */
export default function DashboardLayout() {
  const t = useT();
  const toggleId = useId();
  const [open, setOpen] = useState(false);
  const tools = useDemoToolsInset(open);
  const signOut = useSignOut();
  return (
    <div className="drawer mx-auto max-w-[1360px] md:drawer-open">
      <input
        id={toggleId}
        type="checkbox"
        className="drawer-toggle"
        checked={open}
        onChange={(event) => setOpen(event.target.checked)}
        aria-label={t('dashboard.menu')}
      />
      <div className="drawer-content min-w-0 px-4 py-6">
        <label htmlFor={toggleId} className="btn btn-outline btn-sm mb-4 md:hidden">
          {t('dashboard.menu')}
        </label>
        <Outlet />
      </div>
      <div
        className="drawer-side z-50 max-md:top-(--demo-tools) max-md:h-[calc(100dvh-var(--demo-tools))] md:z-auto md:h-auto md:min-h-full"
        style={{ '--demo-tools': `${tools}px` } as CSSProperties}
      >
        <label htmlFor={toggleId} aria-label={t('dashboard.closeMenu')} className="drawer-overlay" />
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
                        onClick={() => setOpen(false)}
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
                  setOpen(false);
                  void signOut();
                }}
              >
                {t('dashboard.logout')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}

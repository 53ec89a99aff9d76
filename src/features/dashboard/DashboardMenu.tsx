import { Link, NavLink } from 'react-router';
import { useT } from '../../i18n/useT';
import { useSignOut } from '../account';
import { menuSections } from './menuLinks';

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

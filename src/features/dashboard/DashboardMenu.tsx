import { Link, NavLink } from 'react-router';
import { menuSections } from './menuLinks';

/** The side menu's sections and the Logout link (which only points to /login, per spec). */
export function DashboardMenu({ onNavigate }: { onNavigate(): void }) {
  return (
    <nav aria-label="Dashboard" className="min-h-full w-64 bg-base-200 p-4 md:w-52 lg:w-64">
      <ul className="menu w-full gap-1 p-0">
        {menuSections.map((section) => (
          <li key={section.title}>
            <h2 className="menu-title text-base-content/75!">{section.title}</h2>
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
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
        <li className="mt-2 border-t border-base-300 pt-2">
          <Link to="/login" onClick={onNavigate}>
            Logout
          </Link>
        </li>
      </ul>
    </nav>
  );
}

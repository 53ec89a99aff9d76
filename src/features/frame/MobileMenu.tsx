import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { CategoryLinks } from './CategoryLinks';
import { visibleNavLinks } from './navLinks';

/** The collapsible menu's panel on small screens; the toggle lives in the header. */
export function MobileMenu({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const { user } = useAuth();
  return (
    <nav id={id} aria-label="Main" className="max-h-[70vh] overflow-y-auto border-t border-base-300 bg-base-100 lg:hidden">
      <ul className="menu w-full p-2 text-base">
        <li>
          <Link to="/" onClick={onNavigate}>Home</Link>
        </li>
        <li>
          <details>
            <summary>Categories</summary>
            <CategoryLinks onNavigate={onNavigate} />
          </details>
        </li>
        {visibleNavLinks(Boolean(user)).map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onNavigate}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { useT } from '../../i18n/useT';
import { CategoryLinks } from './CategoryLinks';
import { visibleNavLinks } from './navLinks';

/** The collapsible menu's panel on small screens; the toggle lives in the header. */
export function MobileMenu({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const t = useT();
  const { user } = useAuth();
  return (
    <nav id={id} aria-label={t('frame.mainNav')} className="max-h-[70vh] overflow-y-auto border-t border-base-300 bg-base-100 lg:hidden">
      <ul className="menu w-full p-2 text-base">
        <li>
          <Link to="/" onClick={onNavigate}>{t('nav.home')}</Link>
        </li>
        <li>
          <details>
            <summary>{t('nav.categories')}</summary>
            <CategoryLinks onNavigate={onNavigate} />
          </details>
        </li>
        {visibleNavLinks(Boolean(user)).map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onNavigate}>{t(link.labelKey)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

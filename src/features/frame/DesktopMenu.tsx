import { NavLink } from 'react-router';
import { useT } from '../../i18n/useT';
import { CategoriesMenu } from './CategoriesMenu';
import { useNavLinks } from './navLinks';

const ITEM =
  'flex items-center gap-1 rounded-field px-3 py-2 text-sm font-semibold transition-colors hover:bg-primary/10 hover:text-primary';
const itemClass = ({ isActive }: { isActive: boolean }) => `${ITEM} ${isActive ? 'text-primary' : ''}`;

/** Home, Categories, (Dashboard), Blog, Contact, Trending Products on wide screens. */
export function DesktopMenu() {
  const t = useT();
  const navLinks = useNavLinks();
  return (
    <nav aria-label={t('frame.mainNav')} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <li>
          <NavLink to="/" end className={itemClass}>
            {t('nav.home')}
          </NavLink>
        </li>
        <CategoriesMenu itemClass={ITEM} />
        {navLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={itemClass}>
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

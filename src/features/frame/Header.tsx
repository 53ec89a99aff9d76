import { UserArea } from '../account';
import { useT } from '../../i18n/useT';
import { Link, NavLink } from 'react-router';
import { CategoriesMenu } from './CategoriesMenu';
import { useNavLinks } from './navLinks';
import { MenuIcon, SearchIcon } from '../../components/icons';
import { PopoverCloseButton } from '../../components/PopoverCloseButton';
import { CONTAINER } from './layout';
import { Logo } from './Logo';
import { CategoryLinks } from './CategoryLinks';
import { SearchBox } from './SearchBox';
import { useFixedHeader } from './useFixedHeader';
import { usePopover } from '../../components/usePopover';

const ITEM =
  'flex items-center gap-1 rounded-field px-3 py-2 text-sm font-semibold transition-colors hover:bg-primary/10 hover:text-primary';
const itemClass = ({ isActive }: { isActive: boolean }) => `${ITEM} ${isActive ? 'text-primary' : ''}`;

/** Logo, menus, search and user area; the phone menu and search are popovers, working before the app runs. */
export function Header() {
  const t = useT();
  const navLinks = useNavLinks();
  const { fixed, headerRef, height } = useFixedHeader();
  const {
    id: menuId,
    ref: menuRef,
    onToggle: onMenuToggle,
    hide: hideMenu,
    expanded: menuExpanded,
  } = usePopover<HTMLElement>();
  const {
    id: searchId,
    ref: searchRef,
    onToggle: onSearchToggle,
    expanded: searchExpanded,
  } = usePopover<HTMLDivElement>();

  return (
    // Until measured, the wrapper holds the bar's height (h-16 / lg:h-[72px] plus the border), so a
    // page scrolled before hydration does not jump when the header becomes fixed.
    <div className="min-h-[65px] lg:min-h-[73px]" style={fixed && height > 0 ? { height } : undefined}>
      <header
        ref={headerRef}
        className={`z-40 border-b border-base-300 bg-base-100/95 backdrop-blur ${fixed ? 'fixed inset-x-0 top-0 shadow-md' : 'relative'}`}
      >
        <div className={`${CONTAINER} flex h-16 items-center gap-1 sm:gap-2 lg:h-[72px]`}>
          <button
            type="button"
            popoverTarget={menuId}
            className="btn btn-square btn-ghost btn-sm lg:hidden"
            aria-label={t('frame.menu')}
            aria-expanded={menuExpanded}
          >
            <MenuIcon />
          </button>
          <Logo />
          <div className="flex flex-1 justify-center">
            {/* Home, Categories, (Dashboard), Blog, Contact, Trending Products on wide screens. */}
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
          </div>
          <button
            type="button"
            popoverTarget={searchId}
            className="btn btn-circle btn-ghost btn-sm"
            aria-label={t('frame.search')}
            aria-expanded={searchExpanded}
          >
            <SearchIcon />
          </button>
          <UserArea />
        </div>
        {/* The small screens' menu: a drawer from the left, working before the app's scripts. */}
        <nav
          id={menuId}
          ref={menuRef}
          popover="auto"
          onToggle={onMenuToggle}
          aria-label={t('frame.mainNav')}
          className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-72 max-w-[85vw] overflow-y-auto border-0 border-r border-base-300 bg-base-100 p-0 text-base-content shadow-xl backdrop:bg-black/40 lg:hidden"
        >
          <div className="flex justify-end border-b border-base-300 p-2">
            <PopoverCloseButton popover={menuId} label={t('frame.closeMenu')} />
          </div>
          <ul className="menu w-full p-2 text-base">
            <li>
              <Link to="/" onClick={hideMenu}>
                {t('nav.home')}
              </Link>
            </li>
            <li>
              <details>
                <summary>{t('nav.categories')}</summary>
                <CategoryLinks onNavigate={hideMenu} />
              </details>
            </li>
            {navLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={hideMenu}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div
          id={searchId}
          ref={searchRef}
          popover="auto"
          onToggle={onSearchToggle}
          className="fixed inset-x-0 top-0 m-0 w-full max-w-none border-0 border-b border-base-300 bg-base-100 py-3 text-base-content shadow-lg backdrop:bg-black/20"
        >
          <div className={`${CONTAINER} mx-auto flex max-w-2xl items-center gap-2`}>
            <SearchBox />
            <PopoverCloseButton popover={searchId} label={t('search.close')} />
          </div>
        </div>
      </header>
    </div>
  );
}

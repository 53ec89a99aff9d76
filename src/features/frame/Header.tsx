import { useT } from '../../i18n/useT';
import { UserArea } from '../account';
import { DesktopMenu } from './DesktopMenu';
import { CloseIcon, MenuIcon, SearchIcon } from './icons';
import { CONTAINER } from './layout';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { SearchBox } from './SearchBox';
import { useDisclosure } from './useDisclosure';
import { useFixedHeader } from './useFixedHeader';

/**
 * Logo, menus, search toggle and the user area. Fixed to the top after 50 px
 * of scroll; the wrapper keeps its height so the content below does not jump.
 */
export function Header() {
  const t = useT();
  const { fixed, headerRef, height } = useFixedHeader();
  const { open: menuOpen, toggle: toggleMenu, close: closeMenu, ref: menuRef, id: menuId } = useDisclosure<HTMLDivElement>();
  // The search toggle and its row both sit in the header: a click anywhere else closes it.
  const { open: searchOpen, toggle: toggleSearch, id: searchId } = useDisclosure(headerRef);

  return (
    // Until the header has been measured, the wrapper holds its bar's height (h-16 / lg:h-[72px] and
    // the 1 px border): a page scrolled before the app started fixes the header in the commit after
    // hydration, and a wrapper of 0 px there made the page jump by the header's height.
    <div className="min-h-[65px] lg:min-h-[73px]" style={fixed && height > 0 ? { height } : undefined}>
      <header
        ref={headerRef}
        className={`z-40 border-b border-base-300 bg-base-100/95 backdrop-blur ${fixed ? 'fixed inset-x-0 top-0 shadow-md' : 'relative'}`}
      >
        <div ref={menuRef}>
          <div className={`${CONTAINER} flex h-16 items-center gap-1 sm:gap-2 lg:h-[72px]`}>
            <button
              type="button"
              className="btn btn-square btn-ghost btn-sm lg:hidden"
              aria-label={t('frame.menu')}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={toggleMenu}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
            <Logo />
            <div className="flex flex-1 justify-center">
              <DesktopMenu />
            </div>
            <button
              type="button"
              className="btn btn-circle btn-ghost btn-sm"
              aria-label={t('frame.search')}
              aria-expanded={searchOpen}
              aria-controls={searchId}
              onClick={toggleSearch}
            >
              <SearchIcon />
            </button>
            <UserArea />
          </div>
          {menuOpen && <MobileMenu id={menuId} onNavigate={closeMenu} />}
        </div>
        {searchOpen && (
          <div className="border-t border-base-300 py-3">
            <div className={CONTAINER}>
              <SearchBox id={searchId} />
            </div>
          </div>
        )}
      </header>
    </div>
  );
}

import type { Ref, ToggleEventHandler } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/useT';
import { CategoryLinks } from './CategoryLinks';
import { PopoverCloseButton } from '../../components/PopoverCloseButton';
import { useNavLinks } from './navLinks';

interface MobileMenuProps {
  id: string;
  panelRef: Ref<HTMLElement>;
  onToggle: ToggleEventHandler<HTMLElement>;
  /** A link inside was followed in this tab: the menu closes. */
  onNavigate: () => void;
}

/**
 * The small screens' menu: a drawer from the left, a `popover` the header's Menu button opens.
 * Its links are in the page's HTML, so it opens and its links work before the app's scripts.
 */
export function MobileMenu({ id, panelRef, onToggle, onNavigate }: MobileMenuProps) {
  const t = useT();
  const navLinks = useNavLinks();
  return (
    <nav
      id={id}
      ref={panelRef}
      popover="auto"
      onToggle={onToggle}
      aria-label={t('frame.mainNav')}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-72 max-w-[85vw] overflow-y-auto border-0 border-r border-base-300 bg-base-100 p-0 text-base-content shadow-xl backdrop:bg-black/40 lg:hidden"
    >
      <div className="flex justify-end border-b border-base-300 p-2">
        <PopoverCloseButton popover={id} label={t('frame.closeMenu')} />
      </div>
      <ul className="menu w-full p-2 text-base">
        <li>
          <Link to="/" onClick={onNavigate}>
            {t('nav.home')}
          </Link>
        </li>
        <li>
          <details>
            <summary>{t('nav.categories')}</summary>
            <CategoryLinks onNavigate={onNavigate} />
          </details>
        </li>
        {navLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onNavigate}>
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

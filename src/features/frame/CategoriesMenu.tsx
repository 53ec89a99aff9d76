import { useT } from '../../i18n/useT';
import { CategoryLinks } from './CategoryLinks';
import { ChevronDownIcon } from '../../components/icons';
import { usePopover } from '../../components/usePopover';

/** Desktop "Categories" dropdown: a popover of links (CSS anchor positioning), opened by the browser. */
export function CategoriesMenu({ itemClass }: { itemClass: string }) {
  const t = useT();
  const { id, ref, open, onToggle, hide, expanded } = usePopover<HTMLDivElement>();
  return (
    <li>
      <button
        type="button"
        popoverTarget={id}
        className={`${itemClass} [anchor-name:--categories-menu]`}
        aria-expanded={expanded}
      >
        {t('nav.categories')}
        <ChevronDownIcon className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={id}
        ref={ref}
        popover="auto"
        onToggle={onToggle}
        className="inset-auto m-0 mt-2 w-64 rounded-box border border-base-300 bg-base-100 p-2 text-base-content shadow-xl [position-anchor:--categories-menu] [position-area:bottom_span-right]"
      >
        {open && <CategoryLinks onNavigate={hide} className="menu w-full" />}
      </div>
    </li>
  );
}

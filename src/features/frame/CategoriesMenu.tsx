import { useT } from '../../i18n/useT';
import { CategoryLinks } from './CategoryLinks';
import { ChevronDownIcon } from './icons';
import { useDisclosure } from './useDisclosure';

/** Desktop "Categories" dropdown: a disclosure button and a list of links. */
export function CategoriesMenu({ itemClass }: { itemClass: string }) {
  const t = useT();
  const { open, toggle, close, ref, id } = useDisclosure<HTMLLIElement>();
  return (
    <li ref={ref} className="relative">
      <button type="button" className={itemClass} aria-expanded={open} aria-controls={id} onClick={toggle}>
        {t('nav.categories')}
        <ChevronDownIcon className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={id}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 w-64 rounded-box border border-base-300 bg-base-100 p-2 shadow-xl"
      >
        {open && <CategoryLinks onNavigate={close} className="menu w-full" />}
      </div>
    </li>
  );
}

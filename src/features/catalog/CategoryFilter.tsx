import { Link } from 'react-router';
import { useCategories } from './useCategories';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../i18n/format';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { sameCategory } from './filters';
import { isPlainClick } from '../../lib/plainClick';

interface CategoryFilterProps {
  selected: string | null;
  /** Products per lower-cased category name; null while the products are loading or failed. */
  counts: ReadonlyMap<string, number> | null;
  total: number;
  /** The search string that selects a category (null = all) and keeps the other filters. */
  searchFor(category: string | null): string;
  /** A link is being followed in this tab: show its category before the router gets there. */
  onFollow?(category: string | null): void;
}

/** The fixtures' count; a guess for a real backend, where only the reserved height is off. */
const EXPECTED_CATEGORIES = 10;

/** "All" plus every category name; links, so `?category=` stays the single source of truth. */
export function CategoryFilter({ selected, counts, total, searchFor, onFollow }: CategoryFilterProps) {
  const t = useT();
  const { language } = usePreferences();
  const categories = useCategories();
  const entries = [
    { key: 'all', name: null, label: t('catalog.all'), count: total },
    ...(categories.data ?? []).map(({ id, name }) => ({
      key: id,
      name,
      label: name,
      count: counts?.get(name.trim().toLowerCase()) ?? 0,
    })),
  ];
  return (
    <nav aria-labelledby="category-filter-heading">
      <h3 id="category-filter-heading" className="mb-2 text-sm font-semibold">
        {t('nav.categories')}
      </h3>
      {/* The filter form keeps the category its links chose (they set `?category=` themselves). */}
      {selected !== null && <input type="hidden" name="category" value={selected} />}
      {categories.isError && (
        <ErrorMessage error={categories.error} onRetry={categories.retry} retrying={categories.retrying} />
      )}
      <ul className="menu menu-sm w-full p-0">
        {entries.map((entry) => {
          const active =
            entry.name === null ? selected === null : selected !== null && sameCategory(entry.name, selected);
          return (
            <li key={entry.key}>
              <Link
                to={{ search: searchFor(entry.name) }}
                // Another category of the same page, not a new page: the shopper stays where they are.
                preventScrollReset
                aria-current={active ? 'true' : undefined}
                onClick={(event) => isPlainClick(event) && onFollow?.(entry.name)}
                className={`justify-between ${active ? 'bg-primary/10 font-semibold text-base-content' : ''}`}
              >
                <span>{entry.label}</span>
                {/* No count without products: a 0 would claim the category is empty. */}
                {counts && (
                  <span className={`badge badge-sm ${active ? 'badge-primary' : 'badge-ghost'}`}>
                    {formatNumber(entry.count, language)}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
        {categories.isPending && <LoadingRows />}
      </ul>
    </nav>
  );
}

/** Rows shaped like the category links, so the filters below do not jump when the names arrive. */
function LoadingRows() {
  const t = useT();
  return Array.from({ length: EXPECTED_CATEGORIES }, (_, index) => (
    <li
      key={index}
      role={index === 0 ? 'status' : undefined}
      aria-label={index === 0 ? t('frame.loadingCategories') : undefined}
    >
      <span className="justify-between" aria-hidden="true">
        <span className="skeleton h-4 w-28" />
        <span className="badge badge-sm badge-ghost">&nbsp;</span>
      </span>
    </li>
  ));
}

import { useT } from '../../i18n/useT';
import { formatNumber } from '../../i18n/format';
import { usePreferences } from '../../preferences/PreferencesProvider';

/**
 * The bar under the banner. The product's 'Showing all N Catagory' (its wording, kept; docs/product.md §2) is
 * ambiguous; N here is the number of products the current filters show,
 * because that is the number that changes as a shopper filters, while
 * 'Show:' carries the total product count.
 */
export function ResultsBar({ shown, total, ready }: { shown: number; total: number; ready: boolean }) {
  const t = useT();
  const { language } = usePreferences();
  // Rendered (invisible) before the products arrive, so the page below does not jump when they do.
  return (
    <div
      aria-hidden={!ready}
      className={`my-4 flex flex-wrap items-center justify-between gap-2 rounded-box bg-base-200 px-4 py-3 text-sm ${ready ? '' : 'invisible'}`}
    >
      <p aria-live="polite">
        {t('catalog.showingBefore')}{' '}
        <span className="font-bold text-primary">{formatNumber(shown, language)}</span>{' '}
        {t('catalog.showingAfter')}
      </p>
      <p>
        {t('catalog.show')} <span className="font-bold">{formatNumber(total, language)}</span>
      </p>
    </div>
  );
}

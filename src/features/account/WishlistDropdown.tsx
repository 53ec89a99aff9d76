import { useRef } from 'react';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../i18n/format';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { ErrorMessage } from '../../components/ErrorMessage';
import { HeartIcon, useFavorites } from '../favorites';
import { Link } from 'react-router';
import { discountedPrice } from '../../lib/price';
import { siteUrl } from '../../lib/siteUrl';
import { closeDropdown } from './closeDropdown';

/** The header's wishlist (docs/product.md §2); on phones pulled right so it stays on screen. */
export function WishlistDropdown() {
  const t = useT();
  const { language, price } = usePreferences();
  const { favorites, query } = useFavorites();
  const count = favorites.length;
  const panelRef = useRef<HTMLElement>(null);
  // Retry's button becomes a spinner: keep focus in the panel, or the dropdown closes.
  const retry = () => {
    panelRef.current?.focus();
    void query.refetch();
  };
  return (
    <div className="dropdown dropdown-end">
      <button
        type="button"
        className="btn btn-ghost btn-circle"
        // Its count only once the favorites are in: loading or failed, "0 items" would be untrue.
        aria-label={query.isSuccess ? t('wishlist.buttonLabel', { count }) : t('wishlist.label')}
      >
        <span className="indicator">
          {count > 0 && (
            <span className="badge indicator-item badge-primary badge-sm">
              {formatNumber(count, language)}
            </span>
          )}
          <HeartIcon className="size-6" />
        </span>
      </button>
      {/* No display utility on dropdown-content: it would beat daisyUI's display:none and leave
          an invisible panel catching clicks. The inner box does the flex layout. */}
      <section
        ref={panelRef}
        tabIndex={-1}
        aria-label={t('wishlist.label')}
        className="dropdown-content z-50 mt-3 w-80 max-w-[calc(100vw-1rem)] rounded-box bg-base-100 shadow-lg max-sm:-right-24"
      >
        <div className="flex max-h-96 flex-col">
          <h2 className="border-b border-base-200 px-4 py-3 font-semibold">{t('wishlist.title')}</h2>
          {query.isLoading ? (
            <Spinner label={t('wishlist.loading')} />
          ) : query.isError ? (
            <div className="px-3">
              <ErrorMessage error={query.error} onRetry={retry} />
            </div>
          ) : count === 0 ? (
            <p className="px-4 py-6 text-center text-sm opacity-70">{t('wishlist.empty')}</p>
          ) : (
            <ul className="flex min-h-0 flex-col gap-1 overflow-y-auto p-2">
              {favorites.map((favorite) => (
                <li key={favorite._id}>
                  <Link
                    to={`/detail/${favorite._id}`}
                    onClick={closeDropdown}
                    className="flex items-center gap-3 rounded-box p-2 hover:bg-base-200 focus-visible:bg-base-200"
                  >
                    <img
                      src={siteUrl(favorite.thumbnail)}
                      alt=""
                      className="size-14 shrink-0 rounded-box bg-base-200 object-contain"
                    />
                    <span className="flex min-w-0 flex-col">
                      <span data-backend-text className="truncate font-medium">
                        {favorite.name}
                      </span>
                      <span className="text-sm">
                        <span className="font-semibold text-primary">
                          {price(discountedPrice(favorite.price, favorite.discount))}
                        </span>
                        {favorite.discount > 0 && <s className="ml-2 opacity-80">{price(favorite.price)}</s>}
                      </span>
                      <span className={`text-xs ${favorite.quantity > 0 ? 'text-success' : 'text-error'}`}>
                        {favorite.quantity > 0 ? t('stock.inStock') : t('stock.stockOut')}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}

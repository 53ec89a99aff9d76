import { Link } from 'react-router';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { useT } from '../../i18n/useT';
import type { Favorite } from '../../contract';
import { discountedPrice } from '../../lib/price';
import { closeDropdown } from './closeDropdown';
import { siteUrl } from '../../lib/siteUrl';

/** One wishlist card in the header dropdown; opens the product's detail page. */
export function WishlistItem({ favorite }: { favorite: Favorite }) {
  const t = useT();
  const { price } = usePreferences();
  return (
    <li>
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
  );
}

import { memo } from 'react';
import { Link } from 'react-router';
import { StarRating } from '../../components/StarRating';
import type { Product } from '../../contract';
import { formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/useT';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { FavoriteHeart } from '../favorites';
import { discountedPrice } from '../../lib/price';
import { siteUrl } from '../../lib/siteUrl';

/** The grid card (docs/product.md §2); `eager` for a grid's first screen, often the largest paint. */
export const ProductCard = memo(function ProductCard({
  product,
  eager = false,
}: {
  product: Product;
  eager?: boolean;
}) {
  const t = useT();
  const { language, price: format } = usePreferences();
  const { _id, name, thumbnail, rating, reviewsCount, price, discount, quantity } = product;
  return (
    <article className="card card-border h-full bg-base-100 transition-shadow hover:shadow-lg">
      <figure className="relative p-2 pb-0">
        <img
          src={siteUrl(thumbnail)}
          alt={name}
          width={240}
          height={240}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className="aspect-square h-auto w-full object-contain"
        />
        {discount > 0 && (
          <span className="badge badge-secondary badge-sm absolute top-2 left-2 font-semibold">
            {t('product.percentOff', { discount: formatNumber(discount, language) })}
          </span>
        )}
        <span className="absolute top-1 right-1 rounded-full bg-base-100/85 shadow-sm">
          <FavoriteHeart product={product} />
        </span>
      </figure>
      <div className="card-body gap-2 p-3 sm:p-4">
        <h3 data-backend-text className="line-clamp-2 min-h-10 text-sm leading-5 font-semibold">
          {name}
        </h3>
        <StarRating value={rating} count={reviewsCount} size="sm" />
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-bold text-primary">
            <span className="sr-only">{t('product.priceLabel')} </span>
            {format(discountedPrice(price, discount))}
          </span>
          {discount > 0 && (
            <del className="text-sm text-base-content/75">
              <span className="sr-only">{t('product.originalPriceLabel')} </span>
              {format(price)}
            </del>
          )}
        </p>
        {/* docs/product.md §4: 'In Stock' when quantity is above 0, otherwise 'Stock Out'. */}
        <span className={`badge badge-sm font-medium ${quantity > 0 ? 'badge-success' : 'badge-error'}`}>
          {t(quantity > 0 ? 'stock.inStock' : 'stock.stockOut')}
        </span>
        <div className="card-actions mt-auto pt-1">
          <Link to={`/detail/${_id}`} className="btn btn-primary btn-sm btn-block">
            {t('product.viewDetails')}
            <span className="sr-only" data-backend-text>
              : {name}
            </span>
          </Link>
        </div>
      </div>
    </article>
  );
});

import { Link } from 'react-router';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { StarRating } from '../../components/StarRating';
import { formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/useT';
import type { Product } from '../../contract';
import { secondsFromCountdown, useCountdown } from '../../lib/countdown';
import { discountedPrice } from '../../lib/price';
import { LikeButton } from './LikeButton';
import { OfferCountdown } from './OfferCountdown';
import { siteUrl } from '../../lib/siteUrl';

/** A best-seller card (docs/product.md §2): offer countdown, stock label, local heart. */
export function BestSellerCard({ product }: { product: Product }) {
  const t = useT();
  const { price, language } = usePreferences();
  const secondsLeft = useCountdown(secondsFromCountdown(product.details.specialOfferCountdown));
  const showBadge = product.discount > 0 && secondsLeft > 0;
  const inStock = product.quantity > 0;
  const detail = `/detail/${product._id}`;

  return (
    <article className="relative flex gap-3 rounded-box border border-base-300 bg-base-100 p-3 shadow-sm transition hover:shadow-lg sm:flex-col sm:p-4">
      {showBadge && (
        <span className="badge badge-error badge-sm absolute left-3 top-3 z-10 font-bold">
          {t('home.percentOff', { discount: formatNumber(product.discount, language) })}
        </span>
      )}
      <LikeButton name={product.name} className="absolute right-2 top-2 z-10" />
      <Link
        to={detail}
        className="w-28 shrink-0 self-start overflow-hidden rounded-field bg-base-200 sm:w-full"
      >
        <img
          src={siteUrl(product.thumbnail)}
          alt={product.name}
          width={240}
          height={240}
          loading="lazy"
          className="aspect-square w-full object-contain p-2 transition hover:scale-105 sm:h-44"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 data-backend-text className="line-clamp-2 pr-8 font-semibold leading-snug sm:pr-0">
          {product.name}
        </h3>
        <StarRating value={product.rating} count={product.reviewsCount} />
        <p className="flex flex-wrap items-baseline gap-2">
          <span className="text-lg font-bold text-primary">
            <span className="sr-only">{t('product.priceLabel')} </span>
            {price(discountedPrice(product.price, product.discount))}
          </span>
          {product.discount > 0 && (
            <s className="text-sm text-base-content/75">
              <span className="sr-only">{t('product.originalPriceLabel')} </span>
              {price(product.price)}
            </s>
          )}
        </p>
        {/* Self-contained colours: readable on both themes, unlike the pale success/error tokens on white. */}
        <p
          className={`w-fit rounded-full px-2 py-0.5 text-xs font-semibold ${inStock ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-700'}`}
        >
          {inStock ? t('stock.inStock') : t('stock.outOfStock')}
        </p>
        <OfferCountdown secondsLeft={secondsLeft} />
        <Link to={detail} className="btn btn-primary btn-sm mt-1">
          {t('home.addToCart')}
          <span className="sr-only" data-backend-text>
            : {product.name}
          </span>
        </Link>
      </div>
    </article>
  );
}

import { Link } from 'react-router';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { StarRating } from '../../components/StarRating';
import { formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/useT';
import type { Product } from '../../contract';
import { secondsFromCountdown, splitSeconds, useCountdown } from '../../lib/countdown';
import { discountedPrice } from '../../lib/price';
import { useState } from 'react';
import { siteUrl } from '../../lib/siteUrl';

/** A best-seller card (docs/product.md §2); its heart toggles on this page only, with no call (§4). */
export function BestSellerCard({ product }: { product: Product }) {
  const t = useT();
  const { price, language } = usePreferences();
  const secondsLeft = useCountdown(secondsFromCountdown(product.details.specialOfferCountdown));
  const showBadge = product.discount > 0 && secondsLeft > 0;
  const inStock = product.quantity > 0;
  const detail = `/detail/${product._id}`;
  const [liked, setLiked] = useState(false);
  // Two digits, in the language's digits (০৯ in Bengali).
  const pad = (n: number) => formatNumber(n, language).padStart(2, formatNumber(0, language));
  const { days, hours, minutes, seconds } = splitSeconds(secondsLeft);
  const timeLeft = [
    [pad(days), t('time.daysShort')],
    [pad(hours), t('time.hrs')],
    [pad(minutes), t('time.min')],
    [pad(seconds), t('time.sec')],
  ] as const;

  return (
    <article className="relative flex gap-3 rounded-box border border-base-300 bg-base-100 p-3 shadow-sm transition hover:shadow-lg sm:flex-col sm:p-4">
      {showBadge && (
        <span className="badge badge-error badge-sm absolute left-3 top-3 z-10 font-bold">
          {t('home.percentOff', { discount: formatNumber(product.discount, language) })}
        </span>
      )}
      <button
        type="button"
        aria-label={t('home.like', { name: product.name })}
        aria-pressed={liked}
        onClick={() => setLiked((value) => !value)}
        className={`btn btn-circle btn-ghost btn-sm ${liked ? 'text-error' : 'text-base-content/60'} absolute right-2 top-2 z-10`}
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        >
          <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.2 1.8-2 3.3-3.2 5.4-3.2 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
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
        <div>
          {/* role=timer: read on demand, not announced every second */}
          <div role="timer" aria-label={t('home.offerTimeLeft')} className="grid grid-cols-4 gap-1.5">
            {timeLeft.map(([value, unit]) => (
              <span
                key={unit}
                className="flex flex-col items-center rounded-field bg-base-200 py-1 leading-tight"
              >
                <span className="text-base font-bold tabular-nums">{value}</span>
                <span className="text-[10px] uppercase opacity-70">{unit}</span>
              </span>
            ))}
          </div>
          <p className="mt-1 text-center text-xs text-base-content/70">{t('home.offerRemains')}</p>
        </div>
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

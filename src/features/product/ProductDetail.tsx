import { Link } from 'react-router';
import { StarRating } from '../../components/StarRating';
import type { Product } from '../../contract';
import { formatNumber } from '../../i18n/format';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';
import { discountedPrice } from '../../lib/price';
import { siteUrl } from '../../lib/siteUrl';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { ProductTabs } from './ProductTabs';
import { RelatedProducts } from './RelatedProducts';

const OFFER_UNITS = ['time.daysShort', 'time.hours', 'time.minutes', 'time.seconds'] as const;
const EXTRA_BUTTONS = ['product.addToWishlist', 'product.share', 'product.compare'] as const;

/** The product detail screen of docs/product.md §2; its buying controls are static. */
export function ProductDetail({ product }: { product: Product }) {
  const t = useT();
  const { price, language } = usePreferences();
  usePageTitle(product.name); // product data: shown as the backend sends it
  const { details, discount } = product;
  const twoDigits = (n: number) => formatNumber(n, language).padStart(2, formatNumber(0, language));

  return (
    <main className="mx-auto flex max-w-[1360px] flex-col gap-10 px-4 py-6 lg:py-10">
      <div className="grid gap-6 md:grid-cols-2 lg:gap-10">
        <figure className="flex items-center justify-center self-start rounded-box bg-base-200 p-6">
          <img
            src={siteUrl(product.thumbnail)}
            alt={product.name}
            width={480}
            height={480}
            className="aspect-square h-auto w-full max-w-md object-contain"
          />
        </figure>
        <div className="flex flex-col gap-4">
          <h1 data-backend-text className="text-2xl font-bold lg:text-3xl">
            {product.name}
          </h1>
          <StarRating value={product.rating} count={product.reviewsCount} />
          <p data-backend-text className="opacity-80">
            {product.summary.shortDescription}
          </p>
          <p className="flex flex-wrap items-baseline gap-3">
            <span className="text-3xl font-bold text-primary">
              {price(discountedPrice(product.price, discount))}
            </span>
            {discount > 0 && (
              <>
                <s className="text-lg text-base-content/75">
                  <span className="sr-only">{t('product.was')} </span>
                  {price(product.price)}
                </s>
                <span className="badge badge-secondary">
                  {t('product.percentOff', { discount: formatNumber(discount, language) })}
                </span>
              </>
            )}
          </p>
          <button type="button" className="btn btn-success w-fit">
            {t('product.whatsApp')}
          </button>
          <section
            aria-labelledby="special-offer"
            className="flex flex-wrap items-center gap-3 rounded-box bg-base-200 p-3"
          >
            <h2 id="special-offer" className="font-semibold">
              {t('product.specialOffer')}
            </h2>
            <ul className="flex gap-2">
              {OFFER_UNITS.map((unit, index) => (
                <li
                  key={unit}
                  className="flex min-w-14 flex-col items-center rounded-box bg-base-100 px-2 py-1"
                >
                  <span className="text-lg font-bold tabular-nums">
                    {twoDigits(details.specialOfferCountdown[index]!)}
                  </span>
                  <span className="text-xs opacity-70">{t(unit)}</span>
                </li>
              ))}
            </ul>
            <p className="text-sm opacity-70">{t('home.offerRemains')}</p>
          </section>
          <div className="flex flex-wrap items-center gap-3">
            <div className="join" role="group" aria-label={t('product.quantity')}>
              <button type="button" className="btn join-item" aria-label={t('product.decrease')}>
                −
              </button>
              <input
                className="input join-item w-14 text-center"
                aria-label={t('product.quantity')}
                value={formatNumber(1, language)}
                readOnly
              />
              <button type="button" className="btn join-item" aria-label={t('product.increase')}>
                +
              </button>
            </div>
            <button type="button" className="btn btn-primary">
              {t('product.addToCart')}
            </button>
            <Link to="/Checkout" className="btn btn-secondary">
              {t('product.buyNow')}
            </Link>
          </div>
          <div className="flex flex-col gap-3 border-t border-base-300 pt-4 text-sm">
            <p>
              <span className="font-semibold">{t('product.payment')} </span>
              <span data-backend-text>{details.paymentInfo}</span>
            </p>
            <p>
              <span className="font-semibold">{t('product.warranty')} </span>
              <span data-backend-text>{details.warrantyInfo}</span>
            </p>
            <div className="flex flex-wrap gap-2">
              {EXTRA_BUTTONS.map((label) => (
                <button key={label} type="button" className="btn btn-ghost btn-sm">
                  {t(label)}
                </button>
              ))}
            </div>
          </div>
        </div>
      </div>
      <ProductTabs product={product} />
      <RelatedProducts product={product} />
    </main>
  );
}

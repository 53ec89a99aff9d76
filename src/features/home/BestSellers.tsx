import { isWhole, useProductList } from '../catalog';
import type { Product } from '../../contract';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n/useT';
import { BestSellerCard } from './BestSellerCard';
import { bestSellers } from './homeProducts';
import { SectionHeading } from './SectionHeading';
import { siteUrl } from '../../lib/siteUrl';

function DiscountBanner() {
  const t = useT();
  return (
    <div className="relative flex items-center gap-4 overflow-hidden rounded-box bg-linear-to-br from-primary to-primary/70 p-6 text-primary-content lg:flex-col lg:items-start">
      <span aria-hidden="true" className="absolute -top-10 -right-10 size-40 rounded-full bg-white/15" />
      <div className="relative flex flex-1 flex-col items-start gap-3 lg:flex-none">
        <h3 className="text-2xl leading-tight font-extrabold">{t('home.bigDiscount')}</h3>
        <p className="text-sm opacity-90">{t('home.bigDiscountText')}</p>
        {/* View All does nothing yet (docs/product.md §10). */}
        <button type="button" className="btn btn-sm border-0 bg-base-100 text-primary hover:bg-base-200">
          {t('home.viewAll')}
        </button>
      </div>
      <img
        src={siteUrl('/images/banners/best-sellers.svg')}
        alt=""
        width={320}
        height={260}
        loading="lazy"
        className="relative hidden w-40 sm:block lg:mt-auto lg:w-full"
      />
    </div>
  );
}

/** Up to 6 products at 50 % off beside a discount banner. */
export function BestSellers() {
  const t = useT();
  const list = useProductList();
  const items = bestSellers(list.products);
  return (
    <section aria-labelledby="home-best-sellers" className="render-when-visible">
      <SectionHeading
        id="home-best-sellers"
        title={t('home.bestSellers')}
        subtitle={t('home.bestSellersSubtitle')}
      />
      <div className="grid gap-4 lg:grid-cols-[280px_1fr]">
        <DiscountBanner />
        <div>
          {items.length === 0 && !isWhole(list) && list.status !== 'failed' && list.status !== 'cut' && (
            <Spinner label={t('home.loadingBestSellers')} />
          )}
          {list.status === 'failed' && (
            <ErrorMessage error={list.error} onRetry={list.retry} retrying={list.retrying} />
          )}
          {(isWhole(list) || list.status === 'cut') && items.length === 0 && (
            <p className="py-8 text-center text-base-content/70">{t('home.noBestSellers')}</p>
          )}
          {items.length > 0 && <BestSellerRows items={items} />}
        </div>
      </div>
    </section>
  );
}

function BestSellerRows({ items }: { items: readonly Product[] }) {
  const t = useT();
  return (
    <ul aria-label={t('home.bestSellersList')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((product) => (
        <li key={product._id} className="flex [&>article]:flex-1">
          <BestSellerCard product={product} />
        </li>
      ))}
    </ul>
  );
}

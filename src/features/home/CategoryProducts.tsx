import { Link } from 'react-router';
import { isWhole, useFirstProductsShown, useFirstScreenFirst, useProductList } from '../../api/productList';
import type { Product } from '../../contract';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n/useT';
import { ProductCard } from '../catalog';
import { homeProducts } from './homeProducts';
import { SectionHeading } from './SectionHeading';

/** The first 12 products in a 2-to-6 column grid (spec section 2, Category Products). */
export function CategoryProducts() {
  const t = useT();
  const list = useProductList();
  const { products } = list;
  useFirstProductsShown(products.length > 0);
  return (
    <section aria-labelledby="home-products" className="render-when-visible">
      <SectionHeading
        id="home-products"
        title={t('home.categoryProducts')}
        subtitle={t('home.categoryProductsSubtitle')}
        action={
          <Link to="/productFilter" className="btn btn-outline btn-primary btn-sm">
            {t('home.viewAllArrow')}
          </Link>
        }
      />
      {products.length === 0 && !isWhole(list) && list.status !== 'failed' && <Spinner label={t('catalog.loadingProducts')} />}
      {list.status === 'failed' && <ErrorMessage error={list.error} onRetry={list.retry} />}
      {isWhole(list) && products.length === 0 && <p className="py-8 text-center text-base-content/70">{t('home.noProducts')}</p>}
      {products.length > 0 && <ProductRows products={homeProducts(products)} />}
    </section>
  );
}

/**
 * Cards per commit. The section sits below a phone's first screen but inside the distance at
 * which the browser renders skipped content, so its 12 cards (~300 elements) were styled, laid
 * out and painted in the one frame after the data came: ~25 ms at 1x, a 100 ms task on a
 * 4x-slowed phone. Four at a time, each frame does a third of it.
 */
const CARDS_PER_COMMIT = 4;

function ProductRows({ products }: { products: readonly Product[] }) {
  const t = useT();
  const shown = useFirstScreenFirst(products.length, CARDS_PER_COMMIT);
  return (
    <ul aria-label={t('catalog.products')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6">
      {products.slice(0, shown).map((product) => (
        <li key={product._id} className="render-when-visible flex">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

import { Link } from 'react-router';
import { isWhole, ListCut, ProductCard, useProductList } from '../catalog';
import type { Product } from '../../contract';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n/useT';
import { homeProducts } from './homeProducts';
import { SectionHeading } from './SectionHeading';

/** The first 12 products in a 2-to-6 column grid (docs/product.md §2, Category Products). */
export function CategoryProducts() {
  const t = useT();
  const list = useProductList();
  const { products } = list;
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
      {products.length === 0 && !isWhole(list) && list.status !== 'failed' && list.status !== 'cut' && (
        <Spinner label={t('catalog.loadingProducts')} />
      )}
      {list.status === 'failed' && (
        <ErrorMessage error={list.error} onRetry={list.retry} retrying={list.retrying} />
      )}
      {list.status === 'cut' && <ListCut list={list} />}
      {isWhole(list) && products.length === 0 && (
        <p className="py-8 text-center text-base-content/70">{t('home.noProducts')}</p>
      )}
      {products.length > 0 && <ProductRows products={homeProducts(products)} />}
    </section>
  );
}

function ProductRows({ products }: { products: readonly Product[] }) {
  const t = useT();
  return (
    <ul
      aria-label={t('catalog.products')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6"
    >
      {products.map((product) => (
        <li key={product._id} className="render-when-visible flex">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

import { Link } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n/useT';
import { useFirstProductsShown } from '../../lib/firstScreen';
import { ProductCard } from '../catalog/ProductCard';
import { useProductList } from '../catalog/useProductList';
import { homeProducts } from './homeProducts';
import { SectionHeading } from './SectionHeading';

/** The first 12 products in a 2-to-6 column grid (spec section 2, Category Products). */
export function CategoryProducts() {
  const t = useT();
  const { query, products, complete } = useProductList();
  useFirstProductsShown(products.length > 0);
  return (
    <section aria-labelledby="home-products">
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
      {products.length === 0 && !complete && !query.isError && <Spinner label={t('catalog.loadingProducts')} />}
      {query.isError && <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />}
      {complete && products.length === 0 && <p className="py-8 text-center text-base-content/70">{t('home.noProducts')}</p>}
      {products.length > 0 && (
        <ul aria-label={t('catalog.products')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6">
          {homeProducts(products).map((product) => (
            <li key={product._id} className="render-when-visible flex">
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { isWhole, ProductCard, useProductList } from '../catalog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n/useT';
import type { Product } from '../../contract';
import { relatedProducts } from './relatedProducts';

/** A few products of the same category, as grid cards. */
export function RelatedProducts({ product }: { product: Product }) {
  const t = useT();
  const list = useProductList();
  const related = relatedProducts(list.products, product);
  return (
    <section aria-labelledby="related-heading" className="flex flex-col gap-4">
      <h2 id="related-heading" className="text-xl font-bold">
        {t('product.related')}
      </h2>
      {list.status === 'failed' ? (
        <ErrorMessage error={list.error} onRetry={list.retry} retrying={list.retrying} />
      ) : related.length === 0 && !isWhole(list) && list.status !== 'cut' ? (
        <Spinner label={t('product.loadingRelated')} />
      ) : related.length === 0 ? (
        <p className="opacity-70">{t('product.noRelated')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {related.map((other) => (
            <li key={other._id}>
              <ProductCard product={other} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

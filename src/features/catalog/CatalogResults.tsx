import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isWhole, type ProductList } from './useProductList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Spinner } from '../../components/Spinner';
import type { Product } from '../../contract';
import { useT } from '../../i18n/useT';
import { ListCut } from './ListCut';
import { ProductGrid } from './ProductGrid';

interface CatalogResultsProps {
  list: ProductList;
  /** The products left after filtering (of the first products, while a long catalog loads). */
  products: readonly Product[];
}

/** Loading, failure, an empty catalog, nothing left after filtering, or the grid. */
export function CatalogResults({ list, products }: CatalogResultsProps) {
  const t = useT();
  if (list.status === 'failed')
    return <ErrorMessage error={list.error} onRetry={list.retry} retrying={list.retrying} />;
  const cut = list.status === 'cut' && <ListCut list={list} />;
  // No match among the first products is no answer yet; of a list that broke off, none is all there is.
  const complete = isWhole(list);
  if (products.length === 0 && cut) return cut;
  if (products.length === 0 && !complete) return <Spinner label={t('catalog.loadingProducts')} />;
  if (products.length === 0) {
    // A catalog with nothing in it: no filter is to blame, so none is offered to clear.
    if (list.products.length === 0)
      return <NothingShown title={t('catalog.empty')} hint={t('catalog.emptyHint')} />;
    return (
      <NothingShown title={t('catalog.noMatch')} hint={t('catalog.noMatchHint')}>
        <Link to={{ search: '' }} className="btn btn-sm btn-primary btn-outline">
          {t('catalog.clearFilters')}
        </Link>
      </NothingShown>
    );
  }
  // A long catalog's first products are windowed already (decision 036); the build knows no viewport.
  return (
    <>
      {cut}
      <ProductGrid
        products={products}
        windowed={list.status === 'first-screen' ? true : list.status === 'prerendered' ? false : undefined}
        inHtml={list.status === 'prerendered'}
      />
    </>
  );
}

function NothingShown({ title, hint, children }: { title: string; hint: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-box border border-dashed border-base-300 px-4 py-16 text-center">
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-sm text-base-content/70">{hint}</p>
      {children}
    </div>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Spinner } from '../../components/Spinner';
import type { Product } from '../../contract';
import { ProductGrid } from './ProductGrid';

interface CatalogResultsProps {
  query: Pick<UseQueryResult<Product[]>, 'isPending' | 'isError' | 'error' | 'refetch'>;
  /** The products left after filtering. */
  products: readonly Product[];
}

/** Loading, failure, nothing left after filtering, or the grid. */
export function CatalogResults({ query, products }: CatalogResultsProps) {
  if (query.isPending) return <Spinner label="Loading products" />;
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-box border border-dashed border-base-300 px-4 py-16 text-center">
        <p className="text-lg font-semibold">No products match these filters</p>
        <p className="text-sm text-base-content/70">Try another category, a wider price range or a different stock status.</p>
        <Link to={{ search: '' }} className="btn btn-sm btn-primary btn-outline">
          Clear all filters
        </Link>
      </div>
    );
  }
  return <ProductGrid products={products} />;
}

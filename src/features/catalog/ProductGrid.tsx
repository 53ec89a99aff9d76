import { memo } from 'react';
import type { Product } from '../../contract';
import { useT } from '../../i18n/useT';
import { EAGER_CARDS, shouldWindow } from './gridRows';
import { ProductCard } from './ProductCard';
import { WindowedProductGrid } from './WindowedProductGrid';

/**
 * The filter grid (docs/product.md §9): every card for small lists, only rows near the viewport for large
 * ones. Memoised on the filtered list, so the render when the URL catches up skips the grid.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  windowed = shouldWindow(products.length),
  inHtml = false,
}: {
  products: readonly Product[];
  /** Forced on for a long catalog's first products, so the grid is not swapped when the rest arrives. */
  windowed?: boolean;
  /** The build's first screen in the HTML: its pictures are not eager; scripts go first (decision 043). */
  inHtml?: boolean;
}) {
  if (windowed) return <WindowedProductGrid products={products} />;
  return <WholeGrid products={products} inHtml={inHtml} />;
});

function WholeGrid({ products, inHtml }: { products: readonly Product[]; inHtml: boolean }) {
  const t = useT();
  return (
    <ul
      aria-label={t('catalog.products')}
      className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
    >
      {products.map((product, index) => (
        <li key={product._id} className="render-when-visible min-w-0">
          <ProductCard product={product} eager={!inHtml && index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}

import { memo } from 'react';
import type { Product } from '../../contract';
import { useFirstScreenFirst } from './useFirstScreenFirst';
import { useT } from '../../i18n/useT';
import { EAGER_CARDS, firstScreenCards, shouldWindow } from './gridRows';
import { ProductCard } from './ProductCard';
import { useGridColumns } from './useGridColumns';
import { WindowedProductGrid } from './WindowedProductGrid';

/**
 * The filter grid: 2 columns, 3 from md, 4 from lg, 5 from xl (docs/product.md §9).
 * Small lists render every card; large catalogs render only the rows near the
 * viewport, so a filter change costs the same at 100 or 10,000 products.
 * Memoised on the (memoised) filtered list: the page's second render, when
 * the URL catches up with a control, does not render the grid again.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  windowed = shouldWindow(products.length),
}: {
  products: readonly Product[];
  /** Forced on for a long catalog's first products, so the grid is not swapped when the rest arrives. */
  windowed?: boolean;
}) {
  if (windowed) return <WindowedProductGrid products={products} />;
  return <WholeGrid products={products} />;
});

/** Every card; the first screen's first, then a screen at a time (see useFirstScreenFirst). */
function WholeGrid({ products }: { products: readonly Product[] }) {
  const t = useT();
  const columns = useGridColumns();
  const shown = useFirstScreenFirst(products.length, firstScreenCards(columns));
  return (
    <ul
      aria-label={t('catalog.products')}
      className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
    >
      {products.slice(0, shown).map((product, index) => (
        <li key={product._id} className="render-when-visible min-w-0">
          <ProductCard product={product} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}

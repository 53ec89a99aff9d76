import { memo } from 'react';
import type { Product } from '../../contract';
import { useT } from '../../i18n/useT';
import { EAGER_CARDS, shouldWindow } from './gridRows';
import { ProductCard } from './ProductCard';
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
  inHtml = false,
}: {
  products: readonly Product[];
  /** Forced on for a long catalog's first products, so the grid is not swapped when the rest arrives. */
  windowed?: boolean;
  /**
   * The first screen the build writes into the HTML: its pictures are not fetched first. React
   * preloads a high-priority picture at the top of the page, where the cards' took the line from
   * the scripts (docs/performance.md, decision 043).
   */
  inHtml?: boolean;
}) {
  if (windowed) return <WindowedProductGrid products={products} />;
  return <WholeGrid products={products} inHtml={inHtml} />;
});

/**
 * Every card, in one render: the first screen's are in the page's HTML already (the build's
 * query cache, src/app/firstScreen.ts), and the backend's list renders in a transition (useProductList).
 */
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

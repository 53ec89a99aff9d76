import type { Product } from '../../contract';
import { ProductCard } from './ProductCard';

/**
 * The filter grid: 2 columns, 3 from md, 4 from lg, 5 from xl (spec section 9).
 * Kept apart from the page so a windowed grid can replace it for large lists.
 */
export function ProductGrid({ products }: { products: readonly Product[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {products.map((product) => (
        <li key={product._id} className="min-w-0">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

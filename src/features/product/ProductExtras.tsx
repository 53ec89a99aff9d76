import type { Product } from '../../contract';

/** Payment and warranty lines, then the wishlist, share and compare buttons (no action, per spec). */
export function ProductExtras({ product }: { product: Product }) {
  return (
    <div className="flex flex-col gap-3 border-t border-base-300 pt-4 text-sm">
      <p>
        <span className="font-semibold">Payment: </span>
        {product.details.paymentInfo}
      </p>
      <p>
        <span className="font-semibold">Warranty: </span>
        {product.details.warrantyInfo}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-ghost btn-sm">
          Add to wishlist
        </button>
        <button type="button" className="btn btn-ghost btn-sm">
          Share
        </button>
        <button type="button" className="btn btn-ghost btn-sm">
          Compare
        </button>
      </div>
    </div>
  );
}

/** Spec section 4: 'In Stock' (green) when quantity is above 0, otherwise 'Stock Out' (red). */
export function StockBadge({ quantity }: { quantity: number }) {
  return quantity > 0 ? (
    <span className="badge badge-success badge-sm font-medium">In Stock</span>
  ) : (
    <span className="badge badge-error badge-sm font-medium">Stock Out</span>
  );
}

import { useT } from '../../i18n/useT';

/** docs/product.md §4: 'In Stock' (green) when quantity is above 0, otherwise 'Stock Out' (red). */
export function StockBadge({ quantity }: { quantity: number }) {
  const t = useT();
  return quantity > 0 ? (
    <span className="badge badge-success badge-sm font-medium">{t('stock.inStock')}</span>
  ) : (
    <span className="badge badge-error badge-sm font-medium">{t('stock.stockOut')}</span>
  );
}

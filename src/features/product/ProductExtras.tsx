import type { Product } from '../../contract';
import { useT } from '../../i18n/useT';

/** Payment and warranty lines, then the wishlist, share and compare buttons (no action, per spec). */
export function ProductExtras({ product }: { product: Product }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 border-t border-base-300 pt-4 text-sm">
      <p>
        <span className="font-semibold">{t('product.payment')} </span>
        <span data-backend-text>{product.details.paymentInfo}</span>
      </p>
      <p>
        <span className="font-semibold">{t('product.warranty')} </span>
        <span data-backend-text>{product.details.warrantyInfo}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-ghost btn-sm">
          {t('product.addToWishlist')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm">
          {t('product.share')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm">
          {t('product.compare')}
        </button>
      </div>
    </div>
  );
}

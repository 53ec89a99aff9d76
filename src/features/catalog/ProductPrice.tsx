import { usePreferences } from '../../preferences/PreferencesProvider';
import { useT } from '../../i18n/useT';
import { discountedPrice } from '../../lib/price';

/** The shown price (docs/product.md §9) with the original struck through when discounted. */
export function ProductPrice({ price, discount }: { price: number; discount: number }) {
  const t = useT();
  const { price: format } = usePreferences();
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-lg font-bold text-primary">
        <span className="sr-only">{t('product.priceLabel')} </span>
        {format(discountedPrice(price, discount))}
      </span>
      {discount > 0 && (
        <del className="text-sm text-base-content/75">
          <span className="sr-only">{t('product.originalPriceLabel')} </span>
          {format(price)}
        </del>
      )}
    </p>
  );
}

import { usePreferences } from '../../preferences/PreferencesProvider';
import { discountedPrice } from '../../lib/price';

/** The shown price (spec section 9) with the original struck through when discounted. */
export function ProductPrice({ price, discount }: { price: number; discount: number }) {
  const { price: format } = usePreferences();
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-lg font-bold text-primary">
        <span className="sr-only">Price: </span>
        {format(discountedPrice(price, discount))}
      </span>
      {discount > 0 && (
        <del className="text-sm text-base-content/75">
          <span className="sr-only">Original price: </span>
          {format(price)}
        </del>
      )}
    </p>
  );
}

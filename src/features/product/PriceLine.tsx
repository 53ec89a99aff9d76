import { formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/useT';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { discountedPrice } from '../../lib/price';

/** The discounted price, with the original struck through when there is a discount. */
export function PriceLine({ price, discount }: { price: number; discount: number }) {
  const t = useT();
  const { price: format, language } = usePreferences();
  return (
    <p className="flex flex-wrap items-baseline gap-3">
      <span className="text-3xl font-bold text-primary">{format(discountedPrice(price, discount))}</span>
      {discount > 0 && (
        <>
          <s className="text-lg text-base-content/75">
            <span className="sr-only">{t('product.was')} </span>
            {format(price)}
          </s>
          <span className="badge badge-secondary">
            {t('product.percentOff', { discount: formatNumber(discount, language) })}
          </span>
        </>
      )}
    </p>
  );
}

import { useT } from '../../i18n/useT';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { formatNumber } from '../../i18n/format';
import { CartIcon } from './icons';

const CART_COUNT = 8;

/** The cart-like icon: a placeholder with a fixed badge of 8 (docs/product.md §9). */
export function CartButton() {
  const t = useT();
  const { language } = usePreferences();
  return (
    <button
      type="button"
      className="btn btn-ghost btn-circle"
      aria-label={t('account.cart', { count: CART_COUNT })}
    >
      <span className="indicator">
        <span className="badge indicator-item badge-secondary badge-sm">
          {formatNumber(CART_COUNT, language)}
        </span>
        <CartIcon />
      </span>
    </button>
  );
}

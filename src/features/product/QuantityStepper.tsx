import { formatNumber } from '../../i18n/format';
import { useLanguage, useT } from '../../i18n/useT';

/** docs/product.md §2: a quantity stepper that shows 1 and does nothing yet. */
export function QuantityStepper() {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="join" role="group" aria-label={t('product.quantity')}>
      <button type="button" className="btn join-item" aria-label={t('product.decrease')}>
        −
      </button>
      <input
        className="input join-item w-14 text-center"
        aria-label={t('product.quantity')}
        value={formatNumber(1, language)}
        readOnly
      />
      <button type="button" className="btn join-item" aria-label={t('product.increase')}>
        +
      </button>
    </div>
  );
}

import { useState } from 'react';
import { useT } from '../../i18n/useT';

const METHODS = [
  { value: 'bank', labelKey: 'checkout.bank', noteKey: 'checkout.bankNote' },
  { value: 'check', labelKey: 'checkout.check', noteKey: 'checkout.checkNote' },
  { value: 'cod', labelKey: 'payment.cashOnDelivery', noteKey: 'checkout.codNote' },
] as const;

/** Payment radios (docs/product.md §2); Direct Bank Transfer is the default. Nothing is charged. */
export function PaymentMethods() {
  const t = useT();
  const [chosen, setChosen] = useState<string>(METHODS[0].value);
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 font-semibold">{t('checkout.paymentMethod')}</legend>
      {METHODS.map((method) => (
        <div key={method.value}>
          <label className="flex cursor-pointer items-center gap-3">
            <input
              type="radio"
              name="paymentMethod"
              value={method.value}
              checked={chosen === method.value}
              onChange={() => setChosen(method.value)}
              className="radio radio-primary radio-sm"
            />
            <span className="text-sm font-medium">{t(method.labelKey)}</span>
          </label>
          {chosen === method.value && (
            <p className="mt-2 ml-8 rounded-field bg-base-200 p-3 text-xs text-base-content/80">
              {t(method.noteKey)}
            </p>
          )}
        </div>
      ))}
    </fieldset>
  );
}

import { useT } from '../../i18n/useT';
import { BILLING_FIELDS } from './billingFields';
import { BillingFieldInput } from './BillingFieldInput';

/** The "Billing details" part of the checkout form. */
export function BillingDetails() {
  const t = useT();
  return (
    <section
      aria-labelledby="billing-heading"
      className="rounded-box border border-base-300 bg-base-100 p-5 sm:p-6"
    >
      <h2 id="billing-heading" className="text-xl font-bold">
        {t('checkout.billingDetails')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-base-content/70">
        {t('checkout.requiredBefore')} <span className="text-error">*</span> {t('checkout.requiredAfter')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {BILLING_FIELDS.map((field) => (
          <BillingFieldInput key={field.name} field={field} />
        ))}
      </div>
    </section>
  );
}

import { useId, type SubmitEvent } from 'react';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { BILLING_FIELDS, COUNTRIES, type BillingField } from './billingFields';
import { PaymentMethods } from './PaymentMethods';

/** The static checkout's sample figures (docs/product.md §9), in dollars like every price. */
const SAMPLE_ORDER = {
  subtotal: 9.09,
  shipping: 10,
  total: 19.09,
  freeShippingGap: 299.71,
  /** How far the subtotal is toward free shipping: 9.09 of 9.09 + 299.71. */
  freeShippingProgress: { value: 9.09, max: 308.8 },
} as const;

/** A static mock-up: the form is never sent anywhere (docs/product.md §2). */
const stayOnPage = (event: SubmitEvent) => event.preventDefault();

const REQUIRED = (
  <span aria-hidden="true" className="ml-0.5 text-error">
    *
  </span>
);

/** /Checkout: the free-shipping prompt, billing details, the sample order, payment choice and Place order. */
export default function CheckoutPage() {
  const t = useT();
  const { price } = usePreferences();
  usePageTitle(t('footer.checkout'));
  const summary = [
    ['checkout.subtotal', price(SAMPLE_ORDER.subtotal)],
    ['checkout.shipping', t('checkout.flatRate', { amount: price(SAMPLE_ORDER.shipping) })],
  ] as const;
  return (
    <main className="mx-auto w-full max-w-[1360px] px-4 pt-6 pb-16 sm:px-6">
      <h1 className="mb-4 text-3xl font-extrabold tracking-tight">{t('footer.checkout')}</h1>
      <div className="space-y-3">
        <div
          role="note"
          className="alert alert-success alert-soft flex flex-col items-stretch gap-2 sm:flex-row sm:items-center"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            className="hidden size-8 shrink-0 sm:block"
          >
            <path d="M3 6h11v9H3zM14 9h4l3 3v3h-7z" strokeLinejoin="round" />
            <circle cx="7" cy="17.5" r="1.8" />
            <circle cx="17" cy="17.5" r="1.8" />
          </svg>
          <div className="flex-1 space-y-2">
            <p className="font-medium text-base-content">
              {t('checkout.freeShipping', { amount: price(SAMPLE_ORDER.freeShippingGap) })}
            </p>
            <progress
              className="progress progress-success w-full"
              {...SAMPLE_ORDER.freeShippingProgress}
              aria-label={t('checkout.freeShippingProgress')}
            />
          </div>
        </div>
        <p className="rounded-box border border-dashed border-base-300 px-4 py-3 text-sm">
          {t('checkout.coupon')}
        </p>
      </div>
      <form
        aria-label={t('footer.checkout')}
        noValidate
        onSubmit={stayOnPage}
        className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_400px]"
      >
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
        <section
          aria-labelledby="order-heading"
          className="space-y-5 rounded-box border border-base-300 bg-base-100 p-5 sm:p-6"
        >
          <h2 id="order-heading" className="text-xl font-bold">
            {t('checkout.yourOrder')}
          </h2>
          <table className="table">
            <caption className="sr-only">{t('checkout.summary')}</caption>
            <tbody>
              {summary.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row" className="font-medium">
                    {t(label)}
                  </th>
                  <td className="text-right">{value}</td>
                </tr>
              ))}
              <tr className="text-lg">
                <th scope="row" className="font-bold">
                  {t('checkout.total')}
                </th>
                <td className="text-right font-bold text-primary">{price(SAMPLE_ORDER.total)}</td>
              </tr>
            </tbody>
          </table>
          <PaymentMethods />
          <div className="space-y-2 text-sm">
            <p className="text-xs text-base-content/70">{t('checkout.privacy')}</p>
            <label className="flex cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                name="terms"
                aria-required="true"
                className="checkbox checkbox-primary checkbox-sm mt-0.5"
              />
              <span>
                {t('checkout.terms')}
                {REQUIRED}
              </span>
            </label>
          </div>
          <button type="submit" className="btn btn-primary btn-lg btn-block">
            {t('checkout.placeOrder')}
          </button>
        </section>
      </form>
    </main>
  );
}

/** One labelled billing field; required ones show an asterisk and aria-required, nothing more. */
function BillingFieldInput({ field }: { field: BillingField }) {
  const t = useT();
  const id = useId();
  const common = {
    id,
    name: field.name,
    autoComplete: field.autoComplete,
    'aria-required': field.required || undefined,
  };
  return (
    <div className={field.half ? 'sm:col-span-1' : 'sm:col-span-2'}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {t(field.labelKey)}
        {field.required && REQUIRED}
      </label>
      {field.kind === 'country' ? (
        <select {...common} defaultValue={COUNTRIES[0]} className="select w-full">
          {COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {t(`country.${country}`)}
            </option>
          ))}
        </select>
      ) : field.kind === 'notes' ? (
        <textarea
          {...common}
          rows={4}
          placeholder={field.placeholderKey && t(field.placeholderKey)}
          className="textarea w-full"
        />
      ) : (
        <input {...common} type={field.kind} className="input w-full" />
      )}
    </div>
  );
}

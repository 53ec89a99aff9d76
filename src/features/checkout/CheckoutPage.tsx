import type { FormEvent } from 'react';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';
import { BillingDetails } from './BillingDetails';
import { FreeShippingBanner } from './FreeShippingBanner';
import { OrderSummary } from './OrderSummary';
import { PaymentMethods } from './PaymentMethods';

/** A static mock-up: the form is never sent anywhere (docs/product.md §2). */
const stayOnPage = (event: FormEvent) => event.preventDefault();

/** /Checkout: billing details, the sample order, payment choice and Place order. */
export default function CheckoutPage() {
  const t = useT();
  usePageTitle(t('footer.checkout'));
  return (
    <main className="mx-auto w-full max-w-[1360px] px-4 pt-6 pb-16 sm:px-6">
      <h1 className="mb-4 text-3xl font-extrabold tracking-tight">{t('footer.checkout')}</h1>
      <div className="space-y-3">
        <FreeShippingBanner />
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
        <BillingDetails />
        <section
          aria-labelledby="order-heading"
          className="space-y-5 rounded-box border border-base-300 bg-base-100 p-5 sm:p-6"
        >
          <h2 id="order-heading" className="text-xl font-bold">
            {t('checkout.yourOrder')}
          </h2>
          <OrderSummary />
          <PaymentMethods />
          <TermsAgreement />
          <button type="submit" className="btn btn-primary btn-lg btn-block">
            {t('checkout.placeOrder')}
          </button>
        </section>
      </form>
    </main>
  );
}

function TermsAgreement() {
  const t = useT();
  return (
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
          <span aria-hidden="true" className="ml-0.5 text-error">
            *
          </span>
        </span>
      </label>
    </div>
  );
}

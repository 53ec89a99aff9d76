import { useEffect, type FormEvent } from 'react';
import { BillingDetails } from './BillingDetails';
import { FreeShippingBanner } from './FreeShippingBanner';
import { OrderSummary } from './OrderSummary';
import { PaymentMethods } from './PaymentMethods';

/** A static mock-up: the form is never sent anywhere (spec section 2). */
const stayOnPage = (event: FormEvent) => event.preventDefault();

/** /Checkout: billing details, the sample order, payment choice and Place order. */
export default function CheckoutPage() {
  useEffect(() => {
    document.title = 'Checkout';
  }, []);
  return (
    <main className="mx-auto w-full max-w-[1360px] px-4 pt-6 pb-16 sm:px-6">
      <h1 className="mb-4 text-3xl font-extrabold tracking-tight">Checkout</h1>
      <div className="space-y-3">
        <FreeShippingBanner />
        <p className="rounded-box border border-dashed border-base-300 px-4 py-3 text-sm">
          Have a coupon? Click here to enter your code
        </p>
      </div>
      <form aria-label="Checkout" noValidate onSubmit={stayOnPage} className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_400px]">
        <BillingDetails />
        <section aria-labelledby="order-heading" className="space-y-5 rounded-box border border-base-300 bg-base-100 p-5 sm:p-6">
          <h2 id="order-heading" className="text-xl font-bold">
            Your order
          </h2>
          <OrderSummary />
          <PaymentMethods />
          <TermsAgreement />
          <button type="submit" className="btn btn-primary btn-lg btn-block">
            Place order
          </button>
        </section>
      </form>
    </main>
  );
}

function TermsAgreement() {
  return (
    <div className="space-y-2 text-sm">
      <p className="text-xs text-base-content/70">
        Your personal data will be used to process your order and support your experience on this website.
      </p>
      <label className="flex cursor-pointer items-start gap-3">
        <input type="checkbox" name="terms" aria-required="true" className="checkbox checkbox-primary checkbox-sm mt-0.5" />
        <span>
          I have read and agree to the website terms and conditions
          <span aria-hidden="true" className="ml-0.5 text-error">*</span>
        </span>
      </label>
    </div>
  );
}

import { useState } from 'react';

const METHODS = [
  { value: 'bank', label: 'Direct Bank Transfer', note: 'Pay straight into our bank account; use your order ID as the reference.' },
  { value: 'check', label: 'Check Payments', note: 'Send a check to our store address.' },
  { value: 'cod', label: 'Cash on Delivery', note: 'Pay with cash when your groceries arrive.' },
] as const;

/** Payment radios (spec section 2); Direct Bank Transfer is the default. Nothing is charged. */
export function PaymentMethods() {
  const [chosen, setChosen] = useState<string>(METHODS[0].value);
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 font-semibold">Payment method</legend>
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
            <span className="text-sm font-medium">{method.label}</span>
          </label>
          {chosen === method.value && (
            <p className="mt-2 ml-8 rounded-field bg-base-200 p-3 text-xs text-base-content/80">{method.note}</p>
          )}
        </div>
      ))}
    </fieldset>
  );
}

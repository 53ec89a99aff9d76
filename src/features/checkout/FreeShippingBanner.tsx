import { useT } from '../../i18n/useT';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { SAMPLE_ORDER } from './sampleOrder';

/** The free-shipping prompt of docs/product.md §2, with the (static) progress toward it. */
export function FreeShippingBanner() {
  const t = useT();
  const { price } = usePreferences();
  const { value, max } = SAMPLE_ORDER.freeShippingProgress;
  return (
    <div
      role="note"
      className="alert alert-success alert-soft flex flex-col items-stretch gap-2 sm:flex-row sm:items-center"
    >
      <TruckIcon />
      <div className="flex-1 space-y-2">
        <p className="font-medium text-base-content">
          {t('checkout.freeShipping', { amount: price(SAMPLE_ORDER.freeShippingGap) })}
        </p>
        <progress
          className="progress progress-success w-full"
          value={value}
          max={max}
          aria-label={t('checkout.freeShippingProgress')}
        />
      </div>
    </div>
  );
}

function TruckIcon() {
  return (
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
  );
}

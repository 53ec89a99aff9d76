import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';

/** Payment methods as small local badges (text and inline SVG). */
function MastercardMark() {
  return (
    <svg viewBox="0 0 36 22" width="30" height="18" aria-hidden="true" focusable="false">
      <circle cx="13" cy="11" r="9" fill="#eb001b" />
      <circle cx="23" cy="11" r="9" fill="#f79e1b" fillOpacity="0.9" />
    </svg>
  );
}

// Brand names stay as written; only cash on delivery is a phrase to translate.
const METHODS: { name: string; labelKey?: string; mark: ReactNode }[] = [
  { name: 'Visa', mark: <span className="font-black italic tracking-tight text-[#1a1f71]">VISA</span> },
  { name: 'Mastercard', mark: <MastercardMark /> },
  { name: 'bKash', mark: <span className="font-extrabold text-[#e2136e]">bKash</span> },
  { name: 'Nagad', mark: <span className="font-extrabold text-[#a34f0a]">Nagad</span> },
  { name: 'Rocket', mark: <span className="font-extrabold text-[#8c3494]">Rocket</span> },
  {
    name: 'Cash on Delivery',
    labelKey: 'payment.cashOnDelivery',
    mark: <span className="text-[11px] font-bold text-[#15803d]">COD</span>,
  },
];

export function PaymentBadges() {
  const t = useT();
  return (
    <ul aria-label={t('footer.weAccept')} className="flex flex-wrap items-center gap-2">
      {METHODS.map(({ name, labelKey, mark }) => (
        <li
          key={name}
          title={labelKey ? t(labelKey) : name}
          className="flex h-8 min-w-14 items-center justify-center rounded-md border border-base-300 bg-white px-2 text-sm shadow-sm"
        >
          <span className="sr-only">{labelKey ? t(labelKey) : name}</span>
          <span aria-hidden="true" className="flex">
            {mark}
          </span>
        </li>
      ))}
    </ul>
  );
}

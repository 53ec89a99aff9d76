import type { Countdown } from '../../contract';
import { formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/useT';
import { usePreferences } from '../../preferences/PreferencesProvider';

const UNITS = ['time.daysShort', 'time.hours', 'time.minutes', 'time.seconds'] as const;

/** docs/product.md §2: a static Special Offer timer (the product's countdown values, not ticking). */
export function SpecialOfferTimer({ countdown }: { countdown: Countdown }) {
  const t = useT();
  const { language } = usePreferences();
  return (
    <section
      aria-labelledby="special-offer"
      className="flex flex-wrap items-center gap-3 rounded-box bg-base-200 p-3"
    >
      <h2 id="special-offer" className="font-semibold">
        {t('product.specialOffer')}
      </h2>
      <ul className="flex gap-2">
        {UNITS.map((unit, index) => (
          <li key={unit} className="flex min-w-14 flex-col items-center rounded-box bg-base-100 px-2 py-1">
            <span className="text-lg font-bold tabular-nums">
              {formatNumber(countdown[index]!, language).padStart(2, formatNumber(0, language))}
            </span>
            <span className="text-xs opacity-70">{t(unit)}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm opacity-70">{t('home.offerRemains')}</p>
    </section>
  );
}

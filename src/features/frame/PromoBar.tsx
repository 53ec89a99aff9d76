import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../i18n/format';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { promoTarget, secondsUntil, splitSeconds, useCountdown } from '../../lib/countdown';
import { useHydrated } from '../../lib/useHydrated';
import { CONTAINER } from './layout';

/** Seconds left until 30 days after the page loaded, fixed once per mount. */
function usePromoCountdown(): number {
  const [total] = useState(() => secondsUntil(promoTarget(performance.timeOrigin), Date.now()));
  return useCountdown(total);
}

function TimeBox({ value, unit }: { value: string; unit: string }) {
  return (
    // The theme's page colours, not a tint of the bar: readable (4.5:1) in light and synthwave alike.
    <span className="inline-flex items-baseline gap-0.5 rounded bg-base-100 px-1.5 py-0.5 tabular-nums text-base-content">
      {/* Two digits wide from the start, so the timer does not shift when it starts. */}
      <span className="inline-block min-w-[2ch] text-center font-bold">{value}</span>
      <span className="text-[0.7em]">{unit}</span>
    </span>
  );
}

/** Top promo strip with a live countdown (docs/product.md §2, Page frame). */
export function PromoBar() {
  const t = useT();
  const { language } = usePreferences();
  const { days, hours, minutes, seconds } = splitSeconds(usePromoCountdown());
  // The clock is the visitor's: the prerendered HTML and the render that hydrates it show dashes.
  const hydrated = useHydrated();
  // Two digits, in the language's digits (০৯ in Bengali).
  const pad = (n: number) =>
    hydrated ? formatNumber(n, language).padStart(2, formatNumber(0, language)) : '--';
  return (
    <div className="bg-primary text-primary-content">
      <p
        className={`${CONTAINER} flex flex-wrap items-center justify-center gap-x-3 gap-y-1 py-2 text-center text-xs sm:text-sm`}
      >
        <span>{t('promo.text')}</span>
        {/* role=timer: assistive tech does not announce every tick */}
        <span role="timer" aria-label={t('promo.timeLeft')} className="inline-flex gap-1">
          <TimeBox value={hydrated ? formatNumber(days, language) : '--'} unit={t('time.days')} />
          <TimeBox value={pad(hours)} unit={t('time.h')} />
          <TimeBox value={pad(minutes)} unit={t('time.m')} />
          <TimeBox value={pad(seconds)} unit={t('time.s')} />
        </span>
      </p>
    </div>
  );
}

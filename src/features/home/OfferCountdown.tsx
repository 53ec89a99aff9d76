import { formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/useT';
import { splitSeconds } from '../../lib/countdown';
import { usePreferences } from '../../preferences/PreferencesProvider';

/** Days, hours, minutes and seconds left of a best-seller offer. */
export function OfferCountdown({ secondsLeft }: { secondsLeft: number }) {
  const t = useT();
  const { language } = usePreferences();
  // Two digits, in the language's digits (০৯ in Bengali).
  const pad = (n: number) => formatNumber(n, language).padStart(2, formatNumber(0, language));
  const { days, hours, minutes, seconds } = splitSeconds(secondsLeft);
  const parts = [
    [pad(days), t('time.daysShort')],
    [pad(hours), t('time.hrs')],
    [pad(minutes), t('time.min')],
    [pad(seconds), t('time.sec')],
  ] as const;
  return (
    <div>
      {/* role=timer: read on demand, not announced every second */}
      <div role="timer" aria-label={t('home.offerTimeLeft')} className="grid grid-cols-4 gap-1.5">
        {parts.map(([value, unit]) => (
          <span
            key={unit}
            className="flex flex-col items-center rounded-field bg-base-200 py-1 leading-tight"
          >
            <span className="text-base font-bold tabular-nums">{value}</span>
            <span className="text-[10px] uppercase opacity-70">{unit}</span>
          </span>
        ))}
      </div>
      <p className="mt-1 text-center text-xs text-base-content/70">{t('home.offerRemains')}</p>
    </div>
  );
}

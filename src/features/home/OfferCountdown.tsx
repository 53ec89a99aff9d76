import { splitSeconds } from '../../lib/countdown';

const pad = (n: number) => String(n).padStart(2, '0');

/** Days, hours, minutes and seconds left of a best-seller offer. */
export function OfferCountdown({ secondsLeft }: { secondsLeft: number }) {
  const { days, hours, minutes, seconds } = splitSeconds(secondsLeft);
  const parts = [
    [pad(days), 'Days'],
    [pad(hours), 'Hrs'],
    [pad(minutes), 'Min'],
    [pad(seconds), 'Sec'],
  ] as const;
  return (
    <div>
      {/* role=timer: read on demand, not announced every second */}
      <div role="timer" aria-label="Offer time left" className="grid grid-cols-4 gap-1.5">
        {parts.map(([value, unit]) => (
          <span key={unit} className="flex flex-col items-center rounded-field bg-base-200 py-1 leading-tight">
            <span className="font-mono text-base font-bold tabular-nums">{value}</span>
            <span className="text-[10px] uppercase opacity-70">{unit}</span>
          </span>
        ))}
      </div>
      <p className="mt-1 text-center text-xs text-base-content/70">Remains until the end of the offer</p>
    </div>
  );
}

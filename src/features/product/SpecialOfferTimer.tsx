import type { Countdown } from '../../contract';

const UNITS = ['Days', 'Hours', 'Minutes', 'Seconds'] as const;

/** Spec section 2: a static Special Offer timer (the product's countdown values, not ticking). */
export function SpecialOfferTimer({ countdown }: { countdown: Countdown }) {
  return (
    <section
      aria-labelledby="special-offer"
      className="flex flex-wrap items-center gap-3 rounded-box bg-base-200 p-3"
    >
      <h2 id="special-offer" className="font-semibold">
        Special Offer:
      </h2>
      <ul className="flex gap-2">
        {UNITS.map((unit, index) => (
          <li key={unit} className="flex min-w-14 flex-col items-center rounded-box bg-base-100 px-2 py-1">
            <span className="text-lg font-bold tabular-nums">
              {String(countdown[index]).padStart(2, '0')}
            </span>
            <span className="text-xs opacity-70">{unit}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm opacity-70">Remains until the end of the offer</p>
    </section>
  );
}

import { useState } from 'react';
import { currencySymbol, fromUsd, toUsd, type Currency } from '../../lib/price';
import type { PriceRange } from './filters';

interface PriceInputProps {
  id: string;
  label: string;
  /** Dollars, like the filters; shown and typed in `currency`. */
  value: number;
  currency: Currency;
  limits: PriceRange;
  onValue(value: number): void;
}

/**
 * An amount box in the chosen currency: the shopper types taka when Tk is
 * chosen (12200 filters at $100), the filters keep dollars. Every readable keystroke is applied (the parent clamps
 * it), but the box keeps what was typed until it loses focus: typing "500"
 * must not be clamped to the lower bound at the "5".
 */
export function PriceInput({ id, label, value, currency, limits, onValue }: PriceInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const apply = (text: string) => {
    setDraft(text);
    const amount = Number(text);
    if (text.trim() !== '' && Number.isFinite(amount)) onValue(toUsd(amount, currency));
  };
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-base-content/70">
        {label}
      </label>
      <div className="input input-sm w-full">
        <span aria-hidden="true" className="text-base-content/50">{currencySymbol(currency)}</span>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={fromUsd(limits[0], currency)}
          max={fromUsd(limits[1], currency)}
          step="any"
          value={draft ?? String(fromUsd(value, currency))}
          onChange={(event) => apply(event.target.value)}
          onBlur={() => setDraft(null)}
          onKeyDown={(event) => event.key === 'Enter' && setDraft(null)}
        />
      </div>
    </div>
  );
}

import { useState } from 'react';
import type { PriceRange } from './filters';

interface PriceInputProps {
  id: string;
  label: string;
  value: number;
  limits: PriceRange;
  onValue(value: number): void;
}

/**
 * A dollar amount box. Every readable keystroke is applied (the parent clamps
 * it), but the box keeps what was typed until it loses focus: typing "500"
 * must not be clamped to the lower bound at the "5".
 */
export function PriceInput({ id, label, value, limits, onValue }: PriceInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const apply = (text: string) => {
    setDraft(text);
    const amount = Number(text);
    if (text.trim() !== '' && Number.isFinite(amount)) onValue(amount);
  };
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-base-content/70">
        {label}
      </label>
      <div className="input input-sm w-full">
        <span aria-hidden="true" className="text-base-content/50">$</span>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={limits[0]}
          max={limits[1]}
          step="any"
          value={draft ?? String(value)}
          onChange={(event) => apply(event.target.value)}
          onBlur={() => setDraft(null)}
          onKeyDown={(event) => event.key === 'Enter' && setDraft(null)}
        />
      </div>
    </div>
  );
}

import { useState, type KeyboardEvent } from 'react';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { currencySymbol, formatAmount } from '../../lib/price';
import { parseTypedAmount, roundTyped, writeTypedAmount } from '../../lib/typedAmount';
import { useHydrated } from '../../lib/useHydrated';
import type { PriceRange } from './filters';

interface PriceInputProps {
  id: string;
  /** The filter form's parameter: `min` or `max`. */
  name: string;
  label: string;
  /** In the chosen currency, like `limits`: whole taka or dollars with cents. */
  value: number;
  limits: PriceRange;
  onValue(value: number): void;
}

/** Arrow keys step one taka or one dollar, as a number input would. */
const STEPS: Record<string, number> = { ArrowUp: 1, ArrowDown: -1 };

/**
 * An amount box in the language's digits: a text box (a number box takes no Bengali digits) announced
 * as a spinbutton. Each keystroke is applied (the parent clamps), but the text typed is held from focus
 * to blur, so "500" is not clamped at the "5". Empty before the app runs, so an untouched box sends no
 * bound with the filter form.
 */
export function PriceInput({ id, name, label, value, limits, onValue }: PriceInputProps) {
  const { currency, language } = usePreferences();
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<string | null>(null);
  const apply = (text: string) => {
    setDraft(text);
    const amount = parseTypedAmount(text, language);
    if (amount !== undefined) onValue(roundTyped(amount, currency));
  };
  const written = writeTypedAmount(value, currency, language);
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') setDraft(null);
    const by = STEPS[event.key];
    if (by === undefined) return;
    event.preventDefault();
    setDraft(null);
    onValue(value + by);
  };
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-base-content/70">
        {label}
      </label>
      <div className="input input-sm w-full">
        <span aria-hidden="true" className="text-base-content/50">
          {currencySymbol(currency)}
        </span>
        <input
          id={id}
          name={name}
          type="text"
          role="spinbutton"
          inputMode={currency === 'Tk' ? 'numeric' : 'decimal'}
          autoComplete="off"
          aria-valuenow={value}
          aria-valuemin={limits[0]}
          aria-valuemax={limits[1]}
          aria-valuetext={formatAmount(value, currency, language)}
          placeholder={written}
          value={draft ?? (hydrated ? written : '')}
          onChange={(event) => apply(event.target.value)}
          onFocus={() => setDraft((held) => held ?? written)}
          onBlur={() => setDraft(null)}
          onKeyDown={step}
        />
      </div>
    </div>
  );
}

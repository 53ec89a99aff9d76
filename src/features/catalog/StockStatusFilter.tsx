import { useId } from 'react';
import type { StockFilter } from './filters';

const OPTIONS: { value: StockFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'in', label: 'Stock In' },
  { value: 'out', label: 'Stock Out' },
];

/** The Stock Status radio group of spec section 2. */
export function StockStatusFilter({ value, onChange }: { value: StockFilter; onChange(value: StockFilter): void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold">Stock Status</legend>
      <div className="space-y-2">
        {OPTIONS.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-3 text-sm">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="radio radio-primary radio-sm"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

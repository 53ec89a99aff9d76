import { useId } from 'react';
import { useT } from '../../i18n/useT';
import { formatAmount } from '../../lib/price';
import { useHydrated } from '../../lib/useHydrated';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { withLower, withUpper, type PriceRange } from './filters';
import { PriceInput } from './PriceInput';

interface PriceRangeFilterProps {
  /** In the chosen currency, like `limits`. */
  range: PriceRange;
  limits: PriceRange;
  onChange(range: PriceRange): void;
}

/** Two number inputs and two sliders; the lower end never passes the upper (docs/product.md §5). */
export function PriceRangeFilter({ range, limits, onChange }: PriceRangeFilterProps) {
  const id = useId();
  const t = useT();
  const { currency, language } = usePreferences();
  const hydrated = useHydrated();
  const price = (amount: number) => formatAmount(amount, currency, language);
  const setLower = (value: number) => onChange(withLower(range, value, limits));
  const setUpper = (value: number) => onChange(withUpper(range, value, limits));
  const slider = (label: string, value: number, set: (value: number) => void) => (
    <input
      type="range"
      aria-label={label}
      aria-valuetext={price(value)}
      min={limits[0]}
      max={limits[1]}
      // "any": no snapping of a $578.37 bound; arrow keys move 1% of the scale. A drag lands on whole taka or dollars.
      step="any"
      value={value}
      onChange={(event) => set(Math.round(Number(event.target.value)))}
      className="range range-primary range-xs w-full"
      // The sliders follow the products' prices, which come with the app: before it, the boxes.
      disabled={!hydrated}
    />
  );
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-sm font-semibold">{t('catalog.filterByPrice')}</legend>
      {/* The currency the typed bounds are in, as the app writes it into the URL (dollars when absent). */}
      {currency !== 'USD' && <input type="hidden" name="currency" value={currency} />}
      <div className="flex gap-2">
        <PriceInput
          id={`${id}-min`}
          name="min"
          label={t('catalog.minPrice')}
          value={range[0]}
          limits={limits}
          onValue={setLower}
        />
        <PriceInput
          id={`${id}-max`}
          name="max"
          label={t('catalog.maxPrice')}
          value={range[1]}
          limits={limits}
          onValue={setUpper}
        />
      </div>
      <div className="space-y-2 pt-1">
        {slider(t('catalog.minPrice'), range[0], setLower)}
        {slider(t('catalog.maxPrice'), range[1], setUpper)}
      </div>
      <p className="text-xs text-base-content/70">
        {t('catalog.priceLabel')} <span className="font-semibold text-base-content">{price(range[0])}</span> –{' '}
        <span className="font-semibold text-base-content">{price(range[1])}</span>
      </p>
    </fieldset>
  );
}

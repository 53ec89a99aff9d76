import { useT } from '../../i18n/useT';
import type { StockFilter } from './filters';

const OPTIONS: { value: StockFilter; labelKey: string }[] = [
  { value: 'all', labelKey: 'catalog.all' },
  { value: 'in', labelKey: 'stock.stockIn' },
  { value: 'out', labelKey: 'stock.stockOut' },
];

/** The Stock Status radio group of docs/product.md §2: the `stock` parameter of the filter form. */
export function StockStatusFilter({
  value,
  onChange,
}: {
  value: StockFilter;
  onChange(value: StockFilter): void;
}) {
  const t = useT();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold">{t('catalog.stockStatus')}</legend>
      <div className="space-y-2">
        {OPTIONS.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-3 text-sm">
            <input
              type="radio"
              name="stock"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="radio radio-primary radio-sm"
            />
            {t(option.labelKey)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { useId } from 'react';
import { useT } from '../../i18n/useT';
import { COUNTRIES, type BillingField } from './billingFields';

/** One labelled billing field; required ones show an asterisk and aria-required, nothing more. */
export function BillingFieldInput({ field }: { field: BillingField }) {
  const t = useT();
  const id = useId();
  const common = {
    id,
    name: field.name,
    autoComplete: field.autoComplete,
    'aria-required': field.required || undefined,
  };
  return (
    <div className={field.half ? 'sm:col-span-1' : 'sm:col-span-2'}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {t(field.labelKey)}
        {field.required && (
          <span aria-hidden="true" className="ml-0.5 text-error">
            *
          </span>
        )}
      </label>
      {field.kind === 'country' ? (
        <select {...common} defaultValue={COUNTRIES[0]} className="select w-full">
          {COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {t(`country.${country}`)}
            </option>
          ))}
        </select>
      ) : field.kind === 'notes' ? (
        <textarea
          {...common}
          rows={4}
          placeholder={field.placeholderKey && t(field.placeholderKey)}
          className="textarea w-full"
        />
      ) : (
        <input {...common} type={field.kind} className="input w-full" />
      )}
    </div>
  );
}

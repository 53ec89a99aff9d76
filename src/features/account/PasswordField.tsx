import { useId, useState, type ComponentProps } from 'react';
import { useT } from '../../i18n/useT';
import { useHydrated } from '../../lib/useHydrated';
import { EyeIcon } from './icons';

type Props = Omit<ComponentProps<'input'>, 'type'> & { label?: string; error?: string };

/** A password input with a show/hide toggle (docs/product.md §4, password visibility). */
export function PasswordField({ label, error, ...input }: Props) {
  const t = useT();
  const id = useId();
  const [shown, setShown] = useState(false);
  // Before the app runs a tap could not show the password: the toggle waits for React, as the submit does.
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label ?? t('field.password')}
      </label>
      <div className={`input w-full pr-1 ${error ? 'input-error' : ''}`}>
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className="grow"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square"
          aria-label={shown ? t('field.hidePassword') : t('field.showPassword')}
          disabled={!hydrated}
          onClick={() => setShown((value) => !value)}
        >
          <EyeIcon crossed={shown} />
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

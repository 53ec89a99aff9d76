import { useId, useState } from 'react';
import { usePreferences } from '../../preferences/PreferencesProvider';
import type { Currency } from '../../lib/price';
import { MoonIcon, SunIcon } from './icons';

const SELECT = 'select select-ghost select-xs w-auto min-w-0 font-medium';

/** Language is offered (spec section 2) but the app has one set of texts, so it is not stored. */
export function LanguageSelect() {
  const id = useId();
  const [language, setLanguage] = useState('en');
  return (
    <span className="flex items-center">
      <label htmlFor={id} className="sr-only">Language</label>
      <select id={id} className={SELECT} value={language} onChange={(e) => setLanguage(e.target.value)}>
        <option value="en">English</option>
        <option value="bn">Bengali</option>
      </select>
    </span>
  );
}

export function CurrencySelect() {
  const id = useId();
  const { currency, setCurrency } = usePreferences();
  return (
    <span className="flex items-center">
      <label htmlFor={id} className="sr-only">Currency</label>
      <select id={id} className={SELECT} value={currency} onChange={(e) => setCurrency(e.target.value as Currency)}>
        <option value="USD">USD</option>
        <option value="Tk">Tk</option>
      </select>
    </span>
  );
}

/** Light versus the dark synthwave theme; a labelled switch. */
export function ThemeToggle() {
  const { theme, setTheme } = usePreferences();
  return (
    <label className="flex cursor-pointer items-center gap-1.5">
      <SunIcon />
      <input
        type="checkbox"
        role="switch"
        className="toggle toggle-xs"
        aria-label="Dark theme"
        checked={theme === 'synthwave'}
        onChange={(e) => setTheme(e.target.checked ? 'synthwave' : 'light')}
      />
      <MoonIcon />
    </label>
  );
}

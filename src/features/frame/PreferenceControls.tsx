import { useId } from 'react';
import { LANGUAGES, type Language } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { useHydrated } from '../../lib/useHydrated';
import type { Currency } from '../../lib/price';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { MoonIcon, SunIcon } from './icons';

// Each language named in itself (Bengali also in English, as the spec lists it), so a
// shopper finds theirs whatever is showing; currency codes are the same everywhere.
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা (Bengali)' };
const CURRENCIES: readonly Currency[] = ['USD', 'Tk'];

const SELECT = 'select select-ghost select-xs w-auto min-w-0 font-medium';

/** Each language is named in itself, so a shopper finds theirs whatever is showing. */
export function LanguageSelect() {
  const id = useId();
  const t = useT();
  const { language, setLanguage } = usePreferences();
  return (
    <span className="flex items-center">
      <label htmlFor={id} className="sr-only">{t('pref.language')}</label>
      <select id={id} className={SELECT} value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}

export function CurrencySelect() {
  const id = useId();
  const t = useT();
  const { currency, setCurrency } = usePreferences();
  return (
    <span className="flex items-center">
      <label htmlFor={id} className="sr-only">{t('pref.currency')}</label>
      <select id={id} className={SELECT} value={currency} onChange={(e) => setCurrency(e.target.value as Currency)}>
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </span>
  );
}

/** Light versus the dark synthwave theme; a labelled switch. */
export function ThemeToggle() {
  const t = useT();
  const { theme, setTheme } = usePreferences();
  // The prerendered HTML is in the light theme's state; the stored theme's colours are already
  // applied (index.html), the switch follows once the page is hydrated.
  const hydrated = useHydrated();
  return (
    <label className="flex cursor-pointer items-center gap-1.5">
      <SunIcon />
      <input
        type="checkbox"
        role="switch"
        className="toggle toggle-xs"
        aria-label={t('pref.darkTheme')}
        checked={hydrated && theme === 'synthwave'}
        onChange={(e) => setTheme(e.target.checked ? 'synthwave' : 'light')}
      />
      <MoonIcon />
    </label>
  );
}

import { I18nProvider } from '@lingui/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { activateLanguage, i18n, type Language } from '../i18n/i18n';
import { formatPrice, type Currency } from '../lib/price';
import { rememberVariant } from './pageVariant';
import { stored, save } from './storage';

export type Theme = 'light' | 'synthwave';

interface Preferences {
  theme: Theme;
  setTheme(theme: Theme): void;
  currency: Currency;
  setCurrency(currency: Currency): void;
  language: Language;
  setLanguage(language: Language): void;
  /** Formats a dollar amount in the chosen currency and language. */
  price(usd: number): string;
}

const PreferencesContext = createContext<Preferences | null>(null);

/** Theme, currency and language, kept across reloads (main.tsx activates the language before rendering). */
export function PreferencesProvider({
  children,
  currency: builtCurrency,
}: {
  children: ReactNode;
  currency?: Currency;
}) {
  const [theme, setThemeState] = useState<Theme>(() => stored('theme', ['light', 'synthwave'], 'light'));
  // `currency`: the build's variant (src/app/prerender.tsx).
  const [currency, setCurrencyState] = useState<Currency>(
    () => builtCurrency ?? stored('currency', ['USD', 'Tk'], 'USD'),
  );
  const [language, setLanguageState] = useState<Language>(() => i18n.locale as Language);

  useEffect(() => {
    // index.html applied the stored theme; rewriting the same value restyles the whole page.
    if (document.documentElement.dataset.theme !== theme) document.documentElement.dataset.theme = theme;
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    save('theme', next);
    setThemeState(next);
  }, []);
  // Each choice also tells the host which built variant to send next time.
  const setCurrency = useCallback(
    (next: Currency) => {
      save('currency', next);
      rememberVariant({ language, currency: next });
      setCurrencyState(next);
    },
    [language],
  );
  const setLanguage = useCallback(
    (next: Language) => {
      save('language', next);
      rememberVariant({ language: next, currency });
      void activateLanguage(next).then(() => setLanguageState(next));
    },
    [currency],
  );
  const price = useCallback((usd: number) => formatPrice(usd, currency, language), [currency, language]);

  const value = useMemo(
    () => ({ theme, setTheme, currency, setCurrency, language, setLanguage, price }),
    [theme, setTheme, currency, setCurrency, language, setLanguage, price],
  );
  return (
    <I18nProvider i18n={i18n}>
      <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>
    </I18nProvider>
  );
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences must be used inside <PreferencesProvider>');
  return value;
}

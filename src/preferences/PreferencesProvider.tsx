import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { formatPrice, type Currency } from '../lib/price';

export type Theme = 'light' | 'synthwave';

interface Preferences {
  theme: Theme;
  setTheme(theme: Theme): void;
  currency: Currency;
  setCurrency(currency: Currency): void;
  /** Formats a dollar amount in the chosen currency. */
  price(usd: number): string;
}

const PreferencesContext = createContext<Preferences | null>(null);

function stored<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  try {
    const value = localStorage.getItem(key);
    return allowed.includes(value as T) ? (value as T) : fallback;
  } catch {
    return fallback; // storage can be unavailable (private mode); defaults are fine
  }
}

function save(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* not persisted, still applied */
  }
}

/** Theme and currency: chosen in the utility bar, kept across reloads. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(() => stored('theme', ['light', 'synthwave'], 'light'));
  const [currency, setCurrencyState] = useState<Currency>(() => stored('currency', ['USD', 'Tk'], 'USD'));

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    save('theme', next);
    setThemeState(next);
  }, []);
  const setCurrency = useCallback((next: Currency) => {
    save('currency', next);
    setCurrencyState(next);
  }, []);
  const price = useCallback((usd: number) => formatPrice(usd, currency), [currency]);

  const value = useMemo(
    () => ({ theme, setTheme, currency, setCurrency, price }),
    [theme, setTheme, currency, setCurrency, price],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences must be used inside <PreferencesProvider>');
  return value;
}

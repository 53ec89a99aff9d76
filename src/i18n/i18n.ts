import { i18n } from '@lingui/core';
import { messages as english } from './locales/en.po';

export type Language = 'en' | 'bn';
export const LANGUAGES: readonly Language[] = ['en', 'bn'];

// English ships with the first page; Bengali is its own chunk, fetched only when chosen.
i18n.loadAndActivate({ locale: 'en', messages: english });

/** The catalog of each language but English, its own chunk (the build preloads it for its pages). */
export const LANGUAGE_CATALOGS = { bn: () => import('./locales/bn.po') } as const;

let bengaliLoaded = false;

async function load(language: Language) {
  if (language !== 'bn' || bengaliLoaded) return;
  const { messages } = await LANGUAGE_CATALOGS.bn();
  i18n.load('bn', messages);
  bengaliLoaded = true;
}

/** Loads the language's catalog if needed, then switches every text and `<html lang>`. */
export async function activateLanguage(language: Language): Promise<void> {
  await load(language);
  i18n.activate(language);
  // Written only when it changes: even the same value makes the browser restyle every element
  // a `:lang()` rule could match, as the app starts.
  // (No document when the build renders a page's Bengali variant.)
  if (typeof document !== 'undefined' && document.documentElement.lang !== language)
    document.documentElement.lang = language;
}

/** A stored choice wins; otherwise a browser whose first language is Bengali opens in Bengali. */
export function preferredLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (stored === 'en' || stored === 'bn') return stored;
  return browserLanguages[0]?.toLowerCase().startsWith('bn') ? 'bn' : 'en';
}

/**
 * Translates outside React (alerts, toasts, errors) in the active language.
 * Components use `useT()` so that they re-render when the language changes.
 */
export function t(key: string, values?: Record<string, unknown>): string {
  return i18n._(key, values);
}

export { i18n };

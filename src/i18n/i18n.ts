import { i18n, type Messages } from '@lingui/core';
import { messages as english } from './locales/en.po';

export type Language = 'en' | 'bn';
export const LANGUAGES: readonly Language[] = ['en', 'bn'];

// English ships with the first page; Bengali is its own chunk, fetched only when chosen.
i18n.loadAndActivate({ locale: 'en', messages: english });

/** The catalog of each language but English, its own chunk (the build preloads it for its pages). */
export const LANGUAGE_CATALOGS = { bn: () => import('./locales/bn.po') } as const;

type CatalogLoader = () => Promise<{ messages: Messages }>;
/** A catalog a feature loads itself (addCatalog), by language. */
export type FeatureCatalog = Readonly<Record<Language, CatalogLoader>>;

/** What a language loads before it shows: the app's catalog, then features' (addCatalog). */
const catalogs: Partial<Record<Language, CatalogLoader>>[] = [LANGUAGE_CATALOGS];
/** Each part, loaded once and merged into its language. */
const loading = new Map<CatalogLoader, Promise<void>>();
/** The language last asked for: a catalog added while it loads goes into it too. */
let switchingTo: Language = 'en';

function loadPart(catalog: (typeof catalogs)[number], language: Language): Promise<void> | undefined {
  const part = catalog[language];
  if (part && !loading.has(part))
    loading.set(
      part,
      part().then(
        ({ messages }) => i18n.load(language, messages),
        (error: unknown) => {
          loading.delete(part); // asked for again next time
          throw error;
        },
      ),
    );
  return part && loading.get(part);
}

async function load(language: Language) {
  // Until every catalog is in, as a feature may add one meanwhile; a feature's failure costs only its texts.
  let count: number;
  do {
    count = catalogs.length;
    await Promise.all(
      catalogs.map((catalog, index) =>
        index === 0 ? loadPart(catalog, language) : loadPart(catalog, language)?.catch(console.warn),
      ),
    );
  } while (count !== catalogs.length);
}

/**
 * A feature's own catalog (src/i18n/workspace.ts), loaded into the active language and any activated
 * later, so its texts never show as ids. Resolves once the active (and switching-to) language has it.
 */
export async function addCatalog(catalog: FeatureCatalog): Promise<void> {
  if (!catalogs.includes(catalog)) catalogs.push(catalog);
  await Promise.all(
    [...new Set([i18n.locale as Language, switchingTo])].map((language) => loadPart(catalog, language)),
  );
}

/** Loads the language's catalog if needed, then switches every text and `<html lang>`. */
export async function activateLanguage(language: Language): Promise<void> {
  switchingTo = language;
  await load(language);
  i18n.activate(language);
  // Only when it changes: even the same value restyles every `:lang()` match. No document in the build.
  if (typeof document !== 'undefined' && document.documentElement.lang !== language)
    document.documentElement.lang = language;
}

/** A stored choice wins; otherwise a browser whose first language is Bengali opens in Bengali. */
export function preferredLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (stored === 'en' || stored === 'bn') return stored;
  return browserLanguages[0]?.toLowerCase().startsWith('bn') ? 'bn' : 'en';
}

/** Translates outside React (alerts, errors); components use `useT()` to re-render on a change. */
export function t(key: string, values?: Record<string, unknown>): string {
  return i18n._(key, values);
}

export { i18n };

import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGES, type Language } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { useEarlyInput } from '../../lib/useEarlyInput';
import { useHydrated } from '../../lib/useHydrated';
import type { Currency } from '../../lib/price';
import { CHOICE_PARAMS, withChoice } from '../../preferences/pageVariant';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { isPlainClick } from '../../lib/plainClick';
import { ChevronDownIcon, MoonIcon, SunIcon } from '../../components/icons';
import { usePopover } from '../../components/usePopover';

// Each language named in itself (Bengali also in English, as docs/product.md lists it).
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা (Bengali)' };
/** On the button, the language in force in itself alone. */
const SHORT_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };
const CURRENCIES: readonly Currency[] = ['USD', 'Tk'];

const CHOICE = 'btn btn-ghost btn-xs h-7 min-h-7 px-2 font-medium';
const CHOSEN = 'btn-active pointer-events-none';

/** A link to this page in one choice (`?lang=bn`, `?cur=Tk`), marked when it is the one in force. */
function ChoiceLink<T extends string>({
  param,
  value,
  chosen,
  choose,
  className,
  children,
  lang,
}: {
  param: string;
  value: T;
  chosen: boolean;
  choose: (value: T) => void;
  className: string;
  children: ReactNode;
  lang?: string;
}) {
  const hydrated = useHydrated();
  // The page's own query (a filter) stays in the link once the app knows it; the HTML has none.
  const { search } = useLocation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    choose(value);
  };
  return (
    <a
      href={withChoice(hydrated ? search : '', param, value)}
      hrefLang={lang}
      lang={lang}
      aria-current={chosen ? 'true' : undefined}
      className={className}
      onClick={follow}
    >
      {children}
    </a>
  );
}

/**
 * The language: a popover of links that work before the app's scripts (index.html keeps the choice).
 * A closed popover does not draw the Bengali name, so an English page fetches no Bengali font.
 */
export function LanguageChoice() {
  const t = useT();
  const { language, setLanguage } = usePreferences();
  const { id, ref, onToggle, hide, expanded } = usePopover<HTMLDivElement>();
  const choose = (next: Language) => {
    hide();
    setLanguage(next);
  };
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        className={`${CHOICE} gap-1 [anchor-name:--language-menu]`}
        aria-label={t('pref.languageIs', { language: LANGUAGE_NAMES[language] })}
        aria-expanded={expanded}
      >
        <span lang={language}>{SHORT_NAMES[language]}</span>
        <ChevronDownIcon />
      </button>
      {/* The popover itself has no display class: daisyUI's menu would show it while closed. */}
      <div
        id={id}
        ref={ref}
        popover="auto"
        onToggle={onToggle}
        className="inset-auto m-0 mt-1 w-44 rounded-box border border-base-300 bg-base-100 p-1 text-base-content shadow-lg [position-anchor:--language-menu] [position-area:bottom_span-right]"
      >
        <ul aria-label={t('pref.language')} className="menu menu-sm w-full p-0">
          {LANGUAGES.map((code) => (
            <li key={code}>
              <ChoiceLink
                param={CHOICE_PARAMS.language}
                value={code}
                chosen={code === language}
                choose={choose}
                lang={code}
                className={code === language ? 'menu-active' : ''}
              >
                {LANGUAGE_NAMES[code]}
              </ChoiceLink>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** The currency: both codes side by side, one tap each, the one in force marked. */
export function CurrencyChoice() {
  const t = useT();
  const { currency, setCurrency } = usePreferences();
  return (
    <div role="group" aria-label={t('pref.currency')} className="join">
      {CURRENCIES.map((code) => (
        <ChoiceLink
          key={code}
          param={CHOICE_PARAMS.currency}
          value={code}
          chosen={code === currency}
          choose={setCurrency}
          className={`${CHOICE} join-item ${code === currency ? CHOSEN : ''}`}
        >
          {code}
        </ChoiceLink>
      ))}
    </div>
  );
}

/**
 * Light versus dark synthwave: daisyUI's theme-controller switches by CSS alone, before the app runs.
 * index.html ticks it for a stored synthwave; a switch flipped before the app ran is kept.
 */
export function ThemeToggle() {
  const t = useT();
  const { theme, setTheme } = usePreferences();
  const toggle = useEarlyInput<HTMLInputElement>(([box]) => setTheme(box!.checked ? 'synthwave' : 'light'));
  return (
    <label className="flex cursor-pointer items-center gap-1.5">
      <SunIcon />
      <input
        ref={toggle}
        type="checkbox"
        role="switch"
        value="synthwave"
        className="toggle toggle-xs theme-controller"
        aria-label={t('pref.darkTheme')}
        // React adopts the stored theme, so a switch flipped before the app ran reads as changed.
        checked={theme === 'synthwave'}
        onChange={(e) => setTheme(e.target.checked ? 'synthwave' : 'light')}
      />
      <MoonIcon />
    </label>
  );
}

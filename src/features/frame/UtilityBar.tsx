import { Fragment } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/useT';
import { TruckIcon } from '../../components/icons';
import { CONTAINER } from './layout';
import { CurrencyChoice, LanguageChoice, ThemeToggle } from './PreferenceControls';
import { UTILITY_LINKS } from './utilityLinks';

/** Links, delivery hours and the language/currency/theme controls (docs/product.md §2). */
export function UtilityBar() {
  const t = useT();
  return (
    <div className="border-b border-base-300 bg-base-200 text-xs text-base-content/80">
      <div className={`${CONTAINER} flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1`}>
        <nav aria-label={t('frame.accountNav')} className="flex items-center gap-3">
          {UTILITY_LINKS.map((link, index) => (
            <Fragment key={link.to}>
              {index > 0 && (
                <span aria-hidden="true" className="opacity-40">
                  |
                </span>
              )}
              <Link to={link.to} className="link-hover">
                {t(link.labelKey)}
              </Link>
            </Fragment>
          ))}
        </nav>
        {/*
          The controls come before the delivery hours in the HTML, as on a phone's screen, where
          each takes a row of its own. A slow network paints the page half-built: hours painted
          before the controls moved down a row when they arrived, and half the controls fitted
          beside the links, then wrapped when the rest came (decision 025).
        */}
        <div className="flex w-full items-center gap-1 sm:w-auto sm:gap-2 md:order-last">
          <LanguageChoice />
          <CurrencyChoice />
          <ThemeToggle />
        </div>
        <p className="flex w-full items-center justify-center gap-1.5 md:w-auto">
          <TruckIcon className="text-primary" />
          <span>{t('frame.deliveryHours')}</span>
        </p>
      </div>
    </div>
  );
}

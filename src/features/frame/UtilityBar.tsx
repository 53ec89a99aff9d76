import { Link } from 'react-router';
import { useT } from '../../i18n/useT';
import { TruckIcon } from './icons';
import { CONTAINER } from './layout';
import { CurrencySelect, LanguageSelect, ThemeToggle } from './PreferenceControls';

/** Links, delivery hours and the language/currency/theme controls (spec section 2). */
export function UtilityBar() {
  const t = useT();
  return (
    <div className="border-b border-base-300 bg-base-200 text-xs text-base-content/80">
      <div className={`${CONTAINER} flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1`}>
        <nav aria-label={t('frame.accountNav')} className="flex items-center gap-3">
          <Link to="/contact" className="link-hover">{t('frame.aboutUs')}</Link>
          <span aria-hidden="true" className="opacity-40">|</span>
          <Link to="/auth" className="link-hover">{t('frame.myAccount')}</Link>
        </nav>
        <p className="order-last flex w-full items-center justify-center gap-1.5 md:order-none md:w-auto">
          <TruckIcon className="text-primary" />
          <span>{t('frame.deliveryHours')}</span>
        </p>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSelect />
          <CurrencySelect />
          <ThemeToggle />
        </div>
      </div>
    </div>
  );
}

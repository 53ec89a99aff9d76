import { Outlet } from 'react-router';
import { afterPageLoad } from '../../lib/afterPageLoad';
import { FavoriteHeartsProvider } from '../favorites';
import { Header } from './Header';
import { NavigationProgress } from './NavigationProgress';
import { OfflineNotice } from './OfflineNotice';
import { PromoBar } from './PromoBar';
import { Fragment, lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { TruckIcon } from '../../components/icons';
import { useT } from '../../i18n/useT';
import { CONTAINER } from './layout';
import { CurrencyChoice, LanguageChoice, ThemeToggle } from './PreferenceControls';
import { UTILITY_LINKS } from './utilityLinks';

// Below the fold on every page: its code loads once the page has, not with the first screen.
const Footer = lazy(() => afterPageLoad().then(() => import('./Footer')));

/** The page frame of every route except /login and /signUp (docs/product.md §2). */
export default function MainLayout() {
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col bg-base-100">
      <NavigationProgress />
      <PromoBar />
      {/* Links, delivery hours and the language/currency/theme controls (docs/product.md §2). */}
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
          {/* The controls come before the delivery hours in the HTML, as on a phone, so a half-painted
              page does not shift when they arrive (decision 033). */}
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
      <Header />
      {/* The app's skip link (src/components/SkipLink.tsx) moves focus here: tabIndex -1. */}
      <div id="content" tabIndex={-1} className="flex-1 focus:outline-none">
        <FavoriteHeartsProvider>
          <Outlet />
        </FavoriteHeartsProvider>
      </div>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <OfflineNotice />
    </div>
  );
}

import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useT } from '../../i18n/useT';
import { afterPageLoad } from '../../lib/afterPageLoad';
import { FavoriteHeartsProvider } from '../favorites';
import { Header } from './Header';
import { NavigationProgress } from './NavigationProgress';
import { PromoBar } from './PromoBar';
import { UtilityBar } from './UtilityBar';

// Below the fold on every page: its code loads once the page has, not with the first screen.
const Footer = lazy(() => afterPageLoad().then(() => import('./Footer')));

/** The page frame of every route except /login and /signUp (spec section 2). */
export default function MainLayout() {
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col bg-base-100">
      {/* First stop for keyboard users: past the promo, utility bar and header menus. */}
      <a
        href="#content"
        className="btn btn-primary btn-sm sr-only z-50 focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
      >
        {t('frame.skipToContent')}
      </a>
      <NavigationProgress />
      <PromoBar />
      <UtilityBar />
      <Header />
      {/* tabIndex -1: the skip link moves focus here, not only the scroll position. */}
      <div id="content" tabIndex={-1} className="flex-1 focus:outline-none">
        <FavoriteHeartsProvider>
          <Outlet />
        </FavoriteHeartsProvider>
      </div>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}

import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { afterPageLoad } from '../../lib/afterPageLoad';
import { FavoriteHeartsProvider } from '../favorites';
import { Header } from './Header';
import { NavigationProgress } from './NavigationProgress';
import { PromoBar } from './PromoBar';
import { UtilityBar } from './UtilityBar';

// Below the fold on every page: its code loads once the page has, not with the first screen.
const Footer = lazy(() => afterPageLoad().then(() => import('./Footer')));

/** The page frame of every route except /login and /signUp (docs/product.md §2). */
export default function MainLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-base-100">
      <NavigationProgress />
      <PromoBar />
      <UtilityBar />
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
    </div>
  );
}

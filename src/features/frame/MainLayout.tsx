import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import { PromoBar } from './PromoBar';
import { UtilityBar } from './UtilityBar';

/** The page frame of every route except /login and /signUp (spec section 2). */
export default function MainLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-base-100">
      <PromoBar />
      <UtilityBar />
      <Header />
      <div className="flex-1">
        <Outlet />
      </div>
      <Footer />
    </div>
  );
}

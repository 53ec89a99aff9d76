/**
 * Which lazy modules are which route, mirroring src/app/routes.tsx (the
 * modules are fixed there). A lazy module missing here is still measured,
 * under its file name with the deferred budget, so nothing escapes a budget.
 * MainLayout and HomePage are static imports today (part of the entry); they
 * stay listed in case they become lazy again.
 */
export const ROUTE_MODULES: Record<string, string> = {
  'src/features/frame/MainLayout.tsx': 'frame (MainLayout)',
  'src/features/home/HomePage.tsx': '/',
  'src/features/catalog/ProductFilterPage.tsx': '/productFilter',
  'src/features/product/route.tsx': '/detail/:id',
  'src/features/checkout/CheckoutPage.tsx': '/Checkout',
  'src/features/account/LoginPage.tsx': '/login',
  'src/features/account/SignUpPage.tsx': '/signUp',
  'src/features/dashboard/DashboardLayout.tsx': '/auth (dashboard)',
  'src/features/dashboard/ProfilePanel.tsx': '/auth (profile panel)',
  'src/features/dashboard/OrdersPanel.tsx': '/auth/orderDetails',
  'src/features/dashboard/WishlistPanel.tsx': '/auth/wishlists',
  'src/features/dashboard/DashboardNotFound.tsx': '/auth/*',
  'src/features/pages/BlogPage.tsx': '/blog',
  'src/features/pages/ContactPage.tsx': '/contact',
  'src/features/pages/TrendingPage.tsx': '/trending',
  'src/features/pages/ProfilePage.tsx': '/profile',
  'src/features/pages/SettingsPage.tsx': '/settings',
  'src/features/pages/NotFoundPage.tsx': '* (not found)',
};

/**
 * Were the home route's modules lazy (`lazy: () => import(...)`), the data
 * router would still resolve every lazy route that matches `/` before it
 * renders anything. So the JS downloaded before the home page first renders
 * is the entry plus these two route modules (when they are chunks of their
 * own), each with its static imports.
 */
export const HOME_ROUTE_MODULES = ['src/features/frame/MainLayout.tsx', 'src/features/home/HomePage.tsx'];

/** A readable name for any lazy module. */
export function routeLabel(key: string): string {
  return ROUTE_MODULES[key] ?? key.replace(/^.*\//, '');
}

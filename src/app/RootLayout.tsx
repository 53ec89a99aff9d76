import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

/**
 * Every route: React Router's scroll restoration (filter-only links say `preventScrollReset`,
 * features/catalog). It renders nothing here: its script is for framework-mode SSR only.
 */
export function RootLayout() {
  return (
    <>
      <ScrollBeforeStart />
      <Outlet />
      {/* After the page: its layout effects (a window virtualizer's scroll, features/catalog) run first. */}
      <ScrollRestoration />
      <KeepScrollFromBeforeStart />
    </>
  );
}

/** Where the visitor had scrolled the build's HTML before the app started. */
let scrolledBeforeStart = 0;

function ScrollBeforeStart() {
  useLayoutEffect(() => {
    scrolledBeforeStart = window.scrollY;
  }, []);
  return null;
}

/**
 * ScrollRestoration sends the first page to the top as the app starts; a visitor who scrolled the
 * build's HTML stays there. A saved position still wins: the router applies it in the next render.
 */
function KeepScrollFromBeforeStart() {
  useLayoutEffect(() => {
    if (scrolledBeforeStart > 0 && window.scrollY === 0) window.scrollTo(0, scrolledBeforeStart);
  }, []);
  return null;
}

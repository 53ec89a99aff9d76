import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

/**
 * Every route, /login and /signUp included: React Router's scroll restoration. A new page opens
 * at its top (or at the element its URL's #hash names); back and forward return to where the
 * visitor was on that entry, kept in sessionStorage across reloads. Links that only change the
 * page's own filters say `preventScrollReset` (features/catalog). It renders nothing in the
 * browser or the build's HTML: its script is for framework-mode server rendering only.
 */
export function RootLayout() {
  return (
    <>
      <ScrollBeforeStart />
      <Outlet />
      {/* After the page: its own layout effects run first (a window virtualizer sets the window's
        scroll when it mounts, features/catalog), then the position this entry restores. */}
      <ScrollRestoration />
      <KeepScrollFromBeforeStart />
    </>
  );
}

/** Where the visitor had scrolled the build's HTML before the app started (0 for most). */
let scrolledBeforeStart = 0;

function ScrollBeforeStart() {
  useLayoutEffect(() => {
    scrolledBeforeStart = window.scrollY;
  }, []);
  return null;
}

/**
 * The first page has no history entry to restore, so ScrollRestoration sends it to the top when
 * the app starts. The build's HTML has been on screen since long before that (seconds on a
 * phone), and a visitor who scrolled it stays where they are. A reload's or a history entry's
 * saved position still wins: the router applies it in the render after this one.
 */
function KeepScrollFromBeforeStart() {
  useLayoutEffect(() => {
    if (scrolledBeforeStart > 0 && window.scrollY === 0) window.scrollTo(0, scrolledBeforeStart);
  }, []);
  return null;
}

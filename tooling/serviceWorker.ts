/**
 * The hosted builds' service worker, src/sw.ts (docs/decisions/049-the-returning-shopper.md), built by
 * vite-plugin-pwa with the list of what it keeps on the device: every script and style, and the shell.
 * Not in the static demo, whose scope is MSW's worker's (decision 034), nor outside a build.
 */
import { VitePWA } from 'vite-plugin-pwa';

export function hostedServiceWorker({ disable }: { disable: boolean }) {
  return VitePWA({
    disable,
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    // The app registers it once the page has loaded (src/app/serviceWorker.ts); index.html is left as it is.
    injectRegister: false,
    manifest: false,
    // After the prerender step has written the shell.
    integration: { closeBundleOrder: 'post' },
    injectManifest: {
      globPatterns: ['assets/*.{js,css}', 'app-shell.html'],
      // Named by their hash: the URL is the revision.
      dontCacheBustURLsMatching: /^assets\//,
      rollupFormat: 'iife',
    },
  });
}

/**
 * size-limit budgets (gzip per file) for dist/, from Vite's manifest: "initial JS for /" (the entry and its
 * static imports), and each lazy module with the static imports it adds (a default without a budget).
 */
import { readFileSync } from 'node:fs';

// KiB, though size-limit prints decimal kB.
const INITIAL = '138.5 KiB';
const DEFERRED_DEFAULT = '40 KiB';
/** Route screens, by their module in src/app/routes.tsx. */
const ROUTE_DEFAULT = '15 KiB';
const LIMITS = {
  'src/features/catalog/ProductFilterPage.tsx': '25 KiB',
  'src/features/product/route.tsx': '20 KiB',
  'src/features/account/SignUpPage.tsx': '30 KiB',
  'src/features/dashboard/WishlistPanel.tsx': '20 KiB',
  'src/contract/product.ts': '15 KiB',
  'src/contract/category.ts': '15 KiB',
};
const isRoute = (key) => /(Page|Layout|Panel|NotFound|route)\.tsx$/.test(key);

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));

/** The chunks plus everything they import statically (fetched before they run). */
function closure(starts) {
  const seen = new Set();
  const pending = [...starts];
  while (pending.length > 0) {
    const key = pending.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  return seen;
}
const jsFiles = (keys) =>
  [...new Set([...keys].map((key) => manifest[key].file))]
    .filter((f) => f.endsWith('.js'))
    .map((f) => `dist/${f}`);

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
// Were the frame or the home page lazy, the router would still load both before `/` renders.
const home = ['src/features/frame/MainLayout.tsx', 'src/features/home/HomePage.tsx'].filter(
  (k) => k in manifest,
);
const initial = closure([entry, ...home]);
const lazy = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && !key.startsWith('_'))
  .sort();

export default [
  { name: 'initial JS for /', path: jsFiles(initial), limit: INITIAL, gzip: true },
  ...lazy.map((key) => ({
    name: key.replace(/^node_modules\//, ''),
    path: jsFiles([...closure([key])].filter((k) => !initial.has(k))),
    limit: LIMITS[key] ?? (isRoute(key) ? ROUTE_DEFAULT : DEFERRED_DEFAULT),
    gzip: true,
  })),
];

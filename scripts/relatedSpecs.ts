/**
 * The end-to-end specs a change can break, for `npm run check:change`: a changed spec runs, so does
 * every spec importing a changed e2e file, and each app file's journeys by the longest prefix below
 * (scripts/relatedSpecs.test.ts keeps every folder of src/ in it, and every spec named real).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const storefront = (name: string) => `e2e/storefront/${name}.spec.ts`;
const accounts = (name: string) => `e2e/accounts/${name}.spec.ts`;
const msw = (name: string) => `e2e/msw/${name}.spec.ts`;
const demo = (name: string) => `e2e/demo/${name}.spec.ts`;

/** Path prefix → the journeys through it. Shared code gets the few that cross most of it. */
export const RELATED_SPECS: Record<string, readonly string[]> = {
  'index.html': [storefront('early-taps'), storefront('prerender')],
  'src/main.tsx': [storefront('early-taps'), storefront('prerender'), demo('firstVisit')],
  'src/index.css': [storefront('prerender'), storefront('frame')],
  'src/app/': [storefront('prerender'), storefront('early-taps')],
  'src/api/': [msw('error-states'), msw('faults'), storefront('catalog')],
  'src/api/inPageBackend.ts': [demo('journeys')],
  'src/auth/': [accounts('login'), accounts('sign-in-state'), accounts('protected')],
  'src/components/': [storefront('frame'), accounts('favorites')],
  'src/contract/': [msw('malformed-items'), msw('hostile-items'), accounts('favorites')],
  'src/i18n/': [storefront('language-currency')],
  'src/lib/': [storefront('early-taps'), storefront('catalog')],
  'src/preferences/': [storefront('language-currency')],
  'src/features/account/': [accounts('login'), accounts('signup'), accounts('sign-in-state')],
  'src/features/catalog/': [storefront('catalog'), storefront('price-filter'), storefront('early-taps')],
  'src/features/checkout/': [storefront('checkout')],
  'src/features/dashboard/': [accounts('dashboard')],
  'src/features/favorites/': [accounts('favorites'), storefront('early-taps')],
  'src/features/frame/': [storefront('frame'), storefront('early-taps')],
  'src/features/home/': [storefront('home')],
  'src/features/pages/': [storefront('prerender')],
  'src/features/preview-banner/': ['e2e/workspace/smoke.spec.ts', demo('journeys')],
  'src/features/product/': [accounts('protected'), storefront('catalog')],
  'src/features/scenario/': ['e2e/workspace/scenarios.spec.ts', msw('scenarios')],
  'mocks/': [msw('error-states'), msw('scenarios'), 'e2e/workspace/scenarios.spec.ts'],
  'mocks/browser.ts': [demo('journeys'), demo('tabs')],
  'fixtures/': [storefront('catalog'), storefront('home')],
  'tooling/prerender.ts': [storefront('prerender')],
};

/** The specs `e2e/` files import, read from their import lines, transitively. */
function specsImporting(changed: ReadonlySet<string>, e2eFiles: readonly string[]): string[] {
  const imports = new Map(
    e2eFiles.map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)].map(([, path]) => {
        const target = normalize(join(dirname(file), path!));
        return /\.\w+$/.test(target) ? target : `${target}.ts`;
      }),
    ]),
  );
  const reaches = (file: string, seen = new Set<string>()): boolean =>
    changed.has(file) ||
    (!seen.has(file) && (seen.add(file), (imports.get(file) ?? []).some((f) => reaches(f, seen))));
  return e2eFiles.filter((file) => file.endsWith('.spec.ts') && reaches(file));
}

/** The specs related to `files` (repository paths), sorted; `e2eFiles`: every file under e2e/. */
export function relatedSpecs(files: readonly string[], e2eFiles: readonly string[]): string[] {
  const specs = new Set(specsImporting(new Set(files), e2eFiles));
  for (const file of files) {
    const prefix = Object.keys(RELATED_SPECS)
      .filter((p) => file.startsWith(p))
      .sort((a, b) => b.length - a.length)[0];
    for (const spec of prefix ? RELATED_SPECS[prefix]! : []) specs.add(spec);
  }
  return [...specs].sort();
}

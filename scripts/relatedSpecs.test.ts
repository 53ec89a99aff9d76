import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RELATED_SPECS, relatedSpecs } from './relatedSpecs';

const tracked = (dir: string) =>
  execFileSync('git', ['ls-files', dir], { encoding: 'utf8' }).split('\n').filter(Boolean);
const e2eFiles = tracked('e2e');

describe('npm run check:change: the end-to-end specs of a change', () => {
  it('names only specs that exist', () => {
    const missing = Object.values(RELATED_SPECS)
      .flat()
      .filter((spec) => !existsSync(spec));
    expect(missing, 'scripts/relatedSpecs.ts names specs that are gone').toEqual([]);
  });

  it('has journeys for every folder of src/ and src/features/', () => {
    const folders = [
      ...readdirSync('src', { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== 'features' && entry.name !== 'test')
        .map((entry) => `src/${entry.name}/`),
      ...readdirSync('src/features').map((name) => `src/features/${name}/`),
    ];
    const without = folders.filter((folder) => relatedSpecs([`${folder}x.ts`], e2eFiles).length === 0);
    expect(without, 'add these folders to RELATED_SPECS in scripts/relatedSpecs.ts').toEqual([]);
  });

  it("runs a changed spec, the specs importing a changed helper, and an app file's journeys", () => {
    expect(relatedSpecs(['e2e/storefront/home.spec.ts'], e2eFiles)).toEqual(['e2e/storefront/home.spec.ts']);
    expect(relatedSpecs(['e2e/support/holdScripts.ts'], e2eFiles)).toEqual([
      'e2e/demo/journeys.spec.ts',
      'e2e/storefront/early-taps.spec.ts',
    ]);
    expect(relatedSpecs(['src/features/checkout/CheckoutPage.tsx'], e2eFiles)).toEqual([
      'e2e/storefront/checkout.spec.ts',
    ]);
    expect(relatedSpecs(['docs/product.md'], e2eFiles)).toEqual([]);
  });
});

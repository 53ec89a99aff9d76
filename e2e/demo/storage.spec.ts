import { ayeshasFavorites, fixtures } from '../accounts/helpers';
import { ayesha } from '../support/fixtures';
import { expect, heartOf, signIn, test, wishlistButton } from './fixtures';

/**
 * A browser that does not keep the demo's data (mocks/demoStorage.ts, docs/decisions/034): a write
 * it refuses fails as any failed write, and the banner says why; stored data this build cannot read
 * never blanks the shop.
 */

const banner = (page: import('@playwright/test').Page) =>
  page.getByRole('complementary', { name: 'Preview backend status' });

test('a storage that refuses writes: the heart switches back, the failure is plain, and the banner says why', async ({
  page,
}) => {
  // As a full storage answers (QuotaExceededError), for the demo's own entries only.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.startsWith('storefront-demo'))
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  const mine = new Set(ayeshasFavorites().map((f) => f._id));
  const product = fixtures.products.find((p) => !mine.has(p._id))!;
  const neighbour = fixtures.products.find((p) => p.category === product.category && p._id !== product._id)!;
  // Signing in changes only sign-in times: it works in a browser that keeps nothing.
  await signIn(page, ayesha);
  await expect(banner(page).getByRole('status')).toHaveText('This browser will not keep your demo changes.');

  await page.goto(`detail/${neighbour._id}`);
  await heartOf(page, product.name).click();
  await expect(page.getByRole('heading', { name: 'Your wishlist was not changed' })).toBeVisible();
  await expect(
    page.getByText("Our shop isn't answering right now. Please try again in a few minutes."),
  ).toBeVisible();
  await expect(heartOf(page, product.name)).toHaveAttribute('aria-pressed', 'false');
});

test('stored data this build cannot read is set aside: the shop opens, and the banner says so once', async ({
  page,
}) => {
  // A newer build's entry, written before this page's first load only.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('storefront-demo-db', JSON.stringify({ version: 2, favorites: {} }));
    localStorage.setItem('storefront-demo-auth', '{"version": 1, "users": [');
  });
  await page.goto('productFilter');
  await expect(page.getByText(`Showing all ${fixtures.products.length} Catagory`)).toBeVisible();
  await expect(banner(page).getByRole('status')).toHaveText(
    'Your earlier demo changes could not be read, so they were set aside.',
  );
  // Signed in on the next page load: the fixtures' wishlist, and nothing more to say.
  await signIn(page, ayesha);
  await expect(wishlistButton(page)).toHaveAccessibleName(`Wishlist, ${ayeshasFavorites().length} items`);
  await expect(banner(page).getByRole('status')).toHaveText(
    'A demo: the shop runs in your browser, and what you do stays in it.',
  );
});

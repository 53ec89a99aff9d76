import type { Page } from '@playwright/test';
import { closeWelcome, demoAccounts, expect, signInThroughForm, stub, test } from '../support/fixtures';
import { urls } from '../support/ports';
import {
  accountMenu,
  ayeshasFavorites,
  fixtures,
  newShopper,
  productOutsideAyeshasWishlist,
  signInAsAyesha,
  uniqueEmail,
} from './helpers';

// includeHidden: an open error dialog marks the page aria-hidden, and the heart must still be checked.
const heartOf = (page: Page, name: string) =>
  page.getByRole('button', { name: `Add ${name} to wishlist`, includeHidden: true });
const wishlistButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Wishlist(, \d+ items?)?$/ });

test('favoriting and unfavoriting show in the dropdown, the dashboard and the stub', async ({ page }) => {
  const product = productOutsideAyeshasWishlist();
  const before = ayeshasFavorites().length;
  const me = await signInAsAyesha(page);
  await expect(wishlistButton(page)).toHaveAccessibleName(`Wishlist, ${before} items`);

  // Favorite from the product detail page's related products.
  const neighbour = fixtures.products.find((p) => p.category === product.category && p._id !== product._id)!;
  await page.goto(`/detail/${neighbour._id}`);
  const heart = heartOf(page, product.name);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('success add', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await stub.favorites(me.email)).some((f) => f._id === product._id))
    .toBe(true);

  await expect(wishlistButton(page)).toHaveAccessibleName(`Wishlist, ${before + 1} items`);
  await wishlistButton(page).click();
  const dropdown = page.getByRole('region', { name: 'Wishlist' });
  await expect(dropdown.getByRole('link', { name: new RegExp(escape(product.name)) })).toHaveAttribute(
    'href',
    `/detail/${product._id}`,
  );

  // Unfavorite from the dashboard's wishlist.
  await page.goto('/auth/wishlists');
  await expect(page.getByRole('heading', { name: `My Wishlist (${before + 1})` })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: `Add ${product.name} to wishlist` })
    .click();
  await expect(page.getByText('deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `My Wishlist (${before})` })).toBeVisible();
  await expect
    .poll(async () => (await stub.favorites(me.email)).some((f) => f._id === product._id))
    .toBe(false);
  await expect(wishlistButton(page)).toHaveAccessibleName(`Wishlist, ${before} items`);
});

test('a failed favorite switches the heart back and says why', async ({ page }) => {
  const product = productOutsideAyeshasWishlist();
  await signInAsAyesha(page);
  await page.route('**/favorites', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { error: 'The wishlist service is down' } })
      : route.fallback(),
  );
  const neighbour = fixtures.products.find((p) => p.category === product.category && p._id !== product._id)!;
  await page.goto(`/detail/${neighbour._id}`);
  const heart = heartOf(page, product.name);
  await heart.click();
  await expect(page.getByRole('heading', { name: 'Your wishlist was not changed' })).toBeVisible();
  await expect(page.getByText(/The wishlist service is down/)).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('a heart tapped signed out is in the wishlist once the visitor has signed in and is back', async ({
  page,
}) => {
  const product = productOutsideAyeshasWishlist();
  const before = ayeshasFavorites().length;
  const me = await newShopper();
  await page.goto('/productFilter');
  await heartOf(page, product.name).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughForm(page, me);
  await closeWelcome(page);
  await expect(page).toHaveURL(/\/productFilter$/);
  await expect(heartOf(page, product.name)).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistButton(page)).toHaveAccessibleName(`Wishlist, ${before + 1} items`);
  await expect
    .poll(async () => (await stub.favorites(me.email)).filter((f) => f._id === product._id).length)
    .toBe(1);

  // Done once: the page forgot it, so a reload adds nothing, and removing it stays removed.
  await heartOf(page, product.name).click();
  await expect(wishlistButton(page)).toHaveAccessibleName(`Wishlist, ${before} items`);
  await page.reload();
  await expect(accountMenu(page)).toBeVisible();
  await expect(heartOf(page, product.name)).toHaveAttribute('aria-pressed', 'false');
  await expect(wishlistButton(page)).toHaveAccessibleName(`Wishlist, ${before} items`);
  expect((await stub.favorites(me.email)).some((f) => f._id === product._id)).toBe(false);
});

test('a heart tapped signed out is in the new wishlist of a visitor who signs up instead', async ({
  page,
}) => {
  const product = fixtures.products.find((p) => p.quantity > 0)!;
  const visitor = { name: 'Tania Akter', email: uniqueEmail('tania'), password: 'Tania1234' };
  await page.goto('/productFilter?stock=in');
  await heartOf(page, product.name).click();
  await page.getByRole('link', { name: 'Create a New Account' }).click();
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Name').fill(visitor.name);
  await form.getByLabel('Email').fill(visitor.email);
  await form.getByLabel('Password', { exact: true }).fill(visitor.password);
  await form.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/productFilter\?stock=in$/);
  await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${visitor.name}`);
  await expect(heartOf(page, product.name)).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistButton(page)).toHaveAccessibleName('Wishlist, 1 item');
  await expect
    .poll(async () => (await stub.favorites(visitor.email)).map((f) => f._id))
    .toEqual([product._id]);
});

test("signed in as Ayesha, the page cannot read or change Rahim's wishlist; her own still shows", async ({
  page,
}) => {
  const rahim = demoAccounts.find((account) => account.email.startsWith('rahim@'))!;
  const rahimsBefore = (await stub.favorites(rahim.email)).map((f) => f._id).sort();
  expect(rahimsBefore.length).toBeGreaterThan(0);
  // The app's own wishlist call, as the page sends it: Ayesha's ID token in its Authorization header.
  const ownCall = page.waitForRequest(
    (request) => request.url().startsWith(`${urls.stub}/favorites?`) && request.method() === 'GET',
  );
  await signInAsAyesha(page);
  const authorization = (await ownCall).headers().authorization ?? '';
  expect(authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\./);
  await expect(wishlistButton(page)).toHaveAccessibleName(`Wishlist, ${ayeshasFavorites().length} items`);

  // From the page's own origin, with the page's token (CORS lets the app's origin send it).
  const statuses = await page.evaluate(
    async ({ api, authorization, rahim, product }) => {
      const email = encodeURIComponent(rahim);
      const call = async (path: string, init: RequestInit = {}, withToken = true) => {
        const headers = new Headers(init.headers);
        if (withToken) headers.set('authorization', authorization);
        const response = await fetch(`${api}${path}`, { ...init, headers });
        return {
          status: response.status,
          error: ((await response.json()) as { error?: string }).error ?? '',
        };
      };
      const json = { 'content-type': 'application/json' };
      const add = { method: 'POST', headers: json, body: JSON.stringify({ ...product, email: rahim }) };
      return {
        read: await call(`/favorites?email=${email}`),
        add: await call('/favorites', add),
        remove: await call(`/favorites/${encodeURIComponent(product._id)}?email=${email}`, {
          method: 'DELETE',
        }),
        readWithoutToken: await call(`/favorites?email=${email}`, {}, false),
        addWithoutToken: await call('/favorites', add, false),
        // The stub's own dump of every wishlist: a side door no page may use (mocks/stub/cors.ts).
        dump: await call('/db', {}, false),
      };
    },
    {
      api: urls.stub,
      authorization,
      rahim: rahim.email,
      // One of Rahim's own favorites: the delete would remove it if the backend let it.
      product: fixtures.favorites.find((f) => f.email === rahim.email)!,
    },
  );
  expect(statuses).toEqual({
    read: { status: 403, error: expect.stringContaining('are not yours') },
    add: { status: 403, error: expect.stringContaining('are not yours') },
    remove: { status: 403, error: expect.stringContaining('are not yours') },
    readWithoutToken: { status: 401, error: expect.stringContaining('Sign in first') },
    addWithoutToken: { status: 401, error: expect.stringContaining('Sign in first') },
    dump: { status: 403, error: expect.stringContaining('never a web page') },
  });
  expect((await stub.favorites(rahim.email)).map((f) => f._id).sort()).toEqual(rahimsBefore);

  // Ayesha's own wishlist still shows, from the same token.
  await page.goto('/auth/wishlists');
  await expect(
    page.getByRole('heading', { name: `My Wishlist (${ayeshasFavorites().length})` }),
  ).toBeVisible();
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

import { ayeshasFavorites, fixtures, productOutsideAyeshasWishlist } from '../accounts/helpers';
import { ayesha, closeWelcome, signInThroughForm } from '../support/fixtures';
import { holdScripts } from '../support/holdScripts';
import { accountMenu, expect, heartOf, signIn, signOut, test, wishlistButton } from './fixtures';
import { chooseCurrency, chooseLanguage } from '../support/preferences';

/**
 * The storefront journeys against dist-demo/ on a plain static server: the MSW worker in the page
 * answers the product backend and the Auth emulator (docs/decisions/034-a-static-demo.md).
 * Paths are relative to the project's baseURL (page.goto('login'), never '/login'): the same
 * journeys run at the root (`demo`) and at /storefront/ (`demo-subpath`, playwright.demo.config.ts).
 */

const products = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Products', exact: true });

test('@smoke browse the home page and filter the catalog by category', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Category Products' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Preview backend status' })).toContainText('A demo:');

  await page.goto('productFilter');
  await expect(page.getByText(`Showing all ${fixtures.products.length} Catagory`)).toBeVisible();
  const bakery = fixtures.products.filter((p) => p.category === 'Bakery');
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: /^Bakery/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bakery' })).toBeVisible();
  await expect(page.getByText(`Showing all ${bakery.length} Catagory`)).toBeVisible();
  await expect(products(page).getByRole('article')).toHaveCount(bakery.length);
});

test('@smoke sign in, favorite a product, see it in the dashboard wishlist after a reload, sign out', async ({
  page,
}) => {
  const product = productOutsideAyeshasWishlist();
  const before = ayeshasFavorites().length;
  await signIn(page, ayesha);
  await expect(wishlistButton(page)).toHaveAccessibleName(`Wishlist, ${before} items`);

  const neighbour = fixtures.products.find((p) => p.category === product.category && p._id !== product._id)!;
  await page.goto(`detail/${neighbour._id}`);
  await heartOf(page, product.name).click();
  await expect(heartOf(page, product.name)).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistButton(page)).toHaveAccessibleName(`Wishlist, ${before + 1} items`);

  // The visitor's favorite and session are kept in their browser: a deep link after a reload finds both.
  await page.goto('auth/wishlists');
  await page.reload();
  await expect(page.getByRole('heading', { name: `My Wishlist (${before + 1})` })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: product.name })).toBeVisible();

  await signOut(page);
});

test('@smoke sign up a new account, which survives a reload and signs in again, in another tab too', async ({
  page,
}) => {
  const visitor = { name: 'Nusrat Jahan', email: 'nusrat@freshbazar.test', password: 'Nusrat123' };
  await page.goto('signUp');
  const form = page.getByRole('form', { name: 'Create an account' });
  await expect(form.getByRole('note')).toHaveText(
    'This is a demo: your account is kept in this browser. Do not use a real password here.',
  );
  await form.getByLabel('Name').fill(visitor.name);
  await form.getByLabel('Email').fill(visitor.email);
  await form.getByLabel('Password', { exact: true }).fill(visitor.password);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Successfully Signed Up' })).toBeVisible();
  await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${visitor.name}`);

  // What the browser keeps is a salted hash, never the password as typed (decision 040).
  const kept = await page.evaluate(() => Object.values(localStorage).join('\n'));
  expect(kept).toContain('pbkdf2-sha256$');
  expect(kept).not.toContain(visitor.password);

  await page.reload();
  await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${visitor.name}`);
  await signOut(page);
  await signIn(page, visitor);
  await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${visitor.name}`);
  await signOut(page);
  // Another tab of the same browser checks the password against the same stored hash.
  const second = await page.context().newPage();
  await signIn(second, visitor);
  await expect(accountMenu(second)).toHaveAccessibleName(`Account menu for ${visitor.name}`);
});

test('@smoke a ?scenario=empty link empties the catalog, and Bengali with taka works', async ({ page }) => {
  await page.goto('productFilter?scenario=empty');
  await expect(page.getByRole('complementary', { name: 'Scenario' }).getByRole('status')).toContainText(
    'empty',
  );
  await expect(page.getByText('Showing all 0 Catagory')).toBeVisible();

  // A new load without the query: the scenario lasted for that visit; the catalog is back.
  await page.goto('productFilter');
  // The products come from the running app: the prerendered selects are not listening before it.
  await expect(page.getByText(`Showing all ${fixtures.products.length} Catagory`)).toBeVisible();
  await chooseLanguage(page, 'bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await chooseCurrency(page, 'Tk');
  const firstCard = page.getByRole('region', { name: 'পণ্য' }).getByRole('article').first();
  await expect(firstCard).toContainText(/৳[০-৯,]+\.[০-৯]{2}/);
});

test('on a 360 px phone a refused ?scenario= link says so in the bar’s one line, covering nothing, the whole reason in its panel', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('./?scenario=no-such-scenario');
  const bar = page.getByRole('complementary', { name: 'Scenario' });
  const refusal = bar.getByRole('alert');
  await expect(refusal).toContainText('The backend did not switch to no-such-scenario:');
  // The bar stays in the room the page keeps for its line (2rem): the frame below is uncovered.
  const room = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize) * 2);
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(room);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await bar.getByRole('button', { name: 'Scenarios' }).click();
  const panel = page.getByRole('region', { name: 'Backend scenarios' });
  await expect(panel).toContainText('The backend did not switch to no-such-scenario:');
});

test('@smoke on a 360 px phone the demo banner shows its whole explanation on a tap', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('./');
  const banner = page.getByRole('complementary', { name: 'Preview backend status' });
  const sentence = banner.getByRole('status');
  await expect(sentence).toHaveText('A demo: the shop runs in your browser, and what you do stays in it.');
  // One line until asked: the page below does not move when the banner's answer comes.
  expect(await sentence.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  const whatIsReal = banner.getByText(/^Works for real:/);
  await expect(whatIsReal).toBeHidden();

  await sentence.click();
  await expect(whatIsReal).toBeVisible();
  await expect(whatIsReal).toContainText(
    "Mock-ups, as the shop's specification has them: the checkout, the orders",
  );
  // Whole, wrapped within the screen: nothing cut, nothing sideways.
  expect(await sentence.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the prerendered page is painted before the scripts run, and hydrated in place', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('productFilter');
  // The HTML alone: the page's heading is there with no script at all.
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await page.unroute('**/*.js');
  // The heading as the HTML has it, before the app runs (module scripts run before this event,
  // and the app awaits its router and language before React touches the page).
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as { parsedHeading?: Element | null }).parsedHeading = document.querySelector('#root h1');
    }),
  );
  await page.goto('productFilter');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/productFilter');
  await expect(page.getByText(`Showing all ${fixtures.products.length} Catagory`)).toBeVisible();
  // Hydrated, React adopted that element; rendered again (as at a sub-path whose base the
  // hydration check missed), it would be a new one.
  const adopted = await page.evaluate(() => {
    const parsed = (window as { parsedHeading?: Element | null }).parsedHeading;
    return !!parsed && parsed === document.querySelector('#root h1');
  });
  expect(adopted, 'the prerendered heading is the one on screen').toBe(true);
});

test('a deep link to a product loads from the static host 404 page', async ({ page }) => {
  const product = fixtures.products[0]!;
  const response = await page.goto(`detail/${product._id}`);
  expect(response?.status()).toBe(404);
  // Signed out, the detail page sends the visitor to sign in first, then back to the product.
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, ayesha);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
});

test('@smoke "Reset demo data" asks first, forgets the visitor favorites and sign-ups, signs out and says so', async ({
  page,
}) => {
  const product = productOutsideAyeshasWishlist();
  const before = ayeshasFavorites().length;
  await signIn(page, ayesha);
  const neighbour = fixtures.products.find((p) => p.category === product.category && p._id !== product._id)!;
  await page.goto(`detail/${neighbour._id}`);
  await heartOf(page, product.name).click();
  await expect(wishlistButton(page)).toHaveAccessibleName(`Wishlist, ${before + 1} items`);

  // One tap only asks; Cancel leaves everything as it was. Back at the top, the visitor taps at once,
  // while the favorite's toast still shows over the banner: the tap goes through it. (A tap where the
  // button is, not Playwright's click, which would wait for the toast to go.)
  const resetButton = page.getByRole('button', { name: 'Reset demo data' });
  const question = page.getByRole('dialog', { name: 'Reset the demo data?' });
  const toast = page.getByRole('alert').filter({ hasText: 'success add' });
  await expect(toast).toBeVisible();
  await page.keyboard.press('Home');
  await expect(page.getByRole('banner'), 'back at the top, the header is in the flow').toHaveCSS(
    'position',
    'relative',
  );
  const reset = (await resetButton.boundingBox())!;
  await expect(toast).toBeVisible();
  await page.mouse.click(reset.x + reset.width / 2, reset.y + reset.height / 2);
  await expect(question).toContainText('You will be signed out');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(wishlistButton(page)).toHaveAccessibleName(`Wishlist, ${before + 1} items`);

  // The reset signs out, resets the worker's data, then reloads the page: wait for that load, or
  // the next page.goto races the reload (net::ERR_ABORTED, seen once in 14).
  await resetButton.click();
  const reloaded = page.waitForEvent('load');
  await question.getByRole('button', { name: 'Reset', exact: true }).click();
  await reloaded;
  await expect(page.getByText('The demo data was reset.')).toBeVisible();
  // Signed out on a signed-in route, the page may have gone to /login before the reload: home
  // shows the header either way.
  await page.goto('./');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await signIn(page, ayesha);
  await expect(wishlistButton(page)).toHaveAccessibleName(`Wishlist, ${before} items`);
});

test('@smoke what was typed into /login before the app ran is kept, though the mock worker reloads the page as it starts', async ({
  page,
  context,
}) => {
  // A page the registered worker does not control (a hard reload here, while another tab keeps the
  // worker registered; a quick navigation, after a reset say) is reloaded by MSW as it starts
  // (src/main.tsx). The visitor typed before the scripts ran.
  await page.goto('login');
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const other = await context.newPage();
  await other.goto('./');
  await expect.poll(() => other.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const release = await holdScripts(context);
  const hardReloaded = page.waitForEvent('framenavigated');
  await (await context.newCDPSession(page)).send('Page.reload', { ignoreCache: true });
  await hardReloaded;
  const form = page.getByRole('form', { name: 'Account login' });
  await form.getByLabel(/email/i).fill(ayesha.email);
  await form.getByLabel(/^password/i).fill(ayesha.password);
  await release();
  // The page the worker controls, once MSW has reloaded it.
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  await expect(form.getByLabel(/email/i)).toHaveValue(ayesha.email);
  await expect(form.getByLabel(/^password/i)).toHaveValue(ayesha.password);
  await form.getByRole('button', { name: /^login$/i }).click();
  await closeWelcome(page);
  await expect(accountMenu(page)).toBeVisible();
});

test('@smoke the mock worker gone between two pages is no uncaught error, and the page still works', async ({
  page,
}) => {
  // The race of a quick full navigation (issue 46), made certain: the page before does not tell
  // its worker that it closed (so the registration outlives it), and the next page's MSW finds the
  // registration, which is then unregistered before MSW updates it in the background.
  await page.addInitScript(() => {
    const post = ServiceWorker.prototype.postMessage;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: Parameters<typeof post>) {
      if (args[0] !== 'CLIENT_CLOSED') post.apply(this, args);
    } as typeof post;
    const list = navigator.serviceWorker.getRegistrations.bind(navigator.serviceWorker);
    navigator.serviceWorker.getRegistrations = async () => {
      const found = await list();
      await Promise.all(found.map((registration) => registration.unregister()));
      return found;
    };
    // What went unhandled on this page (the app may handle it later): a listener that leaves it be.
    const seen: string[] = ((window as { rejections?: string[] }).rejections = []);
    window.addEventListener('unhandledrejection', (event) =>
      seen.push(String((event.reason as Error)?.message)),
    );
  });
  await page.goto('blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  await page.goto('productFilter');
  await expect(page.getByText(`Showing all ${fixtures.products.length} Catagory`)).toBeVisible();
  const rejections = await page.evaluate(() => (window as { rejections?: string[] }).rejections ?? []);
  expect(rejections, 'the background update failed, as in the race').toEqual([
    expect.stringMatching(/^Failed to update a ServiceWorker .*mockServiceWorker\.js'\): Not found$/),
  ]);
});

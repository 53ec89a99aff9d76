import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { accountMenu, signInAsAyesha } from './helpers';

/**
 * Issue 46 item 2 (decision 037): a full load never paints the wrong sign-in state. Until
 * Firebase has said who is there, the header's account area shows the placeholder the visitor's
 * hint points to (localStorage `account`, read by index.html's inline script), never Login and
 * SignUp to someone signed in.
 */

/**
 * Runs in the page before its HTML is parsed: after every change of the document (each part of
 * the HTML as it is parsed, <html data-account>, each React commit) and every frame, it notes
 * a Login or SignUp link that is visible in a header.
 */
function watchSignedOutLinks() {
  const seen: string[] = [];
  const check = () => {
    for (const link of document.querySelectorAll('header a')) {
      const text = link.textContent?.trim();
      if (
        (text === 'Login' || text === 'SignUp') &&
        link.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      )
        seen.push(`${text} on ${location.pathname}`);
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    characterData: true,
  });
  const everyFrame = () => {
    check();
    requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
  Object.assign(window, { signedOutLinksSeen: seen });
}

const signedOutLinksSeen = (page: Page) =>
  page.evaluate(() => [
    ...new Set((window as unknown as { signedOutLinksSeen: string[] }).signedOutLinksSeen),
  ]);

const accountHint = (page: Page) => page.evaluate(() => localStorage.getItem('account'));

const PAGES = ['/', '/productFilter', '/auth/wishlists'];

test('a signed-in visitor never sees Login or SignUp on a full load of /, /productFilter and /auth/wishlists', async ({
  page,
  context,
}) => {
  await signInAsAyesha(page);
  expect(await accountHint(page)).toBe('in');
  await context.addInitScript(watchSignedOutLinks);
  for (const path of PAGES) {
    await page.goto(path);
    await expect(accountMenu(page)).toBeVisible();
    expect(await signedOutLinksSeen(page)).toEqual([]);
  }
});

test('nor without a hint, as on the first load after signing in elsewhere: the neutral placeholder', async ({
  page,
  context,
}) => {
  await signInAsAyesha(page);
  await context.addInitScript(watchSignedOutLinks);
  for (const path of PAGES) {
    await page.evaluate(() => localStorage.removeItem('account'));
    await page.goto(path);
    await expect(accountMenu(page)).toBeVisible();
    expect(await signedOutLinksSeen(page)).toEqual([]);
    expect(await accountHint(page)).toBe('in'); // written again once Firebase said so
  }
});

test('before the scripts, a signed-in hint shows the signed-in placeholder, and a signed-out one real links', async ({
  page,
  context,
}) => {
  await signInAsAyesha(page);
  await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const banner = page.getByRole('banner');
  await page.goto('/productFilter', { waitUntil: 'commit' });
  await expect(page.locator('header .account-guess-in')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Login' })).toBeHidden();

  await page.evaluate(() => localStorage.setItem('account', 'out'));
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('header .account-guess-in')).toBeHidden();
  await expect(banner.getByRole('link', { name: 'SignUp' })).toBeVisible();
  // A real link: it works before the app does.
  await banner.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-out visitor gets Login and SignUp once Firebase has said so, and the hint for next time', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'SignUp' })).toBeVisible();
  expect(await accountHint(page)).toBe('out');
  await page.goto('/productFilter');
  await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
});

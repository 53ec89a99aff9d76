import type { Page } from '@playwright/test';
import { ayesha, expect, test } from '../support/fixtures';
import { urls } from '../support/ports';
import { expectVisibleFocus, tabTo } from './keyboard';

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });

test.describe('keyboard', () => {
  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await page.goto('/');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeAttached(); // the lazy layout has rendered
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expectVisibleFocus(skip);
    await page.keyboard.press('Enter');
    await expect(page.locator('#content')).toBeFocused();
  });

  test('the header controls are reachable with Tab and show focus', async ({ page }) => {
    await page.goto('/');
    // A first visit: Login comes once Firebase has said nobody is signed in (decision 037).
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    const controls = [
      page.getByRole('switch', { name: 'Dark theme' }),
      mainNav(page).getByRole('button', { name: 'Categories' }),
      header(page).getByRole('button', { name: 'Search', exact: true }),
      header(page).getByRole('link', { name: 'Login' }),
    ];
    // In document order, so one pass of Tab presses visits them all.
    for (const control of controls) {
      await tabTo(page, control);
      await expectVisibleFocus(control);
    }
  });

  test('Enter and Space open and close the search toggle', async ({ page }) => {
    await page.goto('/');
    const toggle = header(page).getByRole('button', { name: 'Search', exact: true });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeFocused();

    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeHidden();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('Enter and Space operate the Categories dropdown, and its links', async ({ page }) => {
    await page.goto('/');
    const categories = mainNav(page).getByRole('button', { name: 'Categories' });
    await tabTo(page, categories);
    await page.keyboard.press('Enter');
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(categories).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(categories).toHaveAttribute('aria-expanded', 'true');

    const meat = mainNav(page).getByRole('link', { name: 'Meat & Seafood' });
    await tabTo(page, meat);
    await expectVisibleFocus(meat);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/productFilter\?category=Meat%20%26%20Seafood$/);
  });

  test('the login form can be filled and submitted with the keyboard only', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByLabel(/email/i);
    await tabTo(page, email);
    await expectVisibleFocus(email);
    await page.keyboard.type(ayesha.email);

    const password = page.getByLabel(/^password/i);
    await tabTo(page, password);
    await expectVisibleFocus(password);
    await page.keyboard.type(ayesha.password);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(`${urls.app}/`);
    await expect(header(page).getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  });
});

import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { Db } from '../../mocks/db';
import { ayesha, closeWelcome, signInThroughForm } from '../support/fixtures';
import { urls } from '../support/ports';

/** The fixtures the stub starts from (it is reset before every test). */
export const fixtures = JSON.parse(
  readFileSync(new URL('../../fixtures/db.json', import.meta.url), 'utf8'),
) as Db;

export const ayeshasFavorites = () => fixtures.favorites.filter((f) => f.email === ayesha.email);

/** A product Ayesha has not favorited in the fixtures. */
export function productOutsideAyeshasWishlist() {
  const mine = new Set(ayeshasFavorites().map((f) => f._id));
  return fixtures.products.find((p) => !mine.has(p._id))!;
}

/** Signs Ayesha in from /login and waits until she is home. */
export async function signInAsAyesha(page: Page) {
  await page.goto('/login');
  await signInThroughForm(page, ayesha);
  await closeWelcome(page);
  await expect(page).toHaveURL(`${urls.app}/`);
  await expect(accountMenu(page)).toBeVisible();
}

export const accountMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Account menu for/ });

/** The user records the stub holds (json-server's read-only dump). */
export async function stubUsers(): Promise<Db['users']> {
  const response = await fetch(`${urls.stub}/db`);
  return ((await response.json()) as Db).users;
}

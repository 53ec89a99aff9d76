import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { DemoAccount } from '../../fixtures/demo-accounts';
import type { Db } from '../../mocks/db';
import { authEmulator, ayesha, signInAtHome, stub } from '../support/fixtures';
import { urls } from '../support/ports';

/** The fixtures the stub starts from. */
export const fixtures = JSON.parse(
  readFileSync(new URL('../../fixtures/db.json', import.meta.url), 'utf8'),
) as Db;

export const ayeshasFavorites = () => fixtures.favorites.filter((f) => f.email === ayesha.email);

/** A product Ayesha has not favorited in the fixtures. */
export function productOutsideAyeshasWishlist() {
  const mine = new Set(ayeshasFavorites().map((f) => f._id));
  return fixtures.products.find((p) => !mine.has(p._id))!;
}

/** An email no other test uses, for a test that signs up or has a user of its own. */
export const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@freshbazar.test`;

/** A user of the test's own (so wishlist tests run side by side): Ayesha and her favorites, a new email. */
export async function newShopper(stubUrl = urls.stub): Promise<DemoAccount> {
  const account = { ...ayesha, email: uniqueEmail('ayesha') };
  const { idToken } = await authEmulator.createAccount(account);
  for (const favorite of ayeshasFavorites()) {
    await stub.addFavorite({ ...favorite, email: account.email }, idToken, stubUrl);
  }
  return account;
}

/** Signs a new shopper like Ayesha in from /login, waits until she is home, and answers her account. */
export async function signInAsAyesha(page: Page, stubUrl?: string): Promise<DemoAccount> {
  const account = await newShopper(stubUrl);
  await signInAtHome(page, account);
  return account;
}

export { accountMenu } from '../support/fixtures';

/** The user records the stub holds (json-server's read-only dump). */
export async function stubUsers(): Promise<Db['users']> {
  const response = await fetch(`${urls.stub}/db`);
  return ((await response.json()) as Db).users;
}

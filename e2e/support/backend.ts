import { ProductSchema, type FavoriteWire, type Product } from '../../src/contract';
import { createAccount, wipeAccounts } from '../../emulators/authEmulator';
import { urls } from './ports';

/** The stub this run started: reset it and read what the app stored. */
export const stub = {
  async reset() {
    const response = await fetch(`${urls.stub}/__stub/reset`, { method: 'POST' });
    if (!response.ok) throw new Error(`stub reset failed: HTTP ${response.status}`);
  },
  /** What the stub serves, so expectations follow the fixtures instead of copying numbers. */
  async products(): Promise<Product[]> {
    const response = await fetch(`${urls.stub}/products`);
    return ((await response.json()) as unknown[]).map((item) => ProductSchema.parse(item));
  },
  /** From the stub's read-only dump: GET /favorites answers only its owner's token (mocks/access.ts). */
  async favorites(email: string): Promise<FavoriteWire[]> {
    const response = await fetch(`${urls.stub}/db`);
    const { favorites } = (await response.json()) as { favorites: FavoriteWire[] };
    return favorites.filter((f) => f.email.toLowerCase() === email.toLowerCase());
  },
};

/** The Auth emulator this run started. */
export const authEmulator = {
  wipe: () => wipeAccounts(urls.auth),
  createAccount: (account: { email: string; password: string; displayName?: string }) =>
    createAccount(account, urls.auth),
};

import { ProductSchema, type FavoriteWire, type Product } from '../../src/contract';
import { createAccount } from '../../emulators/authEmulator';
import { urls } from './ports';

/** The stub this run started (or a test's own, at `base`): reset it and read what the app stored. */
export const stub = {
  async reset(base = urls.stub) {
    const response = await fetch(`${base}/__stub/reset`, { method: 'POST' });
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
  /** Adds a favorite as its owner would, with the owner's ID token. */
  async addFavorite(favorite: FavoriteWire, idToken: string, base = urls.stub) {
    const response = await fetch(`${base}/favorites`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(favorite),
    });
    if (!response.ok)
      throw new Error(`add favorite failed: HTTP ${response.status} ${await response.text()}`);
  },
};

type Account = { email: string; password: string; displayName?: string };

/** The Auth emulator this run started. Nothing wipes it: each test that writes has a user of its own. */
export const authEmulator = {
  createAccount: (account: Account) => createAccount(account, urls.auth),
  /** Creates the account unless it is there already (another worker, or another project, made it). */
  async ensureAccount(account: Account) {
    try {
      await createAccount(account, urls.auth);
    } catch (error) {
      if (!String(error).includes('EMAIL_EXISTS')) throw error;
    }
  },
};

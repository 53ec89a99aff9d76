/** The emulator's user record (firebase-tools lib/emulator/auth/state.js), as lookup answers it. */
export interface ProviderUserInfo {
  providerId: string;
  rawId: string;
  federatedId?: string;
  email?: string;
  displayName?: string;
  photoUrl?: string;
  screenName?: string;
}

export interface UserRecord {
  localId: string;
  email?: string;
  emailVerified?: boolean;
  displayName?: string;
  photoUrl?: string;
  salt?: string;
  passwordHash?: string;
  passwordUpdatedAt?: number;
  /** Seconds; tokens issued before it are refused (TOKEN_EXPIRED). */
  validSince?: string;
  createdAt: string;
  lastLoginAt?: string;
  lastRefreshAt?: string;
  providerUserInfo?: ProviderUserInfo[];
}

export const PASSWORD = 'password';
export const ANONYMOUS = 'anonymous';

/** The emulator's email check and canonical form. */
export const isValidEmail = (email: string) => /^[^@]+@[^@]+$/.test(email);
export const canonicalEmail = (email: string) => email.toLowerCase();

export const toUnixSeconds = (ms: number) => Math.floor(ms / 1000);

/** Drops keys whose value is undefined, as the emulator's records never hold them. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Re-derives the `password` provider entry after every change, as the emulator's
 * updateUserByLocalId does: present (mirroring name and photo) while the user has an email and a password.
 */
export function withPasswordProvider(user: UserRecord): UserRecord {
  const others = (user.providerUserInfo ?? []).filter((info) => info.providerId !== PASSWORD);
  if (!(user.email && user.passwordHash)) {
    return compact({ ...user, providerUserInfo: user.providerUserInfo ? others : undefined });
  }
  const entry = compact({
    providerId: PASSWORD,
    email: user.email,
    federatedId: user.email,
    rawId: user.email,
    displayName: user.displayName,
    photoUrl: user.photoUrl,
  });
  const index = (user.providerUserInfo ?? []).findIndex((info) => info.providerId === PASSWORD);
  const providers = [...(user.providerUserInfo ?? [])];
  if (index < 0) providers.push(entry);
  else providers[index] = entry;
  return { ...user, providerUserInfo: providers };
}

/** Adds or replaces the entry of that provider (the emulator's upsertProviders). */
export function upsertProvider(user: UserRecord, info: ProviderUserInfo): UserRecord {
  const providers = [...(user.providerUserInfo ?? [])];
  const index = providers.findIndex((p) => p.providerId === info.providerId);
  if (index < 0) providers.push(compact(info));
  else providers[index] = compact(info);
  return { ...user, providerUserInfo: providers };
}

/** `firebase.identities` of the user's ID token. */
export function identitiesOf(user: UserRecord): Record<string, string[]> {
  const identities: Record<string, string[]> = {};
  if (user.email) identities.email = [user.email];
  for (const info of user.providerUserInfo ?? []) {
    if (info.providerId === PASSWORD || !info.rawId) continue;
    (identities[info.providerId] ??= []).push(info.rawId);
  }
  return identities;
}

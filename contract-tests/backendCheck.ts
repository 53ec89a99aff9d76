/**
 * Who `npm run check:backend` signs in as, and what it writes
 * (docs/contract.md, "Checking a real backend").
 */
import {
  emulatorOrigin,
  emulatorUsers,
  parseCredentials,
  projectUsers,
  type Credentials,
  type TestUser,
  type TestUsers,
} from './testUsers';

/** The name POST /users is checked with: user one's record, the only one the check creates. */
export const CHECK_USER_NAME = 'Storefront contract check (safe to delete)';

/** The two users the check keeps in an Auth emulator: created on the first check, signed in on later ones. */
export const EMULATOR_CHECK_USERS: [Credentials, Credentials] = [
  { email: 'storefront-check-1@example.test', password: 'storefront-check-1' },
  { email: 'storefront-check-2@example.test', password: 'storefront-check-2' },
];

export type CheckUsersSettings =
  | { source: 'emulator'; emulator: string }
  | { source: 'project'; apiKey: string; users: [Credentials, Credentials] };

/** Which users the check signs in as, or the sentence saying what to set. */
export function checkUsersSettings(env: NodeJS.ProcessEnv): CheckUsersSettings | { missing: string } {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  if (emulator) return { source: 'emulator', emulator: emulatorOrigin(emulator) };
  const apiKey = env.CHECK_BACKEND_API_KEY?.trim();
  const one = parseCredentials(env.CHECK_BACKEND_USER_1);
  const two = parseCredentials(env.CHECK_BACKEND_USER_2);
  if (apiKey && one && two) {
    if (one.email.toLowerCase() === two.email.toLowerCase())
      return {
        missing:
          'CHECK_BACKEND_USER_1 and CHECK_BACKEND_USER_2 name the same user; the check needs two different ones.',
      };
    return { source: 'project', apiKey, users: [one, two] };
  }
  const unset = [
    !apiKey && 'CHECK_BACKEND_API_KEY',
    !one && 'CHECK_BACKEND_USER_1',
    !two && 'CHECK_BACKEND_USER_2',
  ].filter(Boolean);
  return {
    missing:
      'The check sends every wishlist call as a signed-in user, so it needs two: set FIREBASE_AUTH_EMULATOR_HOST ' +
      '(e.g. 127.0.0.1:9099) when the backend verifies tokens of an Auth emulator, or, for a real Firebase project, ' +
      `CHECK_BACKEND_API_KEY (its web API key) and CHECK_BACKEND_USER_1 and CHECK_BACKEND_USER_2 (each email:password; ` +
      `not set or not email:password: ${unset.join(', ')}).`,
  };
}

export async function signInCheckUsers(settings: CheckUsersSettings): Promise<TestUsers> {
  return settings.source === 'emulator'
    ? emulatorUsers(settings.emulator, EMULATOR_CHECK_USERS)
    : projectUsers(settings.apiKey, settings.users);
}

/** How the signed-in users ride to the Vitest run (CHECK_BACKEND_SIGNED_IN). */
export const serializeUsers = ({ one, two, source }: TestUsers) => JSON.stringify({ one, two, source });

export function deserializeUsers(text: string): TestUsers {
  const { one, two, source } = JSON.parse(text) as {
    one: TestUser;
    two: TestUser;
    source: TestUsers['source'];
  };
  return { one, two, source, release: async () => undefined };
}

/**
 * Where Firebase Auth lives: the emulator when VITE_AUTH_EMULATOR_URL is set, else the real project
 * (VITE_FIREBASE_*). Read at call time so tests can stub the environment.
 */

/** dev:msw and the demo: sign-in runs in the page (mocks/demoAuth.ts, decision 045). */
export const SAME_ORIGIN_EMULATOR = 'self';
export interface AuthConfig {
  emulatorUrl: string | null;
  apiKey: string;
  authDomain: string;
  projectId: string;
}

type Env = Pick<
  ImportMetaEnv,
  | 'VITE_AUTH_EMULATOR_URL'
  | 'VITE_FIREBASE_API_KEY'
  | 'VITE_FIREBASE_AUTH_DOMAIN'
  | 'VITE_FIREBASE_PROJECT_ID'
>;

export function authConfig(env: Env = import.meta.env, pageOrigin = globalThis.location?.origin): AuthConfig {
  const configured = env.VITE_AUTH_EMULATOR_URL?.trim() || null;
  const emulatorUrl = configured === SAME_ORIGIN_EMULATOR ? (pageOrigin ?? null) : configured;
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim() || 'demo-storefront';
  return {
    emulatorUrl,
    // The emulator accepts any key; a real project must provide its own.
    apiKey: env.VITE_FIREBASE_API_KEY?.trim() || (emulatorUrl ? 'demo-api-key' : ''),
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN?.trim() || `${projectId}.firebaseapp.com`,
    projectId,
  };
}

/** True when Google sign-in must use the emulator's test account picker (no popup offline). */
export function usesAuthEmulator(): boolean {
  return authConfig().emulatorUrl !== null;
}

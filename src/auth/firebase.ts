/** Everything that touches the Firebase SDK, imported after the first render (not in the initial bundle). */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
  onAuthStateChanged,
  signInWithCredential,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { setIdTokenSource } from '../api/idToken';
import type { AuthUser, GoogleTestAccount } from './AuthContext';
import { authConfig } from './config';

let auth: Auth | undefined;

/** One Auth instance per page (hot reloads and StrictMode must not initialise twice). */
function getAuthInstance(): Auth {
  if (auth) return auth;
  const config = authConfig();
  const { apiKey, authDomain, projectId } = config;
  const app = initializeApp({ apiKey, authDomain, projectId });
  // No popupRedirectResolver here: it is only loaded when a real Google popup is used.
  auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, inMemoryPersistence],
  });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  const current = auth;
  // The backend client's bearer token (src/api/backendClient.ts); getIdToken refreshes one about to expire.
  setIdTokenSource(async () => (current.currentUser ? current.currentUser.getIdToken() : null));
  return auth;
}

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL };
}

/** Calls back with the current user (or null) now and on every change; returns the unsubscribe. */
export function watchUser(callback: (user: AuthUser | null) => void): () => void {
  return onAuthStateChanged(getAuthInstance(), (user) => callback(user ? toAuthUser(user) : null));
}

export async function signIn(email: string, password: string): Promise<AuthUser> {
  const { user } = await signInWithEmailAndPassword(getAuthInstance(), email, password);
  return toAuthUser(user);
}

export async function signUp(email: string, password: string): Promise<AuthUser> {
  const { user } = await createUserWithEmailAndPassword(getAuthInstance(), email, password);
  return toAuthUser(user);
}

export async function updateUserProfile(displayName: string, photoURL: string | null): Promise<AuthUser> {
  const user = getAuthInstance().currentUser;
  if (!user) throw new Error('Nobody is signed in, so the profile cannot be updated.');
  // Only send a photo when there is one: the emulator refuses `photoUrl: null`.
  await updateProfile(user, photoURL ? { displayName, photoURL } : { displayName });
  return toAuthUser(user);
}

export function logOut(): Promise<void> {
  return signOut(getAuthInstance());
}

export async function signInWithGoogle(testAccount?: GoogleTestAccount): Promise<AuthUser> {
  const current = getAuthInstance();
  if (authConfig().emulatorUrl) {
    if (!testAccount) throw new Error('Pick a test Google account in the emulator dialog.');
    // The emulator accepts an unsigned id token made of these claims (docs/toolchain.md, decision 004).
    const idToken = JSON.stringify({ ...testAccount, email_verified: true });
    const { user } = await signInWithCredential(current, GoogleAuthProvider.credential(idToken));
    return toAuthUser(user);
  }
  const { googlePopupSignIn } = await import('./googlePopup');
  return toAuthUser(await googlePopupSignIn(current));
}

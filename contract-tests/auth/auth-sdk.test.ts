import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts, demoGoogleAccounts } from '../../fixtures/demo-accounts';
import { authHandlers, createAuthStore } from '../../mocks/auth';

// The unchanged Firebase SDK (what src/auth/firebase.ts calls) against the in-browser handlers:
// every request it makes must be one they answer (onUnhandledRequest: 'error').
const origin = 'http://auth.sdk.test';
const store = createAuthStore();
const server = setupServer(...authHandlers(store));
let app: FirebaseApp;
let auth: Auth;
let sdk: typeof import('firebase/auth');
/** Every call the SDK made: `POST /securetoken.googleapis.com/v1/token application/x-www-form-urlencoded`. */
const calls: string[] = [];
server.events.on('request:start', ({ request }) =>
  calls.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get('content-type')}`),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // After listen: the SDK keeps the `fetch` it finds when it loads, and only the patched one reaches the handlers.
  sdk = await import('firebase/auth');
  const { connectAuthEmulator, initializeAuth, inMemoryPersistence } = sdk;
  app = initializeApp({
    apiKey: 'demo-api-key',
    authDomain: 'demo-storefront.firebaseapp.com',
    projectId: 'demo-storefront',
  });
  auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, origin, { disableWarnings: true });
});
beforeEach(async () => {
  await sdk.signOut(auth);
  await store.reset();
});
afterAll(async () => {
  await deleteApp(app);
  server.close();
});

const [ayesha] = demoAccounts as [(typeof demoAccounts)[number]];

describe('the Firebase Auth SDK against the in-browser handlers', () => {
  it('signs up, updates the profile, refreshes the token and signs out', async () => {
    const { user } = await sdk.createUserWithEmailAndPassword(auth, 'sdk.new@example.test', 'secret1');
    expect(user).toMatchObject({ email: 'sdk.new@example.test', emailVerified: false, isAnonymous: false });
    expect(auth.currentUser?.uid).toBe(user.uid);

    await sdk.updateProfile(user, { displayName: 'SDK Shopper', photoURL: 'https://example.test/me.png' });
    expect(user).toMatchObject({ displayName: 'SDK Shopper', photoURL: 'https://example.test/me.png' });

    const before = await user.getIdTokenResult();
    calls.length = 0;
    const refreshed = await user.getIdTokenResult(true);
    expect(calls).toEqual(['POST /securetoken.googleapis.com/v1/token application/x-www-form-urlencoded']);
    expect(refreshed.token).not.toBe('');
    expect(refreshed.claims).toMatchObject({
      name: 'SDK Shopper',
      picture: 'https://example.test/me.png',
      user_id: user.uid,
    });
    expect(refreshed.signInProvider).toBe('password');
    expect(Date.parse(refreshed.issuedAtTime)).toBeGreaterThanOrEqual(Date.parse(before.issuedAtTime));

    await user.reload();
    expect(user.displayName).toBe('SDK Shopper');

    await sdk.signOut(auth);
    expect(auth.currentUser).toBeNull();
  });

  it('signs a demo account in, with its name', async () => {
    const { user } = await sdk.signInWithEmailAndPassword(auth, ayesha.email, ayesha.password);
    expect(user).toMatchObject({ email: ayesha.email, displayName: ayesha.displayName });
    expect(user.providerData.map((p) => p.providerId)).toEqual(['password']);
  });

  it.each([
    ['a wrong password', ayesha.email, 'not-her-password', 'auth/wrong-password'],
    ['an unknown email', 'nobody@example.test', 'secret1', 'auth/user-not-found'],
  ])('refuses %s with the code the app translates', async (_, email, password, code) => {
    await expect(sdk.signInWithEmailAndPassword(auth, email, password)).rejects.toMatchObject({ code });
  });

  it.each([
    ['an email in use', ayesha.email, 'secret1', 'auth/email-already-in-use'],
    ['a weak password', 'weak@example.test', '123', 'auth/weak-password'],
  ])('refuses a sign-up with %s', async (_, email, password, code) => {
    await expect(sdk.createUserWithEmailAndPassword(auth, email, password)).rejects.toMatchObject({ code });
  });

  it("signs in with the app's emulator Google credential: a new user, then the same one", async () => {
    const [karim] = demoGoogleAccounts as [(typeof demoGoogleAccounts)[number]];
    const credential = () =>
      sdk.GoogleAuthProvider.credential(JSON.stringify({ ...karim, email_verified: true }));
    const first = await sdk.signInWithCredential(auth, credential());
    expect(first.user).toMatchObject({ email: karim.email, displayName: karim.name, emailVerified: true });
    expect(first.user.providerData.map((p) => p.providerId)).toEqual(['google.com']);
    await sdk.signOut(auth);
    const again = await sdk.signInWithCredential(auth, credential());
    expect(again.user.uid).toBe(first.user.uid);
  });
});

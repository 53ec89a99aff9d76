import { testIdToken, type TestTokenUser } from '../../mocks/testTokens';
import { setIdTokenSource } from '../api/idToken';

/**
 * What src/auth/firebase.ts does once a user signs in, for tests with a fake AuthContext: the
 * backend client sends this user's ID token, which the MSW handlers verify (mocks/access.ts).
 * src/test/setup.ts forgets it after each test.
 */
export function sendTokenOf(user: TestTokenUser | null | undefined) {
  setIdTokenSource(user ? async () => testIdToken(user) : undefined);
}

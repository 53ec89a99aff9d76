import { testIdToken, type TestTokenUser } from '../../mocks/testTokens';
import { setIdTokenSource } from '../api/idToken';

/** As src/auth/firebase.ts at sign-in, for a fake AuthContext: calls carry its token (mocks/access.ts). */
export function sendTokenOf(user: TestTokenUser | null | undefined) {
  setIdTokenSource(user ? async () => testIdToken(user) : undefined);
}

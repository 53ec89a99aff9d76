import { signIdToken } from './idTokens';

/** ID tokens for tests, in the Auth emulator's shape, as mocks/idTokens.ts reads them. */
export interface TestTokenUser {
  uid: string;
  email?: string | null;
  email_verified?: boolean;
}

export interface TestTokenOptions {
  projectId?: string;
  /** Seconds since the epoch the token was issued; its lifetime is an hour, as the emulator's. */
  issuedAt?: number;
}

export function testIdToken(
  user: TestTokenUser,
  { projectId = 'demo-storefront', issuedAt }: TestTokenOptions = {},
): string {
  const iat = issuedAt ?? Math.floor(Date.now() / 1000);
  return signIdToken({
    ...(user.email ? { email: user.email, email_verified: user.email_verified ?? false } : {}),
    auth_time: iat,
    user_id: user.uid,
    firebase: { identities: user.email ? { email: [user.email] } : {}, sign_in_provider: 'password' },
    iat,
    exp: iat + 60 * 60,
    aud: projectId,
    iss: `https://securetoken.google.com/${projectId}`,
    sub: user.uid,
  });
}

/** A token that expired an hour ago. */
export const expiredIdToken = (user: TestTokenUser) =>
  testIdToken(user, { issuedAt: Math.floor(Date.now() / 1000) - 2 * 60 * 60 });

/** A token whose payload was changed in transit: no longer base64 JSON. */
export const tamperedIdToken = (user: TestTokenUser) => {
  const [header, payload] = testIdToken(user).split('.');
  return `${header}.${payload!.slice(0, -4)}!@#$.`;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

import { describe, expect, it } from 'vitest';
import { checkUsersSettings } from './backendCheck';
import { claimsOf, expiredEmulatorToken, parseCredentials, unreadableToken, withClaims } from './testUsers';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ email: 'a@example.test', exp: 2e9, iat: 1e9 })}.sig`;

describe('check:backend settings', () => {
  it('takes the emulator when FIREBASE_AUTH_EMULATOR_HOST is set, host:port or a URL', () => {
    expect(checkUsersSettings({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toEqual({
      source: 'emulator',
      emulator: 'http://127.0.0.1:9099',
    });
    expect(checkUsersSettings({ FIREBASE_AUTH_EMULATOR_HOST: 'http://localhost:9099/' })).toMatchObject({
      emulator: 'http://localhost:9099',
    });
  });

  it("takes a real project's key and two users given as email:password (a password may hold colons)", () => {
    expect(
      checkUsersSettings({
        CHECK_BACKEND_API_KEY: 'key',
        CHECK_BACKEND_USER_1: 'one@shop.example:pa:ss',
        CHECK_BACKEND_USER_2: 'two@shop.example:secret',
      }),
    ).toEqual({
      source: 'project',
      apiKey: 'key',
      users: [
        { email: 'one@shop.example', password: 'pa:ss' },
        { email: 'two@shop.example', password: 'secret' },
      ],
    });
  });

  it('names what is missing or wrong in one sentence', () => {
    const missing = checkUsersSettings({
      CHECK_BACKEND_API_KEY: 'key',
      CHECK_BACKEND_USER_1: 'no-password@x.example',
    });
    expect(missing).toEqual({
      missing: expect.stringMatching(/: CHECK_BACKEND_USER_1, CHECK_BACKEND_USER_2\)\.$/),
    });
    expect(
      checkUsersSettings({
        CHECK_BACKEND_API_KEY: 'key',
        CHECK_BACKEND_USER_1: 'same@x.example:a',
        CHECK_BACKEND_USER_2: 'Same@x.example:b',
      }),
    ).toEqual({ missing: expect.stringContaining('name the same user') });
    expect(parseCredentials(':secret')).toBeUndefined();
    expect(parseCredentials('not-an-email:secret')).toBeUndefined();
  });
});

describe('tokens a backend must refuse', () => {
  it('keeps the header and signature of the token it changes', () => {
    const changed = withClaims(token, (claims) => ({ ...claims, email: 'b@example.test' }));
    expect(changed.split('.')[0]).toBe(token.split('.')[0]);
    expect(changed.split('.')[2]).toBe('sig');
    expect(claimsOf(changed)).toEqual({ email: 'b@example.test', exp: 2e9, iat: 1e9 });
  });

  it('makes an emulator token that expired, and one whose claims cannot be read', () => {
    const expired = claimsOf(expiredEmulatorToken(token))!;
    expect(expired.exp as number).toBeLessThan(Date.now() / 1000);
    expect(expired.iat as number).toBeLessThan(expired.exp as number);
    expect(expired.email).toBe('a@example.test');
    expect(claimsOf(unreadableToken(token))).toBeUndefined();
  });
});

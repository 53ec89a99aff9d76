import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, TEST_API_URL } from '../../mocks/node';
import { authorize } from './backendClient';
import { requestJson } from './http';
import { setIdTokenSource } from './idToken';
import { sendTokenOf } from '../test/idToken';

/** What the backend saw of each call: its Authorization header. */
function recordAuthorization(path: string) {
  const seen: (string | null)[] = [];
  server.use(
    http.all(`${TEST_API_URL}/${path}`, ({ request }) => {
      seen.push(request.headers.get('authorization'));
      return HttpResponse.json([]);
    }),
  );
  return seen;
}

describe('the bearer token (one beforeRequest hook)', () => {
  it('sends the signed-in user’s ID token on every backend call, as the source gives it now', async () => {
    const seen = recordAuthorization('*');
    let token = 'first-token';
    setIdTokenSource(async () => token);
    await requestJson('load', 'favorites', { searchParams: { email: 'a@b.test' } });
    // The SDK refreshes a token about to expire: the next call takes the new one.
    token = 'refreshed-token';
    await requestJson('add', 'favorites', { method: 'POST', json: {} });
    await requestJson('load', 'products');
    expect(seen).toEqual(['Bearer first-token', 'Bearer refreshed-token', 'Bearer refreshed-token']);
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const seen = recordAuthorization('users');
    setIdTokenSource(async () => null);
    await requestJson('save', 'users', { method: 'POST', json: {} });
    sendTokenOf(null);
    await requestJson('save', 'users', { method: 'POST', json: {} });
    expect(seen).toEqual([null, null]);
  });

  it('never hands the token to another origin, or to a path beside the configured base', async () => {
    setIdTokenSource(async () => 'secret-token');
    const elsewhere = new Request('https://elsewhere.test/favorites');
    await authorize(elsewhere, 'https://api.example.test/v1');
    expect(elsewhere.headers.get('authorization')).toBeNull();
    const beside = new Request('https://api.example.test/v10/favorites');
    await authorize(beside, 'https://api.example.test/v1');
    expect(beside.headers.get('authorization')).toBeNull();
    const own = new Request('https://api.example.test/v1/favorites');
    await authorize(own, 'https://api.example.test/v1/');
    expect(own.headers.get('authorization')).toBe('Bearer secret-token');
  });
});

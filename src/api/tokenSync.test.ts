import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, TEST_API_URL } from '../../mocks/node';
import { syncToken, tokenSyncPath } from './tokenSync';
import { sendTokenOf } from '../test/idToken';

describe('the token sync (VITE_TOKEN_SYNC_PATH)', () => {
  it('is off unless a path is set', async () => {
    expect(tokenSyncPath({})).toBeNull();
    expect(tokenSyncPath({ VITE_TOKEN_SYNC_PATH: '  ' })).toBeNull();
    expect(tokenSyncPath({ VITE_TOKEN_SYNC_PATH: '/auth/session' })).toBe('auth/session');
    let calls = 0;
    server.use(http.all(`${TEST_API_URL}/*`, () => void (calls += 1)));
    expect(await syncToken('POST', null)).toBe(false);
    expect(calls).toBe(0);
  });

  it('POSTs at sign-in and DELETEs at sign-out, each with the bearer header, to the path set', async () => {
    const seen: string[] = [];
    server.use(
      http.all(`${TEST_API_URL}/auth/session`, ({ request }) => {
        seen.push(`${request.method} ${request.headers.get('authorization')?.slice(0, 7)}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    sendTokenOf({ uid: 'u1', email: 'ayesha@freshbazar.test' });
    expect(await syncToken('POST', 'auth/session')).toBe(true);
    expect(await syncToken('DELETE', 'auth/session')).toBe(true);
    expect(seen).toEqual(['POST Bearer ', 'DELETE Bearer ']);
  });

  it('fails with a sentence when the backend refuses it', async () => {
    server.use(
      http.post(`${TEST_API_URL}/session`, () => HttpResponse.json({ error: 'no' }, { status: 401 })),
    );
    await expect(syncToken('POST', 'session')).rejects.toMatchObject({
      status: 401,
      message: expect.stringContaining('tell the backend you signed in'),
    });
  });
});

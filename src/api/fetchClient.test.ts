import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, TEST_API_URL } from '../../mocks/node';
import { apiUrl, requestJson } from './client';
import { statusError } from './errors';

describe('apiUrl', () => {
  it('puts the path and query under the configured base', () => {
    expect(apiUrl('favorites', { email: 'a+b@x.test' })).toBe(`${TEST_API_URL}/favorites?email=a%2Bb%40x.test`);
  });
});

describe('requestJson', () => {
  it('sends a JSON body with its content type', async () => {
    let seen: { type: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${TEST_API_URL}/echo`, async ({ request }) => {
        seen = { type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ ok: true });
      }),
    );
    expect(await requestJson('echo', 'echo', { method: 'POST', json: { a: 1 } })).toEqual({ ok: true });
    expect(seen).toEqual({ type: 'application/json', body: { a: 1 } });
  });

  it('says so when a 200 answer is not JSON', async () => {
    server.use(http.get(`${TEST_API_URL}/plain`, () => HttpResponse.text('hello')));
    await expect(requestJson('load plain', 'plain')).rejects.toThrow(
      'Could not load plain: the product backend sent an unexpected answer (not JSON).',
    );
  });

  it('uses a status text when the error body is not the contract JSON', async () => {
    server.use(http.get(`${TEST_API_URL}/down`, () => HttpResponse.text('<html>', { status: 503 })));
    await expect(requestJson('load down', 'down')).rejects.toThrow(
      'Could not load down: The server is unavailable (HTTP 503).',
    );
  });
});

describe('statusError', () => {
  it("prefers the backend's own error text", () => {
    expect(statusError('x', 400, { error: 'email is required' }).message).toBe('Could not x: email is required (HTTP 400).');
    expect(statusError('x', 418, { error: '' }).message).toBe('Could not x: Unexpected answer (HTTP 418).');
    expect(statusError('x', 404, 'nope').message).toBe('Could not x: Not found (HTTP 404).');
  });
});

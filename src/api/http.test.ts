import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server, TEST_API_URL } from '../../mocks/node';
import { statusError } from './errors';
import { requestJson } from './http';
import { inPageBackendStartsWith } from './inPageBackend';

describe('requestJson (the ky instance)', () => {
  it('puts the path and search parameters under the configured base', async () => {
    let seen = '';
    server.use(
      http.get(`${TEST_API_URL}/favorites`, ({ request }) => {
        seen = request.url;
        return HttpResponse.json([]);
      }),
    );
    expect(await requestJson('load', 'favorites', { searchParams: { email: 'a+b@x.test' } })).toEqual([]);
    expect(seen).toBe(`${TEST_API_URL}/favorites?email=a%2Bb%40x.test`);
  });

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
    await expect(requestJson('load plain', 'plain')).rejects.toMatchObject({
      kind: 'invalid-response',
      message: `load plain: GET ${TEST_API_URL}/plain → unexpected answer (not JSON)`,
    });
  });

  it('turns an HTTP error into a status error, once: retries are react-query’s', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_API_URL}/down`, () => {
        calls += 1;
        return HttpResponse.text('<html>', { status: 503 });
      }),
    );
    await expect(requestJson('load down', 'down')).rejects.toMatchObject({
      kind: 'status',
      status: 503,
      message: `load down: GET ${TEST_API_URL}/down → HTTP 503`,
      request: { method: 'GET', url: `${TEST_API_URL}/down` },
    });
    expect(calls).toBe(1);
  });

  it('turns a timeout into a timeout error', async () => {
    server.use(http.get(`${TEST_API_URL}/slow`, () => delay('infinite')));
    await expect(requestJson('load slow', 'slow', { timeout: 50 })).rejects.toMatchObject({
      kind: 'timeout',
      message: expect.stringMatching(new RegExp(`^load slow: GET ${TEST_API_URL}/slow → timed out`)),
      cause: expect.objectContaining({ name: 'TimeoutError' }),
    });
  });
});

describe('statusError', () => {
  it("quotes the backend's own error text when it sent one", () => {
    const request = { method: 'POST', url: 'http://api.test/users' };
    expect(statusError('x', 400, { error: 'email is required' }, request).message).toBe(
      'x: POST http://api.test/users → HTTP 400 "email is required"',
    );
    expect(statusError('x', 418, { error: '' }).message).toBe('x: HTTP 418');
    expect(statusError('x', 404, 'nope').message).toBe('x: HTTP 404');
  });
});

describe('a build whose backend is the worker in the page (dev:msw, the demo)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('starts the worker at the first call that needs it, and sends the call once it answers', async () => {
    vi.stubEnv('VITE_MSW', 'true');
    const events: string[] = [];
    let answering = () => {};
    const starts = vi.fn(
      () => new Promise<void>((resolve) => (answering = () => resolve(void events.push('worker answers')))),
    );
    inPageBackendStartsWith(starts);
    server.use(
      http.get(`${TEST_API_URL}/catagory`, () => {
        events.push('sent');
        return HttpResponse.json([]);
      }),
    );
    const answers = [requestJson('load categories', 'catagory'), requestJson('load categories', 'catagory')];
    await vi.waitFor(() => expect(starts).toHaveBeenCalledOnce());
    await import('./backendClient'); // what a call that did not wait would have sent with
    answering();
    expect(await Promise.all(answers)).toEqual([[], []]);
    expect(events).toEqual(['worker answers', 'sent', 'sent']);
    expect(starts).toHaveBeenCalledOnce();
  });
});

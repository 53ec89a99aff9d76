import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Db } from './db';
import { respond } from './respond';

export interface HandlerOptions {
  /** The product backend URL the app calls, e.g. VITE_API_URL. */
  baseUrl: string;
  getDb(): Db;
  /** Back to the fixtures (`/__stub/reset`). */
  resetDb(): void;
}

/**
 * The MSW transport over the shared rules: the same answers as the json-server
 * stub, for Vitest (msw/node), Playwright (@msw/playwright) and the browser worker.
 */
export function createHandlers({ baseUrl, getDb, resetDb }: HandlerOptions): HttpHandler[] {
  const base = baseUrl.replace(/\/+$/, '');
  return [
    http.get(`${base}/__stub/health`, () =>
      HttpResponse.json({ ok: true, transport: 'msw', products: getDb().products.length }),
    ),
    http.post(`${base}/__stub/reset`, () => {
      resetDb();
      return HttpResponse.json({ ok: true });
    }),
    http.all(`${base}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const reply = respond(getDb(), {
        method: request.method,
        path: url.pathname.slice(new URL(base).pathname.replace(/\/$/, '').length) || '/',
        query: url.searchParams,
        rawBody: request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text(),
      });
      return reply
        ? HttpResponse.json(reply.body as never, { status: reply.status })
        : HttpResponse.json({ error: `No route for ${request.method} ${url.pathname}` }, { status: 404 });
    }),
  ];
}

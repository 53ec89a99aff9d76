import jsonServer, { type Middleware, type Next, type StubRequest, type StubResponse } from 'json-server';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db';
import { respond } from '../respond';

/** The stub also serves the app's images, so a thumbnail URL works from either origin. */
const STATIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));

export interface StubOptions {
  /** In-memory db object (tests) or a JSON file path (npm start; changes persist). */
  source: Db | string;
  /** The db `/__stub/reset` goes back to. */
  fixtures(): Db;
  logger?: boolean;
}

/** Past this the stub stops reading; the rules answer 413 from MAX_BODY_BYTES anyway. */
const READ_CAP_BYTES = 1024 * 1024;

/** Reads the raw body; a body over the cap is cut there (it is over the limit either way). */
function readRawBody(req: StubRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      if (size < READ_CAP_BYTES) chunks.push(chunk);
      size += chunk.length;
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The json-server 0.17 stub: the shared contract rules as custom routes in
 * front of json-server's router (which keeps the db and persists it), plus the
 * stub-only routes under /__stub/.
 */
export function createStub({ source, fixtures, logger = false }: StubOptions) {
  const app = jsonServer.create();
  const router = jsonServer.router(source);
  router.db._.id = '_id';
  const db = () => router.db.getState() as Db;

  const stubRoutes: Middleware = (req, res, next) => {
    if (req.path === '/__stub/health' && req.method === 'GET') {
      res.json({ ok: true, transport: 'json-server', products: db().products.length });
    } else if (req.path === '/__stub/reset' && req.method === 'POST') {
      router.db.setState(fixtures());
      router.db.write();
      res.json({ ok: true });
    } else next();
  };

  const contractRoutes: Middleware = (req, res, next) => {
    const url = new URL(req.originalUrl, 'http://stub.local');
    readRawBody(req)
      .then((rawBody) => {
        const reply = respond(db(), { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, rawBody });
        if (!reply) return next();
        if (req.method !== 'GET' && reply.status < 300) router.db.write();
        res.status(reply.status).json(reply.body);
      })
      .catch(next);
  };

  // Outside the contract only json-server's read-only dump `GET /db` is served.
  const unknownRoute: Middleware = (req, res, next) => {
    if (req.method === 'GET' && req.path === '/db') return next();
    res.status(404).json({ error: `No route for ${req.method} ${req.path}` });
  };

  const errorHandler = (error: unknown, _req: StubRequest, res: StubResponse, _next: Next) => {
    console.error('[stub]', error);
    res.status(500).json({ error: 'The stub failed to answer this request' });
  };

  app.use(jsonServer.defaults({ logger, static: STATIC_DIR }));
  app.use(stubRoutes, contractRoutes, unknownRoute, router);
  app.use(errorHandler as unknown as Middleware);
  return { app, router, db };
}

import type { Middleware } from 'json-server';
import { isControlPath } from '../faults';

/**
 * Which web pages may call the stub: the workspace's own app origins, never a
 * reflected arbitrary one. Any site the developer visits could otherwise read
 * `/db`, switch faults on or reset the data. STUB_ALLOWED_ORIGINS (comma-separated)
 * replaces the list; scripts/start.ts, scripts/demo.ts and playwright.config.ts
 * pass the app origins they serve.
 */
const DEFAULT_PORTS = [
  5173, // npm run dev / dev:msw
  4173, // vite preview
  5000, // npm run demo
  4300, // e2e app (E2E_PORT_OFFSET 0)
];

export function allowedOrigins(env: Record<string, string | undefined> = process.env): Set<string> {
  const configured = env.STUB_ALLOWED_ORIGINS?.split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (configured && configured.length > 0) return new Set(configured);
  return new Set(DEFAULT_PORTS.flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]));
}

/** The control routes: faults, reset, scenarios, and the `/db` dump. */
const isControl = (path: string) => isControlPath(path) || path === '/db';

/** A caller on this machine: 127.0.0.0/8 or ::1, also as an IPv4-mapped IPv6 address. */
export const isLoopback = (address: string | undefined) =>
  address !== undefined && (/^(::ffff:)?127\./.test(address) || address === '::1');

/**
 * CORS for the listed origins only (with credentials, as the app's fetches send them).
 * A request from any other web origin gets no CORS headers, and a 403 when it
 * targets a control route or tries to write: a "simple" cross-site POST (a
 * form, text/plain) needs no preflight, so refusing only preflights would not do.
 * A control route called without an Origin answers only a caller on loopback (decision 040).
 */
export function originGuard(allowed: Set<string>): Middleware {
  return (req, res, next) => {
    const origin = req.headers.origin;
    const crossSite = req.headers['sec-fetch-site'] === 'cross-site';
    const sameOrigin = origin !== undefined && origin === `http://${req.headers.host}`;
    if (origin !== undefined && (allowed.has(origin) || sameOrigin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Vary', 'Origin');
      if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
        // The app sends its ID token in Authorization (mocks/access.ts): a preflight must allow it.
        res.setHeader(
          'Access-Control-Allow-Headers',
          req.headers['access-control-request-headers'] ?? 'content-type, authorization',
        );
        res.setHeader('Access-Control-Max-Age', '600');
        res.statusCode = 204;
        return void res.end();
      }
      // The dump holds every user's wishlist: a page, even the app's own, reads a wishlist only as
      // its owner (mocks/access.ts). Tools and tests on this machine send no Origin.
      if (req.path === '/db') {
        res.status(403).json({
          error:
            "GET /db holds every user's wishlist: it answers tools on this machine (curl, tests), never a web page",
        });
        return;
      }
      return next();
    }
    const foreign = origin !== undefined || crossSite;
    const reads = req.method === 'GET' || req.method === 'HEAD';
    if (foreign && (isControl(req.path) || !reads)) {
      const who = origin ?? 'a cross-site page';
      res.status(403).json({
        error: `${who.slice(0, 200)} may not call ${req.method} ${req.path.slice(0, 200)}: add it to STUB_ALLOWED_ORIGINS`,
      });
      return;
    }
    // No Origin: curl, scripts, tests, a page's own navigation. Only this machine may drive the stub so.
    if (isControl(req.path) && !isLoopback(req.socket.remoteAddress)) {
      res.status(403).json({
        error: `${req.method} ${req.path.slice(0, 200)} is answered only on this machine, or to a page whose origin is in STUB_ALLOWED_ORIGINS`,
      });
      return;
    }
    next();
  };
}

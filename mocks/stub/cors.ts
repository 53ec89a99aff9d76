import type { Middleware, StubRequest } from 'json-server';
import { isControlPath } from '../faults';
import { CONTROL_KEY_HEADER } from './controlKey';

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
  4300, // e2e app (TEST_PORT_BASE default)
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
const reads = (req: StubRequest) => req.method === 'GET' || req.method === 'HEAD';

/**
 * What changes the stub for everyone, or shows every wishlist: a write under /__stub/ (reset,
 * scenario, faults) and the `/db` dump. Reading the scenario list or the health is harmless.
 */
const needsProof = (req: StubRequest) => req.path === '/db' || (isControlPath(req.path) && !reads(req));

/** A caller on this machine: 127.0.0.0/8 or ::1, also as an IPv4-mapped IPv6 address. */
export const isLoopback = (address: string | undefined) =>
  address !== undefined && (/^(::ffff:)?127\./.test(address) || address === '::1');

/**
 * The caller's own address. Behind the workspace's proxy (Vite's, for `npm start -- --host`) every
 * request comes from loopback, and the proxy appends the real caller to X-Forwarded-For: its last hop.
 */
function callerAddress(req: StubRequest): string | undefined {
  const socket = req.socket.remoteAddress;
  const forwarded = req.headers['x-forwarded-for'];
  if (!isLoopback(socket) || forwarded === undefined) return socket;
  const hops = String(forwarded).split(',');
  return hops[hops.length - 1]!.trim();
}

/**
 * CORS for the listed origins only (with credentials, as the app's fetches send them).
 * A request from any other web origin gets no CORS headers, and a 403 when it
 * targets a control route or tries to write: a "simple" cross-site POST (a
 * form, text/plain) needs no preflight, so refusing only preflights would not do.
 * An Origin is a claim, not a proof (curl writes any): a control call answers only a caller on
 * loopback or one holding the run's control key (controlKey.ts), whatever Origin it names.
 */
export function originGuard(
  allowed: Set<string>,
  holdsKey: (offered: unknown) => boolean = () => false,
): Middleware {
  return (req, res, next) => {
    const origin = req.headers.origin;
    const crossSite = req.headers['sec-fetch-site'] === 'cross-site';
    const sameOrigin = origin !== undefined && origin === `http://${req.headers.host}`;
    const allowedPage = origin !== undefined && (allowed.has(origin) || sameOrigin);
    if (allowedPage) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Vary', 'Origin');
      if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
        // The app sends its ID token in Authorization (mocks/access.ts) and the control key: a preflight must allow them.
        res.setHeader(
          'Access-Control-Allow-Headers',
          req.headers['access-control-request-headers'] ??
            `content-type, authorization, ${CONTROL_KEY_HEADER}`,
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
    } else if ((origin !== undefined || crossSite) && (isControl(req.path) || !reads(req))) {
      const who = origin ?? 'a cross-site page';
      res.status(403).json({
        error: `${who.slice(0, 200)} may not call ${req.method} ${req.path.slice(0, 200)}: add it to STUB_ALLOWED_ORIGINS`,
      });
      return;
    }
    if (needsProof(req) && !isLoopback(callerAddress(req)) && !holdsKey(req.headers[CONTROL_KEY_HEADER])) {
      res.status(403).json({
        error:
          `${req.method} ${req.path.slice(0, 200)} changes the stub for everyone, so it answers only on the machine ` +
          `running it, or with the run's control key in the ${CONTROL_KEY_HEADER} header: on a phone, open the ` +
          'address `npm start -- --host` printed (it carries the key)',
      });
      return;
    }
    next();
  };
}

import type { Middleware, StubRequest } from 'json-server';
import { isControlPath } from '../faults';
import { JOURNAL_PATH } from '../journal';
import { CONTROL_KEY_HEADER } from './controlKey';

/**
 * Which web pages may call the stub: the workspace's app origins, never a reflected one (any site
 * could otherwise read `/db` or reset the data). STUB_ALLOWED_ORIGINS (comma-separated) replaces them.
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

const isControl = (path: string) => isControlPath(path) || path === '/db';
const reads = (req: StubRequest) => req.method === 'GET' || req.method === 'HEAD';

/** What changes the stub for everyone or shows every wishlist or call: a write under /__stub/, `/db`, the journal. */
const needsProof = (req: StubRequest) =>
  req.path === '/db' || req.path === JOURNAL_PATH || (isControlPath(req.path) && !reads(req));

/** A caller on this machine: 127.0.0.0/8 or ::1, also as an IPv4-mapped IPv6 address. */
export const isLoopback = (address: string | undefined) =>
  address !== undefined && (/^(::ffff:)?127\./.test(address) || address === '::1');

/** The caller's address: behind Vite's proxy (`npm start -- --host`), X-Forwarded-For's last hop. */
function callerAddress(req: StubRequest): string | undefined {
  const socket = req.socket.remoteAddress;
  const forwarded = req.headers['x-forwarded-for'];
  if (!isLoopback(socket) || forwarded === undefined) return socket;
  const hops = String(forwarded).split(',');
  return hops[hops.length - 1]!.trim();
}

/**
 * CORS for the listed origins only. Any other web origin gets a 403 on a control route or a write:
 * a "simple" cross-site POST needs no preflight. An Origin proves nothing (curl writes any): a
 * control call answers only loopback or the run's control key (controlKey.ts).
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
        res.setHeader(
          'Access-Control-Allow-Headers',
          req.headers['access-control-request-headers'] ??
            `content-type, authorization, ${CONTROL_KEY_HEADER}`,
        );
        res.setHeader('Access-Control-Max-Age', '600');
        res.statusCode = 204;
        return void res.end();
      }
      // Every user's wishlist: never for a page, even the app's own. Tools on this machine send no Origin.
      if (req.path === '/db')
        return void res.status(403).json({
          error:
            "GET /db holds every user's wishlist: it answers tools on this machine (curl, tests), never a web page",
        });
    } else if ((origin !== undefined || crossSite) && (isControl(req.path) || !reads(req))) {
      const who = origin ?? 'a cross-site page';
      return void res.status(403).json({
        error: `${who.slice(0, 200)} may not call ${req.method} ${req.path.slice(0, 200)}: add it to STUB_ALLOWED_ORIGINS`,
      });
    }
    if (needsProof(req) && !isLoopback(callerAddress(req)) && !holdsKey(req.headers[CONTROL_KEY_HEADER]))
      return void res.status(403).json({
        error:
          `${req.method} ${req.path.slice(0, 200)} ${req.path === JOURNAL_PATH ? "shows everyone's calls" : 'changes the stub for everyone'}, so it answers only on the machine ` +
          `running it, or with the run's control key in the ${CONTROL_KEY_HEADER} header: on a phone, open the ` +
          'address `npm start -- --host` printed (it carries the key)',
      });
    next();
  };
}

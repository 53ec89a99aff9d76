import type { Middleware } from 'json-server';
import { isIP } from 'node:net';

/**
 * Which names the stub answers to, as Vite's `server.allowedHosts` does: a DNS-rebound page is
 * same-origin, only its `Host` gives it away. IP literals, `localhost`, `*.localhost`, the listen
 * name and STUB_ALLOWED_HOSTS (`.example.test` also allows subdomains) pass. Decision 040.
 */
export function allowedHosts(
  env: Record<string, string | undefined> = process.env,
  listenHost?: string,
): string[] {
  const configured = (env.STUB_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return listenHost ? [listenHost.toLowerCase(), ...configured] : configured;
}

/** The name of a `Host` header without its port, or whether it is an IP literal. */
function nameOf(host: string): { ip: true } | { ip: false; name?: string } {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) {
    const end = trimmed.indexOf(']');
    return end > 0 && isIP(trimmed.slice(1, end)) === 6 ? { ip: true } : { ip: false };
  }
  const colon = trimmed.indexOf(':');
  const name = colon === -1 ? trimmed : trimmed.slice(0, colon);
  if (isIP(name) === 4) return { ip: true };
  return { ip: false, name: name || undefined };
}

export function isHostAllowed(host: string | undefined, allowed: readonly string[]): boolean {
  if (host === undefined) return true; // HTTP/1.0: no browser, so no rebound page
  const parsed = nameOf(host);
  if (parsed.ip) return true;
  const { name } = parsed;
  if (!name) return false;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return allowed.some((entry) =>
    entry.startsWith('.') ? name === entry.slice(1) || name.endsWith(entry) : name === entry,
  );
}

/** Refuses, before anything else runs, a request whose `Host` names none of the stub's names. */
export function hostGuard(allowed: readonly string[]): Middleware {
  return (req, res, next) => {
    const host = req.headers.host;
    if (isHostAllowed(host, allowed)) return next();
    const name = JSON.stringify((host ?? '').replace(/:\d+$/, '').slice(0, 200));
    res.status(403).json({
      error:
        `Blocked request. This host (${name}) is not allowed. ` +
        `To allow this host, add ${name} to STUB_ALLOWED_HOSTS (comma-separated) where the stub is started.`,
    });
  };
}

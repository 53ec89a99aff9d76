/** Ports and Firebase config of `npm run demo`: firebase.json's `hosting` with its ports and CSP URLs. */
import { withHostingCsp, type HostingHeaders } from '../tooling/hostingCsp';

const DEFAULTS = { hosting: 5000, stub: 3001, auth: 9099, hub: 4400, logging: 4500 };

function portFrom(text: string | undefined, what: string): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${what} must be a port number, got '${text}'`);
  return port;
}

/** DEMO_PORT_OFFSET moves every port (to run beside `npm start`); DEMO_PORT picks the hosting port. */
export function demoPorts(env: Record<string, string | undefined>) {
  const offset = portFrom(env.DEMO_PORT_OFFSET, 'DEMO_PORT_OFFSET') ?? 0;
  return {
    hosting: portFrom(env.DEMO_PORT, 'DEMO_PORT') ?? DEFAULTS.hosting + offset,
    stub: DEFAULTS.stub + offset,
    auth: DEFAULTS.auth + offset,
    hub: DEFAULTS.hub + offset,
    logging: DEFAULTS.logging + offset,
  };
}
type DemoPorts = ReturnType<typeof demoPorts>;

export const demoUrls = (ports: DemoPorts) => ({
  app: `http://127.0.0.1:${ports.hosting}`,
  stub: `http://127.0.0.1:${ports.stub}`,
  auth: `http://127.0.0.1:${ports.auth}`,
});

type FirebaseJson = HostingHeaders & { hosting: Record<string, unknown> };

/** firebase.json's hosting, served from `publicDir` (relative to the config's folder), and the ports. */
export function demoFirebaseConfig(firebaseJson: FirebaseJson, ports: DemoPorts, publicDir: string) {
  const urls = demoUrls(ports);
  const { hosting } = withHostingCsp(firebaseJson, { apiUrl: urls.stub, authEmulatorUrl: urls.auth });
  return {
    emulators: {
      singleProjectMode: true,
      auth: { host: '127.0.0.1', port: ports.auth },
      hosting: { host: '127.0.0.1', port: ports.hosting },
      hub: { host: '127.0.0.1', port: ports.hub },
      logging: { host: '127.0.0.1', port: ports.logging },
      ui: { enabled: false },
    },
    hosting: { ...hosting, public: publicDir },
  };
}

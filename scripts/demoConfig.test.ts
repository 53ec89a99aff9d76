import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoFirebaseConfig, demoPorts, demoUrls } from './demoConfig';
import { hostingCsp, withHostingCsp } from '../tooling/hostingCsp';

const firebaseJson = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'firebase.json'), 'utf8'));
const cspOf = (config: ReturnType<typeof demoFirebaseConfig>) =>
  config.hosting.headers!.flatMap((g) => g.headers).find((h) => h.key === 'Content-Security-Policy')!.value;

describe('npm run demo: ports', () => {
  it('uses the documented ports by default', () => {
    expect(demoPorts({})).toEqual({ hosting: 5000, stub: 3001, auth: 9099, hub: 4400, logging: 4500 });
    expect(demoUrls(demoPorts({})).app).toBe('http://127.0.0.1:5000');
  });

  it('moves every port by DEMO_PORT_OFFSET, and the hosting port to DEMO_PORT', () => {
    expect(demoPorts({ DEMO_PORT_OFFSET: '50' })).toEqual({
      hosting: 5050,
      stub: 3051,
      auth: 9149,
      hub: 4450,
      logging: 4550,
    });
    expect(demoPorts({ DEMO_PORT: '8080' }).hosting).toBe(8080);
  });

  it('refuses a port that is not one', () => {
    expect(() => demoPorts({ DEMO_PORT: 'abc' })).toThrow(/DEMO_PORT must be a port number/);
  });
});

describe('npm run demo: firebase config', () => {
  it("serves firebase.json's hosting block unchanged on the default ports", () => {
    const config = demoFirebaseConfig(firebaseJson, demoPorts({}), '/abs/dist');
    expect(config.hosting).toEqual({ ...firebaseJson.hosting, public: '/abs/dist' });
    expect(config.emulators.hosting).toEqual({ host: '127.0.0.1', port: 5000 });
    expect(config.emulators.auth).toEqual({ host: '127.0.0.1', port: 9099 });
  });

  it('moves the backend and emulator origins in the CSP with the ports', () => {
    const csp = cspOf(demoFirebaseConfig(firebaseJson, demoPorts({ DEMO_PORT_OFFSET: '50' }), '/abs/dist'));
    expect(csp).toContain('connect-src');
    expect(csp).toContain('http://127.0.0.1:3051');
    expect(csp).toContain('http://localhost:3051');
    expect(csp).toContain('http://127.0.0.1:9149');
    expect(csp).not.toMatch(/:3001\b|:9099\b/);
  });
});

describe('hosting CSP from the configured URLs', () => {
  const policy =
    "default-src 'self'; img-src 'self'; connect-src 'self' http://127.0.0.1:3001; frame-ancestors 'none'";

  it('allows the API, the Auth emulator and https: images, and nothing hard-coded', () => {
    const csp = hostingCsp(policy, {
      apiUrl: 'https://api.shop.example/v1',
      authDomain: 'shop.firebaseapp.com',
    });
    expect(csp).toBe(
      "default-src 'self'; frame-src https://shop.firebaseapp.com; img-src 'self' data: blob: https:; " +
        "connect-src 'self' https://api.shop.example https://identitytoolkit.googleapis.com " +
        "https://securetoken.googleapis.com; frame-ancestors 'none'",
    );
    const local = hostingCsp(policy, {
      apiUrl: 'http://127.0.0.1:3101',
      authEmulatorUrl: 'http://127.0.0.1:9199',
    });
    expect(local).toContain("img-src 'self' data: blob: https: http://127.0.0.1:3101 http://localhost:3101;");
    expect(local).toContain(
      "connect-src 'self' http://127.0.0.1:3101 http://localhost:3101 http://127.0.0.1:9199",
    );
    expect(local).not.toContain(':3001');
  });

  it("firebase.json's policy is the one generated for the default stub and emulator", () => {
    const config = withHostingCsp(firebaseJson, {
      apiUrl: 'http://127.0.0.1:3001',
      authEmulatorUrl: 'http://127.0.0.1:9099',
    });
    expect(config).toEqual(firebaseJson);
    expect(cspOf(demoFirebaseConfig(firebaseJson, demoPorts({}), '/d'))).toMatch(/img-src [^;]*https:/);
  });
});

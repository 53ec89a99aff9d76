import { describe, expect, it } from 'vitest';
import { authConfig } from './config';

describe('authConfig', () => {
  it('uses the emulator with demo defaults when its URL is set', () => {
    expect(authConfig({ VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' })).toEqual({
      emulatorUrl: 'http://127.0.0.1:9099',
      apiKey: 'demo-api-key',
      authDomain: 'demo-storefront.firebaseapp.com',
      projectId: 'demo-storefront',
    });
  });

  it('uses the real project settings when no emulator is set', () => {
    const config = authConfig({
      VITE_FIREBASE_API_KEY: 'key-123',
      VITE_FIREBASE_AUTH_DOMAIN: 'shop.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'shop',
    });
    expect(config).toEqual({
      emulatorUrl: null,
      apiKey: 'key-123',
      authDomain: 'shop.firebaseapp.com',
      projectId: 'shop',
    });
  });

  it("puts the emulator on the page's own origin for `self` (the in-browser emulator)", () => {
    const config = authConfig({ VITE_AUTH_EMULATOR_URL: 'self' }, 'https://demo.example.test');
    expect(config).toMatchObject({ emulatorUrl: 'https://demo.example.test', apiKey: 'demo-api-key' });
  });

  it('treats a blank emulator URL as unset', () => {
    expect(authConfig({ VITE_AUTH_EMULATOR_URL: '  ' }).emulatorUrl).toBeNull();
  });
});

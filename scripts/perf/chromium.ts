/**
 * Debian's Chromium by default (no browser download is possible here);
 * CHROMIUM_PATH overrides it. When neither exists, the tools fall back to
 * their own browser (Playwright's Chromium, or chrome-launcher's search).
 */
import { existsSync } from 'node:fs';

export function chromiumPath(): string | undefined {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(path) ? path : undefined;
}

/** Quiet, deterministic Chromium: nothing phones home or updates mid-measurement. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

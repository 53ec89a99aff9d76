import { chromium, type Browser } from '@playwright/test';
import { existsSync } from 'node:fs';

/** Debian's Chromium by default (no browser download here); Playwright's own where it is installed. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumExecutable = existsSync(chromiumPath) ? chromiumPath : undefined;

/** Quiet and comparable runs: no GPU here, no background updates or network of its own. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Chromium the e2e tests use, for the measuring scripts. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });

import { chromium, type Browser } from '@playwright/test';
import { existsSync } from 'node:fs';

const firstThere = (paths: (string | undefined)[]) => paths.find((path) => path && existsSync(path));

/** The tests' browser: `CHROMIUM_PATH`, else Debian's headless shell (faster), Chromium, or Playwright's. */
export const testChromium = firstThere([
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
]);

/** The browser the measuring scripts load pages in as a shopper's: the full Chromium. */
export const shopperChromium = firstThere(['/usr/bin/chromium']);

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

/** The full Chromium, for the measuring scripts (perf:phone, bench, lighthouse). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: shopperChromium, args: chromiumArgs });

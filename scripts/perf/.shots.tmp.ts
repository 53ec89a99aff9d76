// Temporary (not committed): screenshots of / and /productFilter, en and bn, 360/768/1280, scripts held and hydrated.
import { chromium, type Route } from '@playwright/test';
import { chromiumArgs, testChromium } from './chromium';
const origin = process.argv[2]!;
const out = process.argv[3]!;
const browser = await chromium.launch({ executablePath: testChromium, args: chromiumArgs });
for (const language of ['en', 'bn'])
  for (const width of [360, 768, 1280])
    for (const path of ['/', '/productFilter']) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: language === 'bn' ? 'bn-BD' : 'en-US' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
      const held: Route[] = [];
      let holding = true;
      await context.route(/\/assets\/.*\.js$/, (route) => (holding ? held.push(route) : route.continue()));
      await page.goto(origin + path, { waitUntil: 'commit' });
      await page.locator('main article').first().waitFor({ state: 'visible', timeout: 15000 });
      const name = `${language}-${width}-${path === '/' ? 'home' : 'filter'}`;
      await page.screenshot({ path: `${out}/${name}-held.png` });
      holding = false;
      await Promise.all(held.splice(0).map((r) => r.continue()));
      await page.waitForFunction(() => {
        const c = document.querySelector('header button');
        return !!c && Object.keys(c).some((k) => k.startsWith('__reactProps$'));
      });
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${out}/${name}-hydrated.png` });
      console.log(name, errors.length ? errors : 'no console errors');
      await context.close();
    }
await browser.close();

import type { BrowserContext, Route } from '@playwright/test';

/** Holds every script of the app's build until `release()`: the page is its HTML alone until then. */
export async function holdScripts(context: BrowserContext) {
  const held: Route[] = [];
  let holding = true;
  await context.route(/\/assets\/.*\.js$/, (route) => (holding ? held.push(route) : route.continue()));
  return async () => {
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

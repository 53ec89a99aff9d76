import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compare } from '../../scripts/visual/compare';
import { PAGES, shootAll, VARIANTS } from '../../scripts/visual/screens';

/**
 * `npm run visual` (scripts/visual/) compares a base build with a change: a screen that is not the
 * same picture twice would show as changed in every report. The screens most at risk, twice over
 * the same build at once: the home page (countdown, promo date, carousels' autoplay) and a
 * signed-in wishlist, in Bengali (its font) and synthwave, at both widths.
 */
test('@smoke the same screens of one build, shot twice, are the same pictures', async ({
  browser,
  baseURL,
}, testInfo) => {
  const pages = PAGES.filter(({ name }) => name === 'home' || name === 'dashboard wishlist');
  const variants = VARIANTS.filter(({ language, theme }) => language === 'bn' && theme === 'synthwave');
  const dir = testInfo.outputPath('shots');
  const url = baseURL!.endsWith('/') ? baseURL! : `${baseURL}/`;
  const sites = ['first', 'second'].map((name) => ({ name, url }));
  const ids = await shootAll(browser, sites, dir, { pages, variants, parallel: 2 });
  expect(ids).toHaveLength(4);
  const changed = [];
  for (const id of ids) {
    const [first, second] = await Promise.all(
      sites.map(({ name }) => readFile(join(dir, name, `${id}.png`))),
    );
    if (compare(first!, second!).changed > 0) changed.push(id);
  }
  expect(changed).toEqual([]);
});

/**
 * A deliberate change to one component (the login form's button turned red) is reported on exactly
 * the screens that show it: both widths of the login page, and neither the home page nor sign-up,
 * whose buttons share its class.
 */
test('@smoke a one-rule change to one component is reported on exactly the screens showing it', async ({
  browser,
  baseURL,
}, testInfo) => {
  const pages = PAGES.filter(({ name }) => ['home', 'login', 'sign up'].includes(name));
  const variants = VARIANTS.filter(({ language, theme }) => language === 'en' && theme === 'light');
  const dir = testInfo.outputPath('shots');
  const url = baseURL!.endsWith('/') ? baseURL! : `${baseURL}/`;
  const sites = [
    { name: 'base', url },
    {
      name: 'change',
      url,
      css: 'form[aria-label="Account login"] .btn-primary { background-color: #b91c1c }',
    },
  ];
  const ids = await shootAll(browser, sites, dir, { pages, variants, parallel: 2 });
  const changed = [];
  for (const id of ids) {
    const [base, change] = await Promise.all(sites.map(({ name }) => readFile(join(dir, name, `${id}.png`))));
    if (compare(base!, change!).changed > 0) changed.push(id);
  }
  expect(ids).toHaveLength(6);
  expect(changed.sort()).toEqual(ids.filter((id) => id.startsWith('login')).sort());
});

import type { Page } from '@playwright/test';
import type { Product } from '../../src/contract';
import { shownPrice } from '../../src/features/catalog/filters';
import { shownAmount } from '../../src/lib/price';
import { roundTypedOutward, writeTypedAmount } from '../../src/lib/typedAmount';
import { expect, stub, test } from '../support/fixtures';
import { chooseLanguage, chooseCurrency, expectLanguage } from '../support/preferences';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'ফিল্টার' });
const minInput = (page: Page) => sidebar(page).getByRole('spinbutton', { name: 'সর্বনিম্ন দাম' });
const maxInput = (page: Page) => sidebar(page).getByRole('spinbutton', { name: 'সর্বোচ্চ দাম' });
const cards = (page: Page) => page.getByRole('region', { name: 'পণ্য' }).getByRole('article');
const cardNames = (page: Page) => cards(page).getByRole('heading').allTextContents();

/** The cards a shopper sees priced from ৳500.00 to ৳1,500.00, from what the stub serves. */
function productsFrom500To1500Taka(products: Product[]): string[] {
  const names = products
    .filter((product) => {
      const taka = shownAmount(shownPrice(product), 'Tk');
      return taka >= 500 && taka <= 1500;
    })
    .map((product) => product.name);
  // A range that keeps some cards and drops others, or the test would prove nothing.
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBeLessThan(products.length);
  return names.sort();
}

async function expectTheTypedRange(page: Page, expected: string[]) {
  await expect(minInput(page)).toHaveValue('৫০০');
  await expect(maxInput(page)).toHaveValue('১৫০০');
  await expect(maxInput(page)).toHaveAttribute('aria-valuenow', '1500');
  await expect(sidebar(page).getByText('৳১,৫০০.০০')).toBeVisible(); // the summary line
  await expect(cards(page)).toHaveCount(expected.length);
  expect((await cardNames(page)).sort()).toEqual(expected);
}

test('a Bengali shopper types 500 and ১৫০০ taka: the cards between ৳৫০০ and ৳১,৫০০, the fields as typed after a reload', async ({
  page,
}) => {
  const products = await stub.products();
  const expected = productsFrom500To1500Taka(products);
  await page.goto('/productFilter');
  await chooseLanguage(page, 'bn');
  await chooseCurrency(page, 'Tk');
  // The catalog in, so the bounds stop moving under the keys: the dearest card's taka, rounded up.
  const dearest = Math.max(...products.map((product) => shownAmount(shownPrice(product), 'Tk')));
  const ceiling = roundTypedOutward(dearest, 'Tk', 'up');
  await expect(maxInput(page)).toHaveAttribute('aria-valuenow', String(ceiling));
  await expect(maxInput(page)).toHaveValue(writeTypedAmount(ceiling, 'Tk', 'bn'));
  await expect(maxInput(page)).toHaveValue(/^[০-৯]+$/);

  await minInput(page).fill('500'); // Latin digits from a Latin keyboard
  await minInput(page).press('Tab');
  await maxInput(page).pressSequentially('১৫০০'); // Bengali digits, one key at a time
  await maxInput(page).press('Tab');
  await expect(page).toHaveURL(/\?min=500&max=1500&currency=Tk$/);
  await expectTheTypedRange(page, expected);

  await page.reload();
  await expectLanguage(page, 'bn');
  await expectTheTypedRange(page, expected);
});

test('a shared taka link opens in taka for a Bengali shopper, and in dollars for an English one', async ({
  page,
  browser,
}) => {
  const expected = productsFrom500To1500Taka(await stub.products());
  await page.addInitScript(() => {
    localStorage.setItem('language', 'bn');
    localStorage.setItem('currency', 'Tk');
  });
  await page.goto('/productFilter?min=500&max=1500&currency=Tk');
  await expectTheTypedRange(page, expected);

  const english = await browser.newPage();
  await english.goto(page.url());
  const filters = english.getByRole('complementary', { name: 'Widget Filters' });
  // Converted once, to cents: ৳500 is $4.10 and ৳1,500 is $12.30.
  await expect(filters.getByRole('spinbutton', { name: 'Minimum price' })).toHaveValue('4.1');
  await expect(filters.getByRole('spinbutton', { name: 'Maximum price' })).toHaveValue('12.3');
  await english.close();
});

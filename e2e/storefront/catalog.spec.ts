import type { Page } from '@playwright/test';
import { shownPrice } from '../../src/features/catalog/filters';
import { expect, stub, test } from '../support/fixtures';

const stubProducts = () => stub.products();

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Widget Filters' });
const categoryLinks = (page: Page) => sidebar(page).getByRole('navigation', { name: 'Categories' });
const cards = (page: Page) => page.getByRole('region', { name: 'Products' }).getByRole('article');
const searchParam = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
const minInput = (page: Page) => sidebar(page).getByRole('spinbutton', { name: 'Minimum price' });
const maxInput = (page: Page) => sidebar(page).getByRole('spinbutton', { name: 'Maximum price' });

test.describe('/productFilter', () => {
  test('shows every product with the counts bar and the sidebar', async ({ page }) => {
    const products = await stubProducts();
    await page.goto('/productFilter');
    await expect(page).toHaveTitle('Products');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(cards(page)).toHaveCount(products.length);
    await expect(page.getByText(`Showing all ${products.length} Catagory`)).toBeVisible();
    await expect(page.getByText(`Show: ${products.length}`)).toBeVisible();
    await expect(sidebar(page).getByRole('heading', { name: 'Widget Filters' })).toBeVisible();
    const box = await sidebar(page).boundingBox();
    expect(box?.width).toBe(259);
  });

  test('category links filter the grid, sync the URL and survive a reload', async ({ page }) => {
    const products = await stubProducts();
    const bakery = products.filter((p) => p.category === 'Bakery');
    await page.goto('/productFilter');
    await expect(cards(page)).toHaveCount(products.length);

    await categoryLinks(page)
      .getByRole('link', { name: /^Bakery/ })
      .click();
    await expect(page).toHaveURL(/\/productFilter\?category=Bakery$/);
    await expect(cards(page)).toHaveCount(bakery.length);
    await expect(page.getByText(`Showing all ${bakery.length} Catagory`)).toBeVisible();
    await expect(categoryLinks(page).getByRole('link', { name: /^Bakery/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Bakery' })).toBeVisible();
    await expect(cards(page)).toHaveCount(bakery.length);
    for (const product of bakery) {
      await expect(
        cards(page).getByRole('heading', { name: product.name, exact: true }).first(),
      ).toBeVisible();
    }

    await page.goBack();
    await expect(page).toHaveURL(/\/productFilter$/);
    await expect(cards(page)).toHaveCount(products.length);
  });

  test('opens a URL-encoded category from a link', async ({ page }) => {
    const meat = (await stubProducts()).filter((p) => p.category === 'Meat & Seafood');
    await page.goto(`/productFilter?category=${encodeURIComponent('Meat & Seafood')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Meat & Seafood' })).toBeVisible();
    await expect(cards(page)).toHaveCount(meat.length);
    await expect(categoryLinks(page).getByRole('link', { name: /^Meat & Seafood/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await categoryLinks(page).getByRole('link', { name: /^All/ }).click();
    await expect(page).toHaveURL(/\/productFilter$/);
  });

  test('price inputs start at the product bounds, filter, keep lower <= upper and go into the URL', async ({
    page,
  }) => {
    const products = await stubProducts();
    const prices = products.map(shownPrice);
    await page.goto('/productFilter');
    await expect(cards(page)).toHaveCount(products.length);
    await expect(minInput(page)).toHaveValue(String(Math.min(...prices)));
    await expect(maxInput(page)).toHaveValue(String(Math.max(...prices)));
    await expect(maxInput(page)).toHaveAttribute('aria-valuemax', String(Math.max(1000, ...prices)));

    await minInput(page).fill('10');
    await minInput(page).press('Tab');
    await maxInput(page).fill('20');
    await maxInput(page).press('Tab');
    const inRange = prices.filter((price) => price >= 10 && price <= 20).length;
    await expect(page).toHaveURL(/[?&]min=10&max=20$/);
    await expect(cards(page)).toHaveCount(inRange);
    await expect(page.getByText(`Showing all ${inRange} Catagory`)).toBeVisible();

    await page.reload();
    await expect(minInput(page)).toHaveValue('10');
    await expect(maxInput(page)).toHaveValue('20');
    await expect(cards(page)).toHaveCount(inRange);

    await minInput(page).fill('50');
    await minInput(page).press('Tab');
    await expect(minInput(page)).toHaveValue('20');
    await maxInput(page).fill('5');
    await maxInput(page).press('Tab');
    await expect(maxInput(page)).toHaveValue('20');
    expect(searchParam(page, 'min')).toBe('20');
  });

  test('price sliders move the range and stop at each other', async ({ page }) => {
    const prices = (await stubProducts()).map(shownPrice);
    await page.goto('/productFilter');
    const minSlider = sidebar(page).getByRole('slider', { name: 'Minimum price' });
    const maxSlider = sidebar(page).getByRole('slider', { name: 'Maximum price' });
    await expect(maxInput(page)).toHaveValue(String(Math.max(...prices)));

    await maxSlider.fill('30');
    await expect(maxInput(page)).toHaveValue('30');
    await minSlider.fill('5');
    await expect(minInput(page)).toHaveValue('5');
    await expect(page).toHaveURL(/[?&]min=5&max=30$/);
    await expect(cards(page)).toHaveCount(prices.filter((price) => price >= 5 && price <= 30).length);

    await minSlider.fill('80');
    await expect(minInput(page)).toHaveValue('30');
    await maxSlider.focus();
    await page.keyboard.press('Home');
    await expect(maxInput(page)).toHaveValue('30');
    // Arrow keys move 1% of the 0..1000 scale.
    await page.keyboard.press('ArrowRight');
    await expect(maxInput(page)).toHaveValue('40');
  });

  test('stock radios filter by stock and survive a reload', async ({ page }) => {
    const products = await stubProducts();
    const soldOut = products.filter((p) => p.quantity === 0).length;
    await page.goto('/productFilter');
    const stock = sidebar(page).getByRole('group', { name: 'Stock Status' });
    await expect(stock.getByRole('radio', { name: 'All' })).toBeChecked();

    await stock.getByRole('radio', { name: 'Stock Out' }).check();
    await expect(page).toHaveURL(/\?stock=out$/);
    await expect(cards(page)).toHaveCount(soldOut);
    await expect(cards(page).getByText('In Stock')).toHaveCount(0);

    await page.reload();
    await expect(stock.getByRole('radio', { name: 'Stock Out' })).toBeChecked();
    await expect(cards(page)).toHaveCount(soldOut);

    await stock.getByRole('radio', { name: 'Stock In' }).check();
    await expect(page).toHaveURL(/\?stock=in$/);
    await expect(cards(page)).toHaveCount(products.length - soldOut);
    await expect(cards(page).getByText('Stock Out')).toHaveCount(0);

    await stock.getByRole('radio', { name: 'All' }).check();
    await expect(page).toHaveURL(/\/productFilter$/);
  });

  test('says when nothing matches and clears the filters', async ({ page }) => {
    const products = await stubProducts();
    await page.goto('/productFilter?max=0.01&stock=out');
    await expect(page.getByText('No products match these filters')).toBeVisible();
    await expect(page.getByText('Showing all 0 Catagory')).toBeVisible();
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(cards(page)).toHaveCount(products.length);
  });

  test('the product card links to its detail page', async ({ page }) => {
    const [first] = await stubProducts();
    await page.goto('/productFilter');
    const card = cards(page)
      .filter({ has: page.getByRole('heading', { name: first!.name, exact: true }) })
      .first();
    await expect(card.getByRole('link', { name: /view details/i })).toHaveAttribute(
      'href',
      `/detail/${first!._id}`,
    );
  });

  test('on a phone the filters fold away behind a toggle', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/productFilter');
    const toggle = sidebar(page).getByRole('button', { name: 'Show filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar(page).getByRole('group', { name: 'Stock Status' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await sidebar(page).getByRole('radio', { name: 'Stock Out' }).check();
    await expect(page).toHaveURL(/\?stock=out$/);
    // The filters apply at once, under the sheet; "Show products" closes it.
    await sidebar(page).getByRole('button', { name: 'Show products' }).click();
    await expect(sidebar(page).getByRole('group', { name: 'Stock Status' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

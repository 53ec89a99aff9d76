import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ProductSchema, type Product } from '../../src/contract';
import { urls } from '../support/ports';
import { expect, test } from '../support/fixtures';

async function stubProducts(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get(`${urls.stub}/products`);
  return ((await response.json()) as unknown[]).map((item) => ProductSchema.parse(item));
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** How many of `items` lie entirely inside `frame` horizontally (a carousel's visible slides). */
async function fullyShown(frame: Locator, items: Locator): Promise<number> {
  const box = await frame.boundingBox();
  if (!box) return 0;
  let count = 0;
  for (const item of await items.all()) {
    const b = await item.boundingBox();
    if (b && b.width > 0 && b.x >= box.x - 1 && b.x + b.width <= box.x + box.width + 1) count += 1;
  }
  return count;
}

test.describe('home page', () => {
  test('shows every section with its texts', async ({ page, request }) => {
    const products = await stubProducts(request);
    await page.goto('/');
    await expect(page).toHaveTitle('Home');

    const hero = section(page, 'Featured offers');
    await expect(
      hero.getByRole('heading', { name: 'Fresh Groceries Delivered to Your Door' }),
    ).toBeInViewport();
    await expect(hero.getByRole('img', { name: /grocery bag/ })).toHaveAttribute('loading', 'eager');
    await expect(hero.getByRole('button', { name: 'Shop Now' }).first()).toBeVisible();
    await hero.getByRole('group', { name: '1 / 3' }).getByRole('link', { name: 'Next slide' }).click();
    await expect(
      hero.getByRole('heading', { name: 'Start Your Day with Organic Goodness' }),
    ).toBeInViewport();
    await hero.getByRole('link', { name: 'Go to slide 3' }).click();
    await expect(
      hero.getByRole('heading', { name: 'Quality Products at Unbeatable Prices' }),
    ).toBeInViewport();

    await expect(section(page, 'Shop by Category').getByRole('link', { name: 'Bakery' })).toBeVisible();

    const weekly = section(page, 'Weekly Offers');
    await expect(weekly.getByText('Only This Week')).toHaveCount(2);
    await expect(weekly.getByRole('button', { name: 'Shop Now' })).toHaveCount(2);

    const grid = section(page, 'Category Products');
    await expect(grid.getByText('Do not miss the current offers until the end of March.')).toBeVisible();
    await expect(grid.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(12);
    await expect(grid.getByRole('heading', { name: products[0]!.name, exact: true })).toBeVisible();

    const best = section(page, 'Best Sellers');
    await expect(best.getByText('Big Discount on Fresh Groceries')).toBeVisible();
    await expect(best.getByText('Save up to 50% on your daily essentials today!')).toBeVisible();
    const sellers = products.filter((p) => p.discount === 50).slice(0, 6);
    const cards = best.getByRole('list', { name: 'Best sellers' }).getByRole('article');
    await expect(cards).toHaveCount(sellers.length);
    await expect(cards.first().getByText('Remains until the end of the offer')).toBeVisible();
    const firstHeart = cards.first().getByRole('button', { name: /^Like / });
    await firstHeart.click();
    await expect(firstHeart).toHaveAttribute('aria-pressed', 'true');

    const companies = section(page, 'Popular Companies');
    // Its first screen until the shopper scrolls near; then the carousel with all 7.
    await companies.scrollIntoViewIfNeeded();
    await expect(companies.getByRole('article')).toHaveCount(7);
    await expect(companies.getByRole('button', { name: 'View All' })).toBeVisible();
  });

  test('View All → opens the product filter page', async ({ page }) => {
    await page.goto('/');
    const viewAll = section(page, 'Category Products').getByRole('link', { name: 'View All →' });
    // The section draws its contents once it nears the screen (render-when-visible): until then a
    // click there lands on the section itself, as it did for a click right after the scroll.
    await viewAll.scrollIntoViewIfNeeded();
    await expect(viewAll).toBeInViewport();
    await viewAll.click();
    await expect(page).toHaveURL(/\/productFilter$/);
  });

  test('a category in the strip opens the filter page for it', async ({ page }) => {
    await page.goto('/');
    await section(page, 'Shop by Category').getByRole('link', { name: 'Fruits & Vegetables' }).click();
    await expect(page).toHaveURL(/\/productFilter\?category=Fruits%20%26%20Vegetables$/);
  });

  test('Add to cart on a best seller leads to the product (sign-in first)', async ({ page, request }) => {
    const seller = (await stubProducts(request)).find((p) => p.discount === 50)!;
    await page.goto('/');
    const card = section(page, 'Best Sellers')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: seller.name, exact: true }) });
    await expect(card.getByRole('link', { name: seller.name, exact: true })).toHaveAttribute(
      'href',
      `/detail/${seller._id}`,
    );
    await card.getByRole('link', { name: /^Add to cart/ }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('carousels show 4 to 9 categories and 1 to 4 companies as the window grows from 375 to 1300 px', async ({
    page,
  }) => {
    // Opened at a phone's width, then widened step by step: the first load and every resize count.
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/');
    const stripSection = section(page, 'Shop by Category');
    const companiesSection = section(page, 'Popular Companies');
    await expect(stripSection.getByRole('link').first()).toBeVisible();
    for (const [width, strip, companies] of [
      [375, 4, 1],
      [600, 5, 1],
      [700, 5, 2],
      [800, 6, 2],
      [1100, 7, 4],
      [1300, 9, 4],
    ] as const) {
      await test.step(`${strip} categories and ${companies} companies at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => fullyShown(stripSection, stripSection.getByRole('link'))).toBe(strip);
        await expect
          .poll(() => fullyShown(companiesSection, companiesSection.getByRole('article')))
          .toBe(companies);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  });
});

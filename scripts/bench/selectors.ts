/**
 * How the bench finds things on /productFilter. The catalog UI is still
 * changing, so everything the bench depends on is here, by role and name
 * where Playwright acts, and as CSS where code inside the page watches.
 */
import type { Page } from '@playwright/test';

/** CSS, used inside the page: a product card, and the region the grid renders in. */
export const CARD_CSS = 'main article';
export const GRID_REGION_CSS = 'main [aria-label="Products"]';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const catalogControls = (page: Page) => ({
  /** Category links carry a count badge, so match the start of the name. */
  categoryLink: (name: string) =>
    page
      .getByRole('complementary', { name: 'Widget Filters' })
      .getByRole('link', { name: new RegExp(`^${escape(name)}`) }),
  stockRadio: (label: 'All' | 'Stock In' | 'Stock Out') =>
    page.getByRole('group', { name: 'Stock Status' }).getByRole('radio', { name: label, exact: true }),
  maxPriceInput: () => page.getByRole('spinbutton', { name: 'Maximum price' }),
});

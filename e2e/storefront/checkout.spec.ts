import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** The checkout form only: the footer has its own email box. */
const form = (page: Page) => page.getByRole('form', { name: 'Checkout' });

const REQUIRED_FIELDS = [
  'First name',
  'Last name',
  'Building / House No / Floor / Street',
  'Colony / Suburb / Locality / Landmark',
  'Region',
  'City',
  'Area',
  'Address',
  'Phone',
  'Email address',
];

test.describe('/Checkout', () => {
  test('shows the billing form, the sample order and the free-shipping banner', async ({ page }) => {
    await page.goto('/Checkout');
    await expect(page).toHaveTitle('Checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(form(page).getByRole('heading', { name: 'Billing details' })).toBeVisible();
    for (const name of REQUIRED_FIELDS) {
      await expect(form(page).getByRole('textbox', { name, exact: true })).toHaveAttribute(
        'aria-required',
        'true',
      );
    }
    await expect(form(page).getByRole('combobox', { name: 'Country' })).toHaveValue('Bangladesh');
    await expect(form(page).getByRole('textbox', { name: 'Order notes (optional)' })).toBeVisible();

    await expect(page.getByText('Add $299.71 to cart and get free shipping!')).toBeVisible();
    await expect(page.getByText('Have a coupon? Click here to enter your code')).toBeVisible();
    const summary = form(page).getByRole('table', { name: 'Order summary' });
    await expect(summary.getByRole('row', { name: 'Subtotal $9.09' })).toBeVisible();
    await expect(summary.getByRole('row', { name: 'Shipping Flat rate: $10.00' })).toBeVisible();
    await expect(summary.getByRole('row', { name: 'Total $19.09' })).toBeVisible();
  });

  test('payment defaults to Direct Bank Transfer; Place order goes nowhere', async ({ page }) => {
    await page.goto('/Checkout');
    const payment = form(page).getByRole('group', { name: 'Payment method' });
    await expect(payment.getByRole('radio', { name: 'Direct Bank Transfer' })).toBeChecked();
    await expect(payment.getByRole('radio', { name: 'Check Payments' })).not.toBeChecked();
    await payment.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await expect(payment.getByRole('radio', { name: 'Direct Bank Transfer' })).not.toBeChecked();

    // Nothing is enforced: an empty form with the box ticked or not stays put.
    await form(page).getByRole('textbox', { name: 'First name' }).fill('Ayesha');
    await form(page)
      .getByRole('checkbox', { name: /terms and conditions/ })
      .check();
    await form(page).getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/Checkout$/);
    await expect(form(page).getByRole('textbox', { name: 'First name' })).toHaveValue('Ayesha');
    await expect(form(page).getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import CheckoutPage from './CheckoutPage';

const REQUIRED_TEXT_FIELDS = [
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

function renderCheckout() {
  return renderWithApp(<CheckoutPage />, { path: '/Checkout' });
}

describe('<CheckoutPage>', () => {
  it('has every Billing details field, labelled and marked required', async () => {
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Billing details' })).toBeInTheDocument();
    for (const label of REQUIRED_TEXT_FIELDS) {
      const field = screen.getByRole('textbox', { name: label });
      expect(field).toHaveAttribute('aria-required', 'true');
      expect(field).not.toHaveAttribute('required');
      expect(field.closest('div')?.querySelector('label')).toHaveTextContent(`${label}*`);
    }
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Bangladesh');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
    const notes = screen.getByRole('textbox', { name: 'Order notes (optional)' });
    expect(notes.tagName).toBe('TEXTAREA');
    expect(notes).not.toHaveAttribute('aria-required');
  });

  it('shows the sample order figures in dollars', async () => {
    renderCheckout();
    const summary = await screen.findByRole('table', { name: 'Order summary' });
    expect(within(summary).getByRole('row', { name: 'Subtotal $9.09' })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: 'Shipping Flat rate: $10.00' })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: 'Total $19.09' })).toBeInTheDocument();
    expect(screen.getByText('Add $299.71 to cart and get free shipping!')).toBeInTheDocument();
    expect(screen.getByText('Have a coupon? Click here to enter your code')).toBeInTheDocument();
  });

  it('converts the totals to taka when Tk is chosen', async () => {
    localStorage.setItem('currency', 'Tk');
    renderCheckout();
    const summary = await screen.findByRole('table', { name: 'Order summary' });
    expect(within(summary).getByRole('row', { name: 'Subtotal ৳1,108.98' })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: 'Shipping Flat rate: ৳1,220.00' })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: 'Total ৳2,328.98' })).toBeInTheDocument();
    expect(screen.getByText('Add ৳36,564.62 to cart and get free shipping!')).toBeInTheDocument();
  });

  it('defaults payment to Direct Bank Transfer and lets the shopper switch', async () => {
    renderCheckout();
    const group = await screen.findByRole('group', { name: 'Payment method' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Direct Bank Transfer',
      'Check Payments',
      'Cash on Delivery',
    ]);
    expect(within(group).getByRole('radio', { name: 'Direct Bank Transfer' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Cash on Delivery' }));
    expect(within(group).getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Direct Bank Transfer' })).not.toBeChecked();
  });

  it('has a terms checkbox and a Place order button that goes nowhere', async () => {
    const { router } = renderCheckout();
    const terms = await screen.findByRole('checkbox', { name: /terms and conditions/ });
    await userEvent.click(terms);
    expect(terms).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(router.state.location.pathname).toBe('/Checkout');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(document.title).toBe('Checkout');
  });
});

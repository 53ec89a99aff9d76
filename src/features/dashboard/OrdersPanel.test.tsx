import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, renderWithApp } from '../../test/render';
import OrdersPanel from './OrdersPanel';
import { sampleOrders } from './orders';

const processing = sampleOrders.find((order) => order.status === 'Processing')!;

// Rows are found by their text: role queries with names over the whole table are slow in jsdom.
function tableRow(orderId: string) {
  const table = screen.getByRole('table', { name: 'My orders' });
  return within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(orderId))!;
}

describe('OrdersPanel', () => {
  it('has the spec’s columns and a Cancel button only for Processing orders', () => {
    renderWithApp(<OrdersPanel />, { path: '/auth/orderDetails', auth: { user: demoUser } });
    const table = screen.getByRole('table', { name: 'My orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order ID', 'Date', 'Status', 'Products', 'Action']);
    const badge = { Delivered: 'badge-success', Processing: 'badge-warning', Cancelled: 'badge-error' };
    for (const order of sampleOrders) {
      const row = tableRow(order.id);
      expect(Boolean(within(row).queryByRole('button'))).toBe(order.status === 'Processing');
      expect(within(row).getByText(order.status)).toHaveClass(badge[order.status]);
    }
  });

  it('cancels a Processing order locally, in the table and the cards', async () => {
    renderWithApp(<OrdersPanel />, { path: '/auth/orderDetails', auth: { user: demoUser } });
    await userEvent.click(
      within(tableRow(processing.id)).getByRole('button', { name: `Cancel order ${processing.id}` }),
    );
    expect(within(tableRow(processing.id)).getByText('Cancelled')).toHaveClass('badge-error');
    expect(within(tableRow(processing.id)).queryByRole('button')).not.toBeInTheDocument();

    const card = screen.getByRole('article', { name: `Order ${processing.id}` });
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
  });
});

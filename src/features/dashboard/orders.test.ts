import { describe, expect, it } from 'vitest';
import { canCancel, orderTotal, ordersReducer, sampleOrders, statusBadgeClass, type Order } from './orders';

const processing = sampleOrders.find((order) => order.status === 'Processing')!;
const delivered = sampleOrders.find((order) => order.status === 'Delivered')!;

describe('sampleOrders', () => {
  it('has 4 to 5 orders covering every status', () => {
    expect(sampleOrders.length).toBeGreaterThanOrEqual(4);
    expect(sampleOrders.length).toBeLessThanOrEqual(5);
    expect(new Set(sampleOrders.map((order) => order.status))).toEqual(
      new Set(['Delivered', 'Processing', 'Cancelled']),
    );
  });
});

describe('ordersReducer', () => {
  it('cancels a Processing order and nothing else', () => {
    const next = ordersReducer(sampleOrders, { type: 'cancel', orderId: processing.id });
    expect(next.find((order) => order.id === processing.id)?.status).toBe('Cancelled');
    const others = (orders: Order[]) => orders.filter((order) => order.id !== processing.id);
    expect(others(next)).toEqual(others(sampleOrders));
  });

  it('leaves a Delivered order alone', () => {
    expect(ordersReducer(sampleOrders, { type: 'cancel', orderId: delivered.id })).toEqual(sampleOrders);
  });

  it('does not change the sample it was given', () => {
    ordersReducer(sampleOrders, { type: 'cancel', orderId: processing.id });
    expect(processing.status).toBe('Processing');
  });
});

describe('order helpers', () => {
  it('only Processing orders can be cancelled', () => {
    expect(canCancel(processing)).toBe(true);
    expect(canCancel(delivered)).toBe(false);
  });

  it('colours the status badges', () => {
    expect(statusBadgeClass('Delivered')).toBe('badge-success');
    expect(statusBadgeClass('Processing')).toBe('badge-warning');
    expect(statusBadgeClass('Cancelled')).toBe('badge-error');
  });

  it('adds up an order', () => {
    expect(
      orderTotal({
        ...delivered,
        products: [
          { id: 'a', name: 'A', price: 1.1, image: '' },
          { id: 'b', name: 'B', price: 2.2, image: '' },
        ],
      }),
    ).toBeCloseTo(3.3);
  });
});

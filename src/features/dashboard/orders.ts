/** docs/product.md §3: the hard-coded order sample of the dashboard. */
export type OrderStatus = 'Delivered' | 'Processing' | 'Cancelled';

export interface OrderProduct {
  id: string;
  name: string;
  price: number;
  image: string;
}

export interface Order {
  id: string;
  date: string;
  status: OrderStatus;
  products: OrderProduct[];
}

export const sampleOrders: Order[] = [
  {
    id: 'ORD-1001',
    date: '2024-03-02',
    status: 'Delivered',
    products: [
      { id: 'P-101', name: 'Organic Bananas (dozen)', price: 2.79, image: '/images/products/fruit.webp' },
      { id: 'P-102', name: 'Fresh Cow Milk 1L', price: 1.35, image: '/images/products/milk.webp' },
    ],
  },
  {
    id: 'ORD-1002',
    date: '2024-03-09',
    status: 'Processing',
    products: [{ id: 'P-103', name: 'Miniket Rice 5kg', price: 6.9, image: '/images/products/rice.webp' }],
  },
  {
    id: 'ORD-1003',
    date: '2024-03-14',
    status: 'Cancelled',
    products: [
      { id: 'P-104', name: 'Farm Eggs (dozen)', price: 1.6, image: '/images/products/eggs.webp' },
      { id: 'P-105', name: 'Whole Wheat Bread', price: 1.1, image: '/images/products/bread.webp' },
    ],
  },
  {
    id: 'ORD-1004',
    date: '2024-03-20',
    status: 'Processing',
    products: [
      { id: 'P-106', name: 'Soybean Oil 2L', price: 3.75, image: '/images/products/cooking-oil.webp' },
      { id: 'P-107', name: 'Red Lentils 1kg', price: 1.45, image: '/images/products/lentils.webp' },
    ],
  },
  {
    id: 'ORD-1005',
    date: '2024-03-27',
    status: 'Delivered',
    products: [{ id: 'P-108', name: 'Hilsa Fish 1kg', price: 14.5, image: '/images/products/fish.webp' }],
  },
];

export type OrdersAction = { type: 'cancel'; orderId: string };

/** docs/product.md §4: the only change is Processing → Cancelled, made locally; else a no-op. */
export function ordersReducer(orders: Order[], { orderId }: OrdersAction): Order[] {
  return orders.map((order) =>
    order.id === orderId && canCancel(order) ? { ...order, status: 'Cancelled' } : order,
  );
}

/** The order's calendar day (`2024-03-02`) as a local date, so no time zone moves it a day. */
export function orderDate(order: Order): Date {
  const [year, month, day] = order.date.split('-').map(Number);
  return new Date(year!, month! - 1, day!);
}

export function canCancel(order: Order): boolean {
  return order.status === 'Processing';
}

/** Green for Delivered, warning for Processing, error otherwise. */
export function statusBadgeClass(status: OrderStatus): string {
  if (status === 'Delivered') return 'badge-success';
  if (status === 'Processing') return 'badge-warning';
  return 'badge-error';
}

export function orderTotal(order: Order): number {
  return order.products.reduce((sum, product) => sum + product.price, 0);
}

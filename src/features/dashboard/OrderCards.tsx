import { OrderAction, OrderProducts, StatusBadge } from './OrderParts';
import type { Order } from './orders';

/** Narrow screens: one card per order. */
export function OrderCards({ orders, onCancel }: { orders: Order[]; onCancel(orderId: string): void }) {
  return (
    <ul className="flex flex-col gap-4" aria-label="My orders">
      {orders.map((order) => (
        <li key={order.id} className="card card-border bg-base-100">
          <article className="card-body gap-3 p-4" aria-label={`Order ${order.id}`}>
            <div className="flex items-start justify-between gap-2">
              <div>
                <h2 className="font-mono font-semibold">{order.id}</h2>
                <p className="text-sm opacity-70">{order.date}</p>
              </div>
              <StatusBadge order={order} />
            </div>
            <OrderProducts order={order} />
            <div className="card-actions justify-end">
              <OrderAction order={order} onCancel={onCancel} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

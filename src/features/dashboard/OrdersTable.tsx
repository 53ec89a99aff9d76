import { OrderAction, OrderProducts, StatusBadge } from './OrderParts';
import type { Order } from './orders';

/** Wide screens: one row per order with the spec's five columns. */
export function OrdersTable({ orders, onCancel }: { orders: Order[]; onCancel(orderId: string): void }) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table table-sm lg:table-md">
        <caption className="sr-only">My orders</caption>
        {/* daisyUI dims headers to 60%: below 4.5:1 on synthwave's dark base. */}
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">Order ID</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col">Products</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" className="whitespace-nowrap font-mono">
                {order.id}
              </th>
              <td className="whitespace-nowrap">{order.date}</td>
              <td>
                <StatusBadge order={order} />
              </td>
              <td>
                <OrderProducts order={order} />
              </td>
              <td>
                <OrderAction order={order} onCancel={onCancel} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { formatCode, formatDate } from '../../i18n/format';
import { useT } from '../../i18n/useT';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { OrderAction, OrderProducts, StatusBadge } from './OrderParts';
import { orderDate, type Order } from './orders';

/** Wide screens: one row per order with the five columns of docs/product.md §2. */
export function OrdersTable({ orders, onCancel }: { orders: Order[]; onCancel(orderId: string): void }) {
  const t = useT();
  const { language } = usePreferences();
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table table-sm lg:table-md">
        <caption className="sr-only">{t('orders.label')}</caption>
        {/* daisyUI dims headers to 60%: below 4.5:1 on synthwave's dark base. */}
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">{t('orders.id')}</th>
            <th scope="col">{t('orders.date')}</th>
            <th scope="col">{t('orders.status')}</th>
            <th scope="col">{t('catalog.products')}</th>
            <th scope="col">{t('orders.action')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" className="whitespace-nowrap font-mono">
                {formatCode(order.id, language)}
              </th>
              <td className="whitespace-nowrap">{formatDate(orderDate(order), language)}</td>
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

import { formatCode, formatDate } from '../../i18n/format';
import { useT } from '../../i18n/useT';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { OrderAction, OrderProducts, StatusBadge } from './OrderParts';
import { orderDate, type Order } from './orders';

/** Narrow screens: one card per order. */
export function OrderCards({ orders, onCancel }: { orders: Order[]; onCancel(orderId: string): void }) {
  const t = useT();
  const { language } = usePreferences();
  return (
    <ul className="flex flex-col gap-4" aria-label={t('orders.label')}>
      {orders.map((order) => (
        <li key={order.id} className="card card-border bg-base-100">
          <article
            className="card-body gap-3 p-4"
            aria-label={t('orders.order', { id: formatCode(order.id, language) })}
          >
            <div className="flex items-start justify-between gap-2">
              <div>
                <h2 className="font-mono font-semibold">{formatCode(order.id, language)}</h2>
                <p className="text-sm opacity-70">{formatDate(orderDate(order), language)}</p>
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

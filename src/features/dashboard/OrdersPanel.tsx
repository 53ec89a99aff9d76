import { useReducer } from 'react';
import { formatCode, formatDate } from '../../i18n/format';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';
import { siteUrl } from '../../lib/siteUrl';
import { usePreferences } from '../../preferences/PreferencesProvider';
import {
  canCancel,
  orderDate,
  ordersReducer,
  sampleOrders,
  statusBadgeClass,
  type Order,
  type OrderStatus,
} from './orders';

/** /auth/orderDetails: the hard-coded orders; a table from md, cards below (docs/product.md §2). */
export default function OrdersPanel() {
  const [orders, dispatch] = useReducer(ordersReducer, sampleOrders);
  const cancel = (orderId: string) => dispatch({ type: 'cancel', orderId });
  const t = useT();
  usePageTitle(t('orders.title'));
  return (
    <main className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('orders.title')}</h1>
      <div className="hidden md:block">
        <OrdersTable orders={orders} onCancel={cancel} />
      </div>
      <div className="md:hidden">
        <OrderCards orders={orders} onCancel={cancel} />
      </div>
    </main>
  );
}

/** Wide screens: one row per order with the five columns of docs/product.md §2. */
function OrdersTable({ orders, onCancel }: { orders: Order[]; onCancel(orderId: string): void }) {
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

function OrderCards({ orders, onCancel }: { orders: Order[]; onCancel(orderId: string): void }) {
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

const STATUS_KEYS: Record<OrderStatus, string> = {
  Delivered: 'orders.delivered',
  Processing: 'orders.processing',
  Cancelled: 'orders.cancelled',
};

function StatusBadge({ order }: { order: Order }) {
  const t = useT();
  return <span className={`badge ${statusBadgeClass(order.status)}`}>{t(STATUS_KEYS[order.status])}</span>;
}

/** Between md and lg the side menu leaves the table little room: thumbnails hide and names truncate. */
function OrderProducts({ order }: { order: Order }) {
  const { price, language } = usePreferences();
  return (
    <ul className="flex flex-col gap-2">
      {order.products.map((product) => (
        <li key={product.id} className="flex items-center gap-2">
          <img
            src={siteUrl(product.image)}
            alt=""
            className="size-10 shrink-0 rounded bg-base-200 object-contain md:max-lg:hidden"
          />
          <span className="min-w-0">
            {/* The sample orders stand in for a backend's: their product names are product data. */}
            <span data-backend-text className="block truncate md:max-lg:max-w-32">
              {product.name}
            </span>
            <span className="text-xs opacity-70">
              {formatCode(product.id, language)} · {price(product.price)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Cancel appears only for Processing orders; others show a dash. */
function OrderAction({ order, onCancel }: { order: Order; onCancel(orderId: string): void }) {
  const t = useT();
  const { language } = usePreferences();
  if (!canCancel(order))
    return (
      <span className="opacity-50" aria-label={t('orders.noAction')}>
        —
      </span>
    );
  return (
    <button
      type="button"
      // Solid, not outline: the outline's light-red text on white is below 4.5:1 in the light theme.
      className="btn btn-error btn-xs"
      aria-label={t('orders.cancelOrder', { id: formatCode(order.id, language) })}
      onClick={() => onCancel(order.id)}
    >
      {t('common.cancel')}
    </button>
  );
}

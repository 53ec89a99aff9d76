import { formatCode } from '../../i18n/format';
import { useT } from '../../i18n/useT';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { canCancel, statusBadgeClass, type Order, type OrderStatus } from './orders';
import { siteUrl } from '../../lib/siteUrl';

const STATUS_KEYS: Record<OrderStatus, string> = {
  Delivered: 'orders.delivered',
  Processing: 'orders.processing',
  Cancelled: 'orders.cancelled',
};

export function StatusBadge({ order }: { order: Order }) {
  const t = useT();
  return <span className={`badge ${statusBadgeClass(order.status)}`}>{t(STATUS_KEYS[order.status])}</span>;
}

/** Between md and lg the side menu leaves the table little room: thumbnails hide and names truncate. */
export function OrderProducts({ order }: { order: Order }) {
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
export function OrderAction({ order, onCancel }: { order: Order; onCancel(orderId: string): void }) {
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

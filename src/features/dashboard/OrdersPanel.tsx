import { useReducer } from 'react';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';
import { OrderCards } from './OrderCards';
import { ordersReducer, sampleOrders } from './orders';
import { OrdersTable } from './OrdersTable';

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

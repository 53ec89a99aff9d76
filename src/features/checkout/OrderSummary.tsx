import { useT } from '../../i18n/useT';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { SAMPLE_ORDER } from './sampleOrder';

/** "Your order": the static sample figures of docs/product.md §9. */
export function OrderSummary() {
  const t = useT();
  const { price } = usePreferences();
  return (
    <table className="table">
      <caption className="sr-only">{t('checkout.summary')}</caption>
      <tbody>
        <tr>
          <th scope="row" className="font-medium">
            {t('checkout.subtotal')}
          </th>
          <td className="text-right">{price(SAMPLE_ORDER.subtotal)}</td>
        </tr>
        <tr>
          <th scope="row" className="font-medium">
            {t('checkout.shipping')}
          </th>
          <td className="text-right">{t('checkout.flatRate', { amount: price(SAMPLE_ORDER.shipping) })}</td>
        </tr>
        <tr className="text-lg">
          <th scope="row" className="font-bold">
            {t('checkout.total')}
          </th>
          <td className="text-right font-bold text-primary">{price(SAMPLE_ORDER.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}

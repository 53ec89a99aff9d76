import { SAMPLE_ORDER } from './sampleOrder';

/** "Your order": the static sample figures of spec section 9. */
export function OrderSummary() {
  return (
    <table className="table">
      <caption className="sr-only">Order summary</caption>
      <tbody>
        <tr>
          <th scope="row" className="font-medium">Subtotal</th>
          <td className="text-right">{SAMPLE_ORDER.subtotal}</td>
        </tr>
        <tr>
          <th scope="row" className="font-medium">Shipping</th>
          <td className="text-right">Flat rate: {SAMPLE_ORDER.shipping}</td>
        </tr>
        <tr className="text-lg">
          <th scope="row" className="font-bold">Total</th>
          <td className="text-right font-bold text-primary">{SAMPLE_ORDER.total}</td>
        </tr>
      </tbody>
    </table>
  );
}

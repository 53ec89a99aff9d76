/** Spec section 2: a quantity stepper that shows 1 and does nothing yet. */
export function QuantityStepper() {
  return (
    <div className="join" role="group" aria-label="Quantity">
      <button type="button" className="btn join-item" aria-label="Decrease quantity">
        −
      </button>
      <input className="input join-item w-14 text-center" aria-label="Quantity" value={1} readOnly />
      <button type="button" className="btn join-item" aria-label="Increase quantity">
        +
      </button>
    </div>
  );
}

import { CartIcon } from './icons';

/** The cart-like icon: a placeholder with a fixed badge of 8 (spec section 9). */
export function CartButton() {
  return (
    <button type="button" className="btn btn-ghost btn-circle" aria-label="Cart, 8 items (coming soon)">
      <span className="indicator">
        <span className="badge indicator-item badge-secondary badge-sm">8</span>
        <CartIcon />
      </span>
    </button>
  );
}

import { Link } from 'react-router';
import type { AuthUser } from '../../auth/AuthContext';
import { formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/useT';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { Avatar } from './Avatar';
import { closeDropdown } from './closeDropdown';
import { CartIcon } from './icons';
import { useSignOut } from './useSignOut';
import { WishlistDropdown } from './WishlistDropdown';

const CART_COUNT = 8;

/** The header's signed-in controls (docs/product.md §2, §9), a chunk of their own (visitors need none). */
export default function SignedInControls({ user }: { user: AuthUser }) {
  const t = useT();
  const { language } = usePreferences();
  const signOut = useSignOut();
  return (
    <>
      <WishlistDropdown />
      <button
        type="button"
        className="btn btn-ghost btn-circle"
        aria-label={t('account.cart', { count: CART_COUNT })}
      >
        <span className="indicator">
          <span className="badge indicator-item badge-secondary badge-sm">
            {formatNumber(CART_COUNT, language)}
          </span>
          <CartIcon />
        </span>
      </button>
      {user.email && (
        <div className="dropdown dropdown-end">
          <button
            type="button"
            className="btn btn-ghost btn-circle"
            aria-label={t('account.menuFor', { name: user.displayName || user.email })}
          >
            <Avatar photoURL={user.photoURL} />
          </button>
          <ul className="menu dropdown-content z-50 mt-3 w-52 rounded-box bg-base-100 p-2 shadow-lg">
            <li className="menu-title truncate text-base-content/75!">{user.displayName || user.email}</li>
            <li>
              <Link to="/profile" onClick={closeDropdown}>
                {t('account.profile')}
              </Link>
            </li>
            <li>
              <Link to="/settings" onClick={closeDropdown}>
                {t('account.settings')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => {
                  closeDropdown();
                  void signOut();
                }}
              >
                {t('account.signOut')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </>
  );
}

import { Link } from 'react-router';
import type { AuthUser } from '../../auth/AuthContext';
import { useT } from '../../i18n/useT';
import { Avatar } from './Avatar';
import { closeDropdown } from './closeDropdown';
import { useSignOut } from './useSignOut';

/** The avatar with Profile, Settings and Sign Out (docs/product.md §2, user menu). */
export function AvatarMenu({ user }: { user: AuthUser }) {
  const t = useT();
  const signOut = useSignOut();
  return (
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
  );
}

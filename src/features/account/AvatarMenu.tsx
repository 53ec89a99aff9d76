import { Link } from 'react-router';
import type { AuthUser } from '../../auth/AuthContext';
import { Avatar } from './Avatar';
import { closeDropdown } from './closeDropdown';
import { useSignOut } from './useSignOut';

/** The avatar with Profile, Settings and Sign Out (spec section 2, user menu). */
export function AvatarMenu({ user }: { user: AuthUser }) {
  const signOut = useSignOut();
  return (
    <div className="dropdown dropdown-end">
      <button
        type="button"
        className="btn btn-ghost btn-circle"
        aria-label={`Account menu for ${user.displayName || user.email}`}
      >
        <Avatar photoURL={user.photoURL} />
      </button>
      <ul className="menu dropdown-content z-50 mt-3 w-52 rounded-box bg-base-100 p-2 shadow-lg">
        <li className="menu-title truncate text-base-content/75!">{user.displayName || user.email}</li>
        <li>
          <Link to="/profile" onClick={closeDropdown}>
            Profile
          </Link>
        </li>
        <li>
          <Link to="/settings" onClick={closeDropdown}>
            Settings
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
            Sign Out
          </button>
        </li>
      </ul>
    </div>
  );
}

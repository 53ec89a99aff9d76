import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { AvatarMenu } from './AvatarMenu';
import { CartButton } from './CartButton';
import { WishlistDropdown } from './WishlistDropdown';

/**
 * The header's user slot (spec sections 2 and 6). While auth is still loading
 * it shows the signed-out buttons, which keeps the header from jumping.
 */
export function UserArea() {
  const { user } = useAuth();
  return (
    <div className="flex items-center gap-1">
      {user && <WishlistDropdown />}
      {user && <CartButton />}
      {user?.email ? (
        <AvatarMenu user={user} />
      ) : (
        <div className="flex gap-2">
          <Link to="/login" className="btn btn-sm btn-primary">
            Login
          </Link>
          <Link to="/signUp" className="btn btn-sm btn-outline">
            SignUp
          </Link>
        </div>
      )}
    </div>
  );
}

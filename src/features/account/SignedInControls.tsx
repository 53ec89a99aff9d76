import type { AuthUser } from '../../auth/AuthContext';
import { AvatarMenu } from './AvatarMenu';
import { CartButton } from './CartButton';
import { WishlistDropdown } from './WishlistDropdown';

/** The header's signed-in controls: a chunk of their own, since visitors never need them. */
export default function SignedInControls({ user }: { user: AuthUser }) {
  return (
    <>
      <WishlistDropdown />
      <CartButton />
      {user.email && <AvatarMenu user={user} />}
    </>
  );
}

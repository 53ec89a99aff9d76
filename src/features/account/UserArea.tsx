import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { useT } from '../../i18n/useT';

const SignedInControls = lazy(() => import('./SignedInControls'));

/**
 * The header's user slot (docs/product.md §2, §6), never in the wrong sign-in state (decision 037): until
 * Firebase answers it holds both placeholders, and index.css shows the one `<html data-account>` hints.
 */
export function UserArea() {
  const { user, loading } = useAuth();
  // Signing out keeps the user until it is done: only a visitor nobody has reported yet is unknown.
  const unknown = loading && !user;
  return (
    <div className="flex items-center gap-1">
      {unknown && <SignedInPlaceholder className="account-guess-in" />}
      {user ? (
        <Suspense fallback={<SignedInPlaceholder />}>
          <SignedInControls user={user} />
          {!user.email && <SignedOutLinks />}
        </Suspense>
      ) : (
        // The same links once Firebase has said "nobody": a tap or focus on them is kept.
        <SignedOutLinks className={unknown ? 'account-guess-out' : ''} />
      )}
    </div>
  );
}

function SignedOutLinks({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <div className={`flex gap-1 sm:gap-2 ${className}`}>
      <Link to="/login" className="btn btn-sm btn-primary max-sm:px-2">
        {t('nav.login')}
      </Link>
      <Link to="/signUp" className="btn btn-sm btn-outline max-sm:px-2">
        {t('nav.signUp')}
      </Link>
    </div>
  );
}

/** The wishlist's and the cart's icons and the avatar, as shapes of their size: nothing to press. */
function SignedInPlaceholder({ className = '' }: { className?: string }) {
  const icon = 'flex size-10 items-center justify-center';
  return (
    <span aria-hidden="true" className={`flex items-center gap-1 ${className}`}>
      <span className={icon}>
        <span className="size-6 rounded-full bg-base-200" />
      </span>
      <span className={icon}>
        <span className="size-6 rounded-field bg-base-200" />
      </span>
      <span className="size-10 rounded-full bg-base-200" />
    </span>
  );
}

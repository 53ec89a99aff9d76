import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { useT } from '../../i18n/useT';

const SignedInControls = lazy(() => import('./SignedInControls'));

/**
 * The header's user slot (spec sections 2 and 6). While auth is still loading
 * it shows the signed-out buttons, which keeps the header from jumping; so
 * does the moment the signed-in controls' chunk takes to arrive.
 */
export function UserArea() {
  const t = useT();
  const { user } = useAuth();
  const signedOut = (
    <div className="flex gap-1 sm:gap-2">
      <Link to="/login" className="btn btn-sm btn-primary max-sm:px-2">
        {t('nav.login')}
      </Link>
      <Link to="/signUp" className="btn btn-sm btn-outline max-sm:px-2">
        {t('nav.signUp')}
      </Link>
    </div>
  );
  return (
    <div className="flex items-center gap-1">
      {user ? (
        <Suspense fallback={signedOut}>
          <SignedInControls user={user} />
          {!user.email && signedOut}
        </Suspense>
      ) : (
        signedOut
      )}
    </div>
  );
}

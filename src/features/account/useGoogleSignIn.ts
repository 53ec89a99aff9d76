import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { createUser } from '../../api/users';
import { errorMessage } from '../../api/errors';
import { useAuth, type AuthUser, type GoogleTestAccount } from '../../auth/AuthContext';
import { authErrorCode, describeAuthError, providerMessage } from '../../auth/errors';
import { showAuthError, showSuccess } from '../../components/alerts';
import { t } from '../../i18n/i18n';

/** Records a social sign-in on the backend; docs/product.md §8: its errors are only logged. */
function recordUser(user: AuthUser) {
  if (!user.email) return;
  const name = user.displayName?.trim() || user.email.split('@')[0]!;
  createUser({ name, email: user.email })
    .then((answer) => console.info('User record:', answer))
    .catch((error: unknown) => console.error('Could not record the user:', errorMessage(error)));
}

/** Google sign-in, then POST /users with the provider's name and email, then home. */
export function useGoogleSignIn() {
  const { signInWithGoogle } = useAuth();
  const navigate = useNavigate();
  return useCallback(
    async (testAccount?: GoogleTestAccount) => {
      try {
        const user = await signInWithGoogle(testAccount);
        recordUser(user);
        void showSuccess(t('alert.loggedIn'));
        navigate('/', { replace: true });
      } catch (error) {
        const code = authErrorCode(error);
        if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request') return;
        console.error('Google sign-in failed:', code ?? providerMessage(error));
        void showAuthError(describeAuthError(error));
      }
    },
    [signInWithGoogle, navigate],
  );
}

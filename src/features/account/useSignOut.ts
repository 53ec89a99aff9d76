import { useCallback } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { providerMessage } from '../../auth/errors';
import { showError, showToast } from '../../components/alerts';
import { t } from '../../i18n/i18n';

/** Sign Out (docs/product.md §8): a toast when it worked, a 'Logout Failed' dialog when not. */
export function useSignOut() {
  const { logout } = useAuth();
  return useCallback(async () => {
    try {
      await logout();
      void showToast(t('alert.loggedOut'));
    } catch (error) {
      void showError(t('alert.logoutFailed'), providerMessage(error));
    }
  }, [logout]);
}

import { useCallback } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { showError, showToast } from '../../components/alerts';
import { t } from '../../i18n/i18n';

/**
 * Sign Out (docs/product.md §8): a toast when it worked, a 'Logout Failed' dialog when not. The
 * provider's messages load with a failure: every page has the button, none needs them first.
 */
export function useSignOut() {
  const { logout } = useAuth();
  return useCallback(async () => {
    try {
      await logout();
      void showToast(t('alert.loggedOut'));
    } catch (error) {
      const { providerMessage } = await import('../../auth/errors');
      void showError(t('alert.logoutFailed'), providerMessage(error));
    }
  }, [logout]);
}

import { useCallback } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { providerMessage } from '../../auth/errors';
import { showError, showToast } from '../../components/alerts';

/** Sign Out (spec section 8): a toast when it worked, a 'Logout Failed' dialog when not. */
export function useSignOut() {
  const { logout } = useAuth();
  return useCallback(async () => {
    try {
      await logout();
      void showToast('Successfully Logged Out');
    } catch (error) {
      void showError('Logout Failed', providerMessage(error));
    }
  }, [logout]);
}

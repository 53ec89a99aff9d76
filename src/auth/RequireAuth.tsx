import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../components/Spinner';
import { useT } from '../i18n/useT';
import { useAuth } from './AuthContext';
import { rememberOrigin } from './redirect';

/** docs/product.md §4: spinner while auth loads, /login (origin remembered) when signed out. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const t = useT();
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner label={t('auth.checking')} />;
  if (!user) return <Navigate to="/login" replace state={rememberOrigin(location)} />;
  return children;
}

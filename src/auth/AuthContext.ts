import { createContext, useContext } from 'react';

/** The signed-in user as the app needs it (docs/product.md §3, User). */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

/** docs/product.md §4: `loading` is true until the identity provider reports. */
export interface AuthState {
  user: AuthUser | null;
  loading: boolean;
}

/** A test Google account the Auth emulator accepts (emulator mode only). */
export interface GoogleTestAccount {
  sub: string;
  email: string;
  name: string;
}

export interface AuthActions {
  signIn(email: string, password: string): Promise<void>;
  /** A popup with a real project; with the emulator (no popup offline) the picked test account. */
  signInWithGoogle(testAccount?: GoogleTestAccount): Promise<AuthUser>;
  signUp(email: string, password: string): Promise<AuthUser>;
  updateUserProfile(displayName: string, photoURL: string | null): Promise<void>;
  logout(): Promise<void>;
}

export type AuthContextValue = AuthState & AuthActions;

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

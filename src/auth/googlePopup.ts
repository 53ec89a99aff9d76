/**
 * The real Google popup, in its own chunk: the popup resolver is large and only
 * needed when a shopper of a real Firebase project clicks the Google button.
 */
import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  signInWithPopup,
  type Auth,
  type User,
} from 'firebase/auth';

export async function googlePopupSignIn(auth: Auth): Promise<User> {
  const { user } = await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
  return user;
}

/** The real Google popup, in its own chunk: its resolver is large and only a real project needs it. */
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

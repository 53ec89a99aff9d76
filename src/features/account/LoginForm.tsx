import { useState, type SubmitEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { describeAuthError } from '../../auth/errors';
import { originFrom, stateAfterSignIn } from '../../auth/redirect';
import { showAuthError, showSuccess } from '../../components/alerts';
import { useT } from '../../i18n/useT';
import { useHydrated } from '../../lib/useHydrated';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';

/** Email and password sign-in; the browser enforces the required fields (docs/product.md §5). */
export function LoginForm() {
  const t = useT();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  // Before the scripts run, a native submit would put the password into the URL: the button waits.
  const hydrated = useHydrated();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    try {
      await signIn(String(data.get('email')), String(data.get('password')));
      void showSuccess(t('alert.loggedIn'));
      form.reset();
      // Back where they were, with what they asked for there before signing in (a heart tapped).
      navigate(originFrom(location.state), { replace: true, state: stateAfterSignIn(location.state) });
    } catch (error) {
      // docs/product.md §8: the popup's title is the provider's message, in plain words.
      void showAuthError(describeAuthError(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} aria-label={t('login.formLabel')}>
      <TextField label={t('field.email')} name="email" type="email" autoComplete="email" required />
      <PasswordField name="password" autoComplete="current-password" required />
      <button type="submit" className="btn btn-primary" disabled={busy || !hydrated}>
        {busy && <span className="spinner size-5" aria-hidden="true" />}
        {t('login.submit')}
      </button>
    </form>
  );
}

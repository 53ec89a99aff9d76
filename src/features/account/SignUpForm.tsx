import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { createUser } from '../../api/users';
import { useAuth } from '../../auth/AuthContext';
import { describeAuthError } from '../../auth/errors';
import { originFrom, stateAfterSignIn } from '../../auth/redirect';
import { showAuthError, showError, showSuccess } from '../../components/alerts';
import { describeFailure } from '../../components/failure';
import { useT } from '../../i18n/useT';
import { loadWorkspaceMessages } from '../../i18n/workspace';
import { useHydrated } from '../../lib/useHydrated';
import { PasswordField } from './PasswordField';
import { registerAccount } from './registerAccount';
import { signUpSchema, type SignUpValues } from './signUpSchema';
import { TextField } from './TextField';

/** The emulator builds' notice (DemoPasswordNotice), shown once its text is in; other builds have neither. */
const DemoPasswordNotice =
  import.meta.env.VITE_MSW === 'true'
    ? lazy(() =>
        Promise.all([import('./DemoPasswordNotice'), loadWorkspaceMessages()]).then(([module]) => ({
          default: module.DemoPasswordNotice,
        })),
      )
    : undefined;

const empty: SignUpValues = { name: '', photoURL: '', email: '', password: '' };

/** The sign-up form: the validation messages of docs/product.md §5, then the account flow of §7. */
export function SignUpForm() {
  const t = useT();
  const { signUp, updateUserProfile } = useAuth();
  // Before the scripts run, a native submit would put the password into the URL (LoginForm).
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const { register, handleSubmit, reset, formState } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = formState;
  // The schema's messages are message keys, translated when shown.
  const fieldError = (key: string | undefined) => (key ? t(key) : undefined);

  async function onValid(values: SignUpValues) {
    try {
      const outcome = await registerAccount(values, { signUp, createUser, updateUserProfile });
      if (outcome.status === 'not-recorded') {
        if (outcome.error === undefined) void showError(t('signUp.notRecorded'), t('signUp.alreadyRecorded'));
        else {
          const { message, detail } = describeFailure(outcome.error, t);
          void showError(t('signUp.notRecorded'), message, detail);
        }
        return;
      }
      void showSuccess(t('alert.signedUp'));
      reset(empty);
      // Back where they were, with what they asked for there before signing in (a heart tapped).
      navigate(originFrom(location.state), { replace: true, state: stateAfterSignIn(location.state) });
    } catch (error) {
      void showAuthError(describeAuthError(error));
    }
  }

  return (
    // noValidate: the schema's messages, not the browser's, explain what to fix.
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-label={t('signUp.formLabel')}
    >
      {DemoPasswordNotice && (
        <Suspense fallback={null}>
          <DemoPasswordNotice />
        </Suspense>
      )}
      <TextField
        label={t('field.name')}
        autoComplete="name"
        error={fieldError(errors.name?.message)}
        {...register('name')}
      />
      <TextField
        label={t('field.photoUrl')}
        type="url"
        inputMode="url"
        placeholder={t('field.photoUrlPlaceholder')}
        error={fieldError(errors.photoURL?.message)}
        {...register('photoURL')}
      />
      <TextField
        label={t('field.email')}
        type="email"
        autoComplete="email"
        error={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <PasswordField
        autoComplete="new-password"
        error={fieldError(errors.password?.message)}
        {...register('password')}
      />
      <button type="submit" className="btn btn-primary" disabled={isSubmitting || !hydrated}>
        {isSubmitting && <span className="spinner size-5" aria-hidden="true" />}
        {t('signUp.submit')}
      </button>
    </form>
  );
}

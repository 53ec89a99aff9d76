import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { createUser } from '../../api/users';
import { useAuth } from '../../auth/AuthContext';
import { describeAuthError } from '../../auth/errors';
import { originFrom } from '../../auth/redirect';
import { showError, showSuccess } from '../../components/alerts';
import { PasswordField } from './PasswordField';
import { registerAccount } from './registerAccount';
import { signUpSchema, type SignUpValues } from './signUpSchema';
import { TextField } from './TextField';

const empty: SignUpValues = { name: '', photoURL: '', email: '', password: '' };

/** The sign-up form: the spec's validation messages, then the account flow of section 7. */
export function SignUpForm() {
  const { signUp, updateUserProfile } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { register, handleSubmit, reset, formState } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = formState;

  async function onValid(values: SignUpValues) {
    try {
      const outcome = await registerAccount(values, { signUp, createUser, updateUserProfile });
      if (outcome.status === 'not-recorded') {
        void showError('Your account was created but not saved to the shop', outcome.reason);
        return;
      }
      void showSuccess('Successfully Signed Up');
      reset(empty);
      navigate(originFrom(location.state), { replace: true });
    } catch (error) {
      void showError('Sign up failed', describeAuthError(error));
    }
  }

  return (
    // noValidate: the schema's messages, not the browser's, explain what to fix.
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-label="Create an account"
    >
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Photo URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://…"
        error={errors.photoURL?.message}
        {...register('photoURL')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Sign Up
      </button>
    </form>
  );
}

import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/useT';
import { AuthCard } from './AuthCard';
import { SignUpForm } from './SignUpForm';

/** /signUp (docs/product.md §2): create an account. */
export default function SignUpPage() {
  const t = useT();
  // Where the visitor came from and what they asked for there go along to the other form.
  const { state } = useLocation();
  return (
    <AuthCard title={t('title.signUp')} heading={t('signUp.heading')}>
      <SignUpForm />
      <p className="text-center text-sm">
        {t('signUp.haveAccount')}{' '}
        <Link to="/login" state={state} className="link link-primary">
          {t('signUp.goToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}

import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/useT';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { SocialSignIn } from './SocialSignIn';

/** /login (docs/product.md §2): email and password, or Google. */
export default function LoginPage() {
  const t = useT();
  // Where the visitor came from and what they asked for there go along to the other form.
  const { state } = useLocation();
  return (
    <AuthCard title={t('title.signIn')} heading={t('login.heading')}>
      <LoginForm />
      <p className="text-center text-sm">
        {t('login.newHere')}{' '}
        <Link to="/signUp" state={state} className="link link-primary">
          {t('login.createAccount')}
        </Link>
      </p>
      <SocialSignIn />
    </AuthCard>
  );
}

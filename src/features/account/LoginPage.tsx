import { Link } from 'react-router';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { SocialSignIn } from './SocialSignIn';

/** /login (spec section 2): email and password, or Google. */
export default function LoginPage() {
  return (
    <AuthCard title="Sign in" heading="Sign in">
      <LoginForm />
      <p className="text-center text-sm">
        New here?{' '}
        <Link to="/signUp" className="link link-primary">
          Create a New Account
        </Link>
      </p>
      <SocialSignIn />
    </AuthCard>
  );
}

import { Link } from 'react-router';
import { AuthCard } from './AuthCard';
import { SignUpForm } from './SignUpForm';

/** /signUp (spec section 2): create an account. */
export default function SignUpPage() {
  return (
    <AuthCard title="SignUp" heading="Create Account">
      <SignUpForm />
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link to="/login" className="link link-primary">
          Go to Login
        </Link>
      </p>
    </AuthCard>
  );
}

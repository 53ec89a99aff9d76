import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { demoUser, renderWithApp } from '../test/render';
import { RequireAuth } from './RequireAuth';

function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {(location.state as { from?: string } | null)?.from}</p>;
}

const protectedPage = (
  <RequireAuth>
    <h1>Secret detail</h1>
  </RequireAuth>
);
const loginRoute = [{ path: '/login', element: <LoginProbe /> }];

describe('RequireAuth', () => {
  it('shows a spinner while auth is loading', () => {
    renderWithApp(protectedPage, { path: '/detail/p1', routes: loginRoute, auth: { loading: true } });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in');
    expect(screen.queryByText('Secret detail')).not.toBeInTheDocument();
  });

  it('sends a visitor to /login remembering where they were going', async () => {
    renderWithApp(protectedPage, { path: '/detail/p1?tab=reviews', routes: loginRoute });
    expect(await screen.findByText('login page, from /detail/p1?tab=reviews')).toBeInTheDocument();
  });

  it('shows the content to a signed-in user', () => {
    renderWithApp(protectedPage, { path: '/detail/p1', routes: loginRoute, auth: { user: demoUser } });
    expect(screen.getByRole('heading', { name: 'Secret detail' })).toBeInTheDocument();
  });
});

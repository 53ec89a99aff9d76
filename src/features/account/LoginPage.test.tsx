import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { sendTokenOf } from '../../test/idToken';
import { demoUser, renderWithApp } from '../../test/render';
import LoginPage from './LoginPage';
import { settleSweetAlert } from '../../test/sweetalert';

afterAll(settleSweetAlert);

afterEach(() => {
  Swal.close();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const home = { path: '/', element: <h1>Home page</h1> };
const detail = { path: '/detail/:id', element: <h1>Detail page</h1> };

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(field(/^email$/i), email);
  await userEvent.type(field(/^password$/i), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('has the spec’s fields, links and social block', () => {
    renderWithApp(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(field(/^email$/i)).toHaveAttribute('type', 'email');
    expect(field(/^email$/i)).toBeRequired();
    expect(field(/^password$/i)).toBeRequired();
    expect(screen.getByRole('link', { name: 'Create a New Account' })).toHaveAttribute('href', '/signUp');
    expect(screen.getByRole('heading', { name: 'Or sign in with' })).toBeInTheDocument();
    expect(document.title).toBe('Sign in');
  });

  it('shows and hides the password', async () => {
    renderWithApp(<LoginPage />, { path: '/login' });
    expect(field(/^password$/i)).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field(/^password$/i)).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field(/^password$/i)).toHaveAttribute('type', 'password');
  });

  it('signs in, says so and returns to the remembered page', async () => {
    const signIn = vi.fn().mockResolvedValue(undefined);
    const { router } = renderWithApp(<LoginPage />, {
      path: '/login',
      routes: [home, detail],
      auth: { signIn },
    });
    // In act: the page has re-rendered with the new state before the next step reads it.
    await act(() => router.navigate('/login', { state: { from: '/detail/p1' } }));
    await fillAndSubmit('ayesha@freshbazar.test', 'Ayesha123');
    expect(signIn).toHaveBeenCalledWith('ayesha@freshbazar.test', 'Ayesha123');
    expect(await screen.findByText('Successfully Logged In', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/detail/p1'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  const asked = { from: '/productFilter', then: { action: { favorite: { _id: 'p1' } }, at: Date.now() } };

  it('carries what the visitor asked for before signing in back to that page', async () => {
    const { router } = renderWithApp(<LoginPage />, {
      path: '/login',
      routes: [home, { path: '/productFilter', element: <p>filter page</p> }],
      auth: { signIn: vi.fn().mockResolvedValue(undefined) },
    });
    // In act: the page has re-rendered with the new state before the next step reads it.
    await act(() => router.navigate('/login', { state: asked }));
    await fillAndSubmit('ayesha@freshbazar.test', 'Ayesha123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/productFilter'));
    expect(router.state.location.state).toEqual({ then: asked.then });
  });

  it('hands where the visitor came from and what they asked for on to the sign-up form', async () => {
    const { router } = renderWithApp(<LoginPage />, {
      path: '/login',
      routes: [{ path: '/signUp', element: <p>sign up</p> }],
    });
    // In act: the page has re-rendered with the new state before the next step reads it.
    await act(() => router.navigate('/login', { state: asked }));
    await userEvent.click(screen.getByRole('link', { name: 'Create a New Account' }));
    expect(await screen.findByText('sign up')).toBeInTheDocument();
    expect(router.state.location.state).toEqual(asked);
  });

  it('goes home when there is no remembered page', async () => {
    const { router } = renderWithApp(<LoginPage />, {
      path: '/login',
      routes: [home],
      auth: { signIn: vi.fn().mockResolvedValue(undefined) },
    });
    await fillAndSubmit('ayesha@freshbazar.test', 'Ayesha123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('titles the error popup with the provider’s message in plain words, its code beneath, and stays', async () => {
    const failure = Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), {
      code: 'auth/invalid-credential',
    });
    const { router } = renderWithApp(<LoginPage />, {
      path: '/login',
      routes: [home],
      auth: { signIn: vi.fn().mockRejectedValue(failure) },
    });
    await fillAndSubmit('ayesha@freshbazar.test', 'wrong');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'The email or password is not correct.' },
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('auth/invalid-credential')).toBeInTheDocument();
    expect(screen.queryByText('Firebase: Error (auth/invalid-credential).')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('offers the emulator’s test Google accounts and signs in with the one picked', async () => {
    vi.stubEnv('VITE_AUTH_EMULATOR_URL', 'http://127.0.0.1:9099');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const karim = { ...demoUser, email: 'karim.google@freshbazar.test', displayName: 'Karim Hossain' };
    // As Firebase does: once signed in, Karim's calls carry his ID token (POST /users needs it).
    const signInWithGoogle = vi.fn().mockImplementation(async () => {
      sendTokenOf(karim);
      return karim;
    });
    const { router } = renderWithApp(<LoginPage />, {
      path: '/login',
      routes: [home],
      auth: { signInWithGoogle },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Google' }));
    // The picker and its texts load when it first opens (SocialSignIn.tsx).
    const dialog = await screen.findByRole('dialog', { name: 'Auth emulator: test Google accounts' });
    expect(dialog).toHaveTextContent('no real Google sign-in happens');
    await userEvent.click(screen.getByRole('button', { name: /Karim Hossain/ }));
    expect(signInWithGoogle).toHaveBeenCalledWith({
      sub: 'google-karim-0001',
      email: 'karim.google@freshbazar.test',
      name: 'Karim Hossain',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The user record is posted to the backend and its answer logged.
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith(
        'User record:',
        expect.objectContaining({ insertedId: expect.any(String) }),
      ),
    );
    info.mockRestore();
  });

  it('accepts a typed test email in the emulator dialog', async () => {
    vi.stubEnv('VITE_AUTH_EMULATOR_URL', 'http://127.0.0.1:9099');
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const signInWithGoogle = vi
      .fn()
      .mockResolvedValue({ ...demoUser, email: 'tester@example.test', displayName: 'Tester' });
    renderWithApp(<LoginPage />, { path: '/login', routes: [home], auth: { signInWithGoogle } });
    await userEvent.click(screen.getByRole('button', { name: 'Google' }));
    await userEvent.type(await screen.findByLabelText('Test email'), 'Tester@Example.test');
    await userEvent.type(screen.getByLabelText('Test name (optional)'), 'Tester');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with this test email' }));
    expect(signInWithGoogle).toHaveBeenCalledWith({
      sub: 'emulator-tester@example.test',
      email: 'tester@example.test',
      name: 'Tester',
    });
  });
});

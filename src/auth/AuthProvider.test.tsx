import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth, type AuthUser } from './AuthContext';
import { AuthProvider } from './AuthProvider';
import { http, HttpResponse } from 'msw';
import { server, TEST_API_URL } from '../../mocks/node';
import { expectCalls } from '../test/calls';
import { sendTokenOf } from '../test/idToken';

const firebase = vi.hoisted(() => ({
  report: undefined as ((user: AuthUser | null) => void) | undefined,
  watchUser: vi.fn(),
  signIn: vi.fn(),
  signUp: vi.fn(),
  signInWithGoogle: vi.fn(),
  updateUserProfile: vi.fn(),
  logOut: vi.fn(),
}));
vi.mock('./firebase', () => firebase);

const ayesha: AuthUser = {
  uid: 'u1',
  email: 'ayesha@freshbazar.test',
  displayName: 'Ayesha',
  photoURL: null,
};

function Probe() {
  const { user, loading, signIn, logout } = useAuth();
  return (
    <div>
      <p>{loading ? 'loading' : 'ready'}</p>
      <p>{user ? `user ${user.email}` : 'nobody'}</p>
      <button onClick={() => signIn('ayesha@freshbazar.test', 'Secret123').catch(() => {})}>sign in</button>
      <button onClick={() => logout().catch(() => {})}>log out</button>
    </div>
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  firebase.watchUser.mockImplementation((callback: (user: AuthUser | null) => void) => {
    firebase.report = callback;
    return () => {};
  });
});

describe('AuthProvider', () => {
  it('is loading until the provider reports, then shows who is signed in', async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await waitFor(() => expect(firebase.watchUser).toHaveBeenCalled());
    act(() => firebase.report?.(ayesha));
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(screen.getByText('user ayesha@freshbazar.test')).toBeInTheDocument();
  });

  it('sets loading while signing in and keeps the signed-in user', async () => {
    let finish: (user: AuthUser) => void = () => {};
    firebase.signIn.mockReturnValue(new Promise<AuthUser>((resolve) => (finish = resolve)));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(firebase.watchUser).toHaveBeenCalled());
    act(() => firebase.report?.(null));

    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => finish(ayesha));
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(screen.getByText('user ayesha@freshbazar.test')).toBeInTheDocument();
  });

  it('stops loading when signing in fails', async () => {
    firebase.signIn.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), {
        code: 'auth/invalid-credential',
      }),
    );
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(firebase.watchUser).toHaveBeenCalled());
    act(() => firebase.report?.(null));
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    await waitFor(() => expect(screen.getByText('ready')).toBeInTheDocument());
    expect(screen.getByText('nobody')).toBeInTheDocument();
  });

  it("keeps Firebase's answer as the next load's hint for the header", async () => {
    firebase.logOut.mockResolvedValue(undefined);
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(firebase.watchUser).toHaveBeenCalled());
    act(() => firebase.report?.(ayesha));
    expect(localStorage.getItem('account')).toBe('in');
    act(() => firebase.report?.(null));
    expect(localStorage.getItem('account')).toBe('out');
    expect(document.documentElement.dataset.account).toBe('out');
    localStorage.clear();
    delete document.documentElement.dataset.account;
  });

  it('clears the user on logout', async () => {
    firebase.logOut.mockResolvedValue(undefined);
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(firebase.watchUser).toHaveBeenCalled());
    act(() => firebase.report?.(ayesha));
    await userEvent.click(screen.getByRole('button', { name: 'log out' }));
    await waitFor(() => expect(screen.getByText('nobody')).toBeInTheDocument());
    expect(screen.getByText('ready')).toBeInTheDocument();
  });
});

describe('AuthProvider and the token sync (VITE_TOKEN_SYNC_PATH)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('POSTs with the bearer token at sign-in and DELETEs with it before signing out', async () => {
    vi.stubEnv('VITE_TOKEN_SYNC_PATH', 'session');
    const seen: string[] = [];
    server.use(
      http.all(`${TEST_API_URL}/session`, ({ request }) => {
        seen.push(`${request.method} ${request.headers.get('authorization') ? 'with' : 'without'} token`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    // As src/auth/firebase.ts does: a signed-in user's token is the backend client's until sign-out.
    firebase.signIn.mockImplementation(async () => {
      sendTokenOf(ayesha);
      return ayesha;
    });
    firebase.logOut.mockImplementation(async () => {
      seen.push('signed out');
      sendTokenOf(null);
    });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(firebase.watchUser).toHaveBeenCalled());
    act(() => firebase.report?.(null));
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    await waitFor(() => expect(seen).toEqual(['POST with token']));
    await userEvent.click(screen.getByRole('button', { name: 'log out' }));
    await waitFor(() => expect(seen).toEqual(['POST with token', 'DELETE with token', 'signed out']));
  });

  it('sends nothing when no path is set', async () => {
    firebase.signIn.mockResolvedValue(ayesha);
    firebase.logOut.mockResolvedValue(undefined);
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(firebase.watchUser).toHaveBeenCalled());
    act(() => firebase.report?.(null));
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    await userEvent.click(screen.getByRole('button', { name: 'log out' }));
    await waitFor(() => expect(firebase.logOut).toHaveBeenCalled());
    expectCalls('*').toHaveLength(0);
  });
});

describe('AuthProvider where Auth is the worker in the page (dev:msw, the demo)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("starts the worker, and the demo's sign-in reports only once the worker answers, with no SDK", async () => {
    vi.stubEnv('VITE_MSW', 'true');
    vi.resetModules(); // a provider module that has not chosen its sign-in yet
    const { inPageBackendStartsWith } = await import('../api/inPageBackend');
    const fresh = { ...(await import('./AuthProvider')), ...(await import('./AuthContext')) };
    let answering = () => {};
    const starts = vi.fn(() => new Promise<void>((resolve) => (answering = resolve)));
    inPageBackendStartsWith(starts);
    function State() {
      return <p>{fresh.useAuth().loading ? 'loading' : 'ready'}</p>;
    }
    render(
      <fresh.AuthProvider>
        <State />
      </fresh.AuthProvider>,
    );
    await waitFor(() => expect(starts).toHaveBeenCalledOnce());
    expect(screen.getByText('loading')).toBeInTheDocument();

    answering();
    expect(await screen.findByText('ready')).toBeInTheDocument();
    // dev:msw and the demo sign in through mocks/demoAuth.ts (decision 045), never the SDK.
    expect(firebase.watchUser).not.toHaveBeenCalled();
  });
});

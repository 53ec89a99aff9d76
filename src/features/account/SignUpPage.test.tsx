import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Swal from 'sweetalert2';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { getMockDb, server, TEST_API_URL } from '../../../mocks/node';
import { sendTokenOf } from '../../test/idToken';
import { renderWithApp } from '../../test/render';
import SignUpPage from './SignUpPage';
import { settleSweetAlert } from '../../test/sweetalert';

afterAll(settleSweetAlert);

afterEach(() => {
  Swal.close();
  vi.restoreAllMocks();
});

const home = { path: '/', element: <h1>Home page</h1> };
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

async function fill(values: { name?: string; photo?: string; email?: string; password?: string }) {
  if (values.name) await userEvent.type(input(/^name$/i), values.name);
  if (values.photo) await userEvent.type(input(/photo url/i), values.photo);
  if (values.email) await userEvent.type(input(/^email$/i), values.email);
  if (values.password) await userEvent.type(input(/^password$/i), values.password);
}

function accountActions() {
  return {
    // As Firebase does: once signed up, the new user's calls carry their ID token (POST /users needs it).
    signUp: vi.fn().mockImplementation(async () => {
      const user = { uid: 'n1', email: 'new@freshbazar.test', displayName: null, photoURL: null };
      sendTokenOf(user);
      return user;
    }),
    updateUserProfile: vi.fn().mockResolvedValue(undefined),
  };
}

describe('SignUpPage', () => {
  it('shows the required-field messages', async () => {
    renderWithApp(<SignUpPage />, { path: '/signUp' });
    expect(document.title).toBe('SignUp');
    await submit();
    expect(await screen.findByText('Name is required', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(input(/^name$/i)).toHaveAccessibleDescription('Name is required');
  });

  it('shows each password rule and refuses non-web photo URLs', async () => {
    renderWithApp(<SignUpPage />, { path: '/signUp' });
    await fill({
      name: 'Nadia',
      email: 'new@freshbazar.test',
      password: 'Abcdefghij12345678901',
      photo: 'javascript:alert(1)',
    });
    await submit();
    expect(
      await screen.findByText('Password must be less than 20 characters', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Photo URL must be a web address starting with http:// or https://'),
    ).toBeInTheDocument();

    await userEvent.clear(input(/^password$/i));
    await userEvent.type(input(/^password$/i), 'lowercase1');
    await submit();
    expect(
      await screen.findByText(
        'Password must include one uppercase, one lowercase & one number',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
  });

  it('creates the account, records it, updates the profile and goes on', async () => {
    const actions = accountActions();
    const { router } = renderWithApp(<SignUpPage />, { path: '/signUp', routes: [home], auth: actions });
    await fill({
      name: 'Nadia New',
      photo: 'https://example.com/n.png',
      email: 'new@freshbazar.test',
      password: 'Secret123',
    });
    await submit();
    expect(await screen.findByText('Successfully Signed Up', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(actions.signUp).toHaveBeenCalledWith('new@freshbazar.test', 'Secret123');
    expect(getMockDb().users.some((u) => u.email === 'new@freshbazar.test' && u.name === 'Nadia New')).toBe(
      true,
    );
    expect(actions.updateUserProfile).toHaveBeenCalledWith('Nadia New', 'https://example.com/n.png');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('explains an email that is already in use', async () => {
    const failure = Object.assign(new Error('Firebase: Error (auth/email-already-in-use).'), {
      code: 'auth/email-already-in-use',
    });
    const { router } = renderWithApp(<SignUpPage />, {
      path: '/signUp',
      auth: { signUp: vi.fn().mockRejectedValue(failure) },
    });
    await fill({ name: 'Ayesha', email: 'ayesha@freshbazar.test', password: 'Secret123' });
    await submit();
    // The plain sentence is the popup's title; the provider's code sits beneath it.
    expect(
      await screen.findByRole(
        'heading',
        { name: 'An account with this email already exists. Try logging in instead.' },
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('auth/email-already-in-use')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signUp');
  });

  it('does not update the profile when the backend records no user', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(`${TEST_API_URL}/users`, () => HttpResponse.json({ error: 'down' }, { status: 503 })),
    );
    const actions = accountActions();
    renderWithApp(<SignUpPage />, { path: '/signUp', auth: actions });
    await fill({ name: 'Nadia', email: 'new@freshbazar.test', password: 'Secret123' });
    await submit();
    expect(
      await screen.findByText('Your account was created but not saved to the shop', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(actions.updateUserProfile).not.toHaveBeenCalled();
  });
});

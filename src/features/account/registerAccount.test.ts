import { describe, expect, it, vi } from 'vitest';
import { registerAccount, type RegisterDeps } from './registerAccount';

const values = { name: 'Nadia', photoURL: '', email: 'new@freshbazar.test', password: 'Secret123' };

function deps(overrides: Partial<RegisterDeps> = {}) {
  return {
    signUp: vi.fn().mockResolvedValue({}),
    createUser: vi.fn().mockResolvedValue({ acknowledged: true, insertedId: 'u-1' }),
    updateUserProfile: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  } satisfies RegisterDeps;
}

describe('registerAccount', () => {
  it('creates the account, records the user and then updates the profile', async () => {
    const d = deps();
    await expect(registerAccount({ ...values, photoURL: 'https://x.test/n.png' }, d)).resolves.toEqual({
      status: 'done',
    });
    expect(d.signUp).toHaveBeenCalledWith('new@freshbazar.test', 'Secret123');
    expect(d.createUser).toHaveBeenCalledWith({ name: 'Nadia', email: 'new@freshbazar.test' });
    expect(d.updateUserProfile).toHaveBeenCalledWith('Nadia', 'https://x.test/n.png');
  });

  it('sends no photo when none was given', async () => {
    const d = deps();
    await registerAccount(values, d);
    expect(d.updateUserProfile).toHaveBeenCalledWith('Nadia', null);
  });

  it('does not update the profile without an insertedId', async () => {
    const d = deps({
      createUser: vi.fn().mockResolvedValue({ message: 'user already exists', insertedId: null }),
    });
    await expect(registerAccount(values, d)).resolves.toMatchObject({ status: 'not-recorded' });
    expect(d.updateUserProfile).not.toHaveBeenCalled();
  });

  it('reports a failed user record without logging the password', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('backend down');
    const d = deps({ createUser: vi.fn().mockRejectedValue(failure) });
    await expect(registerAccount(values, d)).resolves.toEqual({ status: 'not-recorded', error: failure });
    expect(JSON.stringify(error.mock.calls)).not.toContain('Secret123');
    error.mockRestore();
  });

  it('lets account-creation errors through to the screen', async () => {
    const failure = Object.assign(new Error('Firebase: Error (auth/email-already-in-use).'), {
      code: 'auth/email-already-in-use',
    });
    const d = deps({ signUp: vi.fn().mockRejectedValue(failure) });
    await expect(registerAccount(values, d)).rejects.toBe(failure);
    expect(d.createUser).not.toHaveBeenCalled();
  });
});

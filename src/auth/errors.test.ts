import { describe, expect, it } from 'vitest';
import { authErrorCode, authErrorMessage, describeAuthError, providerMessage } from './errors';

describe('authErrorMessage', () => {
  it('explains account-creation failures in plain words', () => {
    expect(authErrorMessage('auth/email-already-in-use')).toBe(
      'An account with this email already exists. Try logging in instead.',
    );
    expect(authErrorMessage('auth/weak-password')).toBe('That password is too weak. Choose a stronger one.');
    expect(authErrorMessage('auth/network-request-failed')).toMatch(/could not be reached/);
  });

  it('accepts codes without the auth/ prefix', () => {
    expect(authErrorMessage('invalid-credential')).toBe('The email or password is not correct.');
  });

  it('falls back to a general sentence for unknown or missing codes', () => {
    expect(authErrorMessage('auth/something-new')).toBe('Something went wrong. Please try again.');
    expect(authErrorMessage(undefined)).toBe('Something went wrong. Please try again.');
  });
});

describe('authErrorCode and providerMessage', () => {
  it('read the code and message of a provider error', () => {
    const error = Object.assign(new Error('Firebase: Error (auth/wrong-password).'), {
      code: 'auth/wrong-password',
    });
    expect(authErrorCode(error)).toBe('auth/wrong-password');
    expect(providerMessage(error)).toBe('Firebase: Error (auth/wrong-password).');
  });

  it('cope with values that are not errors', () => {
    expect(authErrorCode('boom')).toBeUndefined();
    expect(authErrorCode(null)).toBeUndefined();
    expect(providerMessage(42)).toBe('Something went wrong. Please try again.');
  });
});

describe('describeAuthError', () => {
  it('prefers plain words and falls back to the provider’s message', () => {
    const known = Object.assign(new Error('Firebase: Error (auth/weak-password).'), {
      code: 'auth/weak-password',
    });
    const unknown = Object.assign(new Error('Firebase: Error (auth/brand-new).'), { code: 'auth/brand-new' });
    expect(describeAuthError(known)).toBe('That password is too weak. Choose a stronger one.');
    expect(describeAuthError(unknown)).toBe('Firebase: Error (auth/brand-new).');
    expect(describeAuthError(new Error('Could not save your account: offline.'))).toBe(
      'Could not save your account: offline.',
    );
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
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
  it('gives plain words as the message and the provider code as the detail', () => {
    const known = Object.assign(new Error('Firebase: Error (auth/weak-password).'), {
      code: 'auth/weak-password',
    });
    expect(describeAuthError(known)).toEqual({
      message: 'That password is too weak. Choose a stronger one.',
      detail: 'auth/weak-password',
    });
  });

  it('is generic for an unknown code, and shows the provider message when there is no code', () => {
    const unknown = Object.assign(new Error('Firebase: Error (auth/brand-new).'), { code: 'auth/brand-new' });
    expect(describeAuthError(unknown)).toEqual({
      message: 'Something went wrong. Please try again.',
      detail: 'auth/brand-new',
    });
    expect(describeAuthError(new Error('Could not save your account: offline.'))).toEqual({
      message: 'Something went wrong. Please try again.',
      detail: 'Could not save your account: offline.',
    });
  });
});

// The codes the issue names, each with its sentence in both languages.
const CASES: [code: string, english: string, bengali: string][] = [
  ['auth/wrong-password', 'The email or password is not correct.', 'ইমেইল বা পাসওয়ার্ড সঠিক নয়।'],
  ['auth/invalid-credential', 'The email or password is not correct.', 'ইমেইল বা পাসওয়ার্ড সঠিক নয়।'],
  ['auth/user-not-found', 'There is no account with this email.', 'এই ইমেইলে কোনো অ্যাকাউন্ট নেই।'],
  [
    'auth/email-already-in-use',
    'An account with this email already exists. Try logging in instead.',
    'এই ইমেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে। বরং লগ ইন করে দেখুন।',
  ],
  [
    'auth/weak-password',
    'That password is too weak. Choose a stronger one.',
    'পাসওয়ার্ডটি খুব দুর্বল। আরও শক্তিশালী একটি পাসওয়ার্ড বেছে নিন।',
  ],
  [
    'auth/too-many-requests',
    'Too many attempts. Please wait a moment and try again.',
    'অনেকবার চেষ্টা করা হয়েছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।',
  ],
  [
    'auth/network-request-failed',
    'The sign-in service could not be reached. Check your connection and try again.',
    'সাইন-ইন সেবার সাথে যোগাযোগ করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  ],
  [
    'auth/popup-closed-by-user',
    'The sign-in popup was closed before signing in finished.',
    'সাইন ইন শেষ হওয়ার আগেই সাইন-ইন পপআপটি বন্ধ হয়ে গেছে।',
  ],
  ['auth/something-new', 'Something went wrong. Please try again.', 'কিছু একটা ভুল হয়েছে। আবার চেষ্টা করুন।'],
];

describe('each provider code in the chosen language', () => {
  afterEach(() => activateLanguage('en'));

  it.each(CASES)('%s reads in English', (code, english) => {
    expect(authErrorMessage(code)).toBe(english);
  });

  it.each(CASES)('%s reads in Bengali', async (code, _english, bengali) => {
    await activateLanguage('bn');
    expect(authErrorMessage(code)).toBe(bengali);
  });
});

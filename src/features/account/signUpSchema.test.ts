import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/i18n';
import { isWebUrl } from '../../lib/url';
import { signUpSchema } from './signUpSchema';

const valid = { name: 'Ayesha', photoURL: '', email: 'ayesha@freshbazar.test', password: 'Secret123' };

function firstMessage(values: Partial<typeof valid>, field: keyof typeof valid) {
  const result = signUpSchema.safeParse({ ...valid, ...values });
  // The schema's messages are message keys; the form shows them translated.
  const key = result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path[0] === field)?.message;
  return key && t(key);
}

describe('signUpSchema', () => {
  it('accepts a complete form with or without a photo', () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
    expect(signUpSchema.safeParse({ ...valid, photoURL: 'https://example.com/me.png' }).success).toBe(true);
  });

  it('uses the spec messages', () => {
    expect(firstMessage({ name: '  ' }, 'name')).toBe('Name is required');
    expect(firstMessage({ email: '' }, 'email')).toBe('Email is required');
    expect(firstMessage({ password: 'Ab1' }, 'password')).toBe('Password must be at least 6 characters');
    expect(firstMessage({ password: 'Abcdefgh1234567890123' }, 'password')).toBe(
      'Password must be less than 20 characters',
    );
    expect(firstMessage({ password: 'abcdef1' }, 'password')).toBe(
      'Password must include one uppercase, one lowercase & one number',
    );
  });

  it('takes 6 and 20 characters as the inclusive limits', () => {
    expect(firstMessage({ password: 'Abcde1' }, 'password')).toBeUndefined();
    expect(firstMessage({ password: 'Abcdefghij1234567890' }, 'password')).toBeUndefined();
  });

  it('refuses photo URLs that are not web addresses', () => {
    expect(firstMessage({ photoURL: 'javascript:alert(1)' }, 'photoURL')).toMatch(/http:\/\/ or https:\/\//);
    expect(firstMessage({ photoURL: 'not a url' }, 'photoURL')).toMatch(/web address/);
  });
});

describe('isWebUrl', () => {
  it('allows only http and https', () => {
    expect(isWebUrl('http://a.test/x.png')).toBe(true);
    expect(isWebUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isWebUrl('file:///etc/passwd')).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_HINT_KEY, rememberAccount } from './accountHint';

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.account;
});

describe('rememberAccount', () => {
  it('keeps the hint for the next load and marks this page at once', () => {
    rememberAccount('in');
    expect(localStorage.getItem(ACCOUNT_HINT_KEY)).toBe('in');
    expect(document.documentElement.dataset.account).toBe('in');
    rememberAccount('out');
    expect(localStorage.getItem(ACCOUNT_HINT_KEY)).toBe('out');
    expect(document.documentElement.dataset.account).toBe('out');
  });

  it('is read under the same key by index.html before the first paint', () => {
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    expect(html).toContain(`localStorage.getItem('${ACCOUNT_HINT_KEY}')`);
  });
});

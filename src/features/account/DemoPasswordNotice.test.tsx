import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { loadWorkspaceMessages } from '../../i18n/workspace';
import { renderWithApp } from '../../test/render';
import { DemoPasswordNotice } from './DemoPasswordNotice';
import SignUpPage from './SignUpPage';

describe("the demo's sign-up notice", () => {
  // Its text is the workspace's catalog, which the form loads with it (SignUpForm.tsx).
  beforeAll(() => loadWorkspaceMessages());
  afterAll(() => activateLanguage('en'));

  it('says, in English and in Bengali, that this is a demo and a real password does not belong here', async () => {
    await activateLanguage('en');
    const { unmount } = render(<DemoPasswordNotice />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'This is a demo: your account is kept in this browser. Do not use a real password here.',
    );
    unmount();
    await activateLanguage('bn');
    render(<DemoPasswordNotice />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'এটি একটি ডেমো: আপনার অ্যাকাউন্ট এই ব্রাউজারেই রাখা হয়। এখানে আসল পাসওয়ার্ড ব্যবহার করবেন না।',
    );
  });

  it('is not on the form where Auth is a real one (a build without the in-browser Auth)', async () => {
    await activateLanguage('en');
    expect(import.meta.env.VITE_MSW).not.toBe('true');
    renderWithApp(<SignUpPage />, { path: '/signUp' });
    expect(await screen.findByRole('form', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { settleSweetAlert } from '../test/sweetalert';
import { confirmAction, showToast } from './alerts';

const ask = () => confirmAction({ title: 'Reset the demo data?', text: 'Sure?', confirmText: 'Reset' });
const question = () => screen.getByRole('dialog', { name: 'Reset the demo data?' });

describe('a question and a toast', () => {
  afterAll(settleSweetAlert);

  it('a question asked while a toast shows opens, in its place', async () => {
    await showToast('Added to wishlist');
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    const answer = ask();
    await waitFor(question);
    expect(screen.queryByText('Added to wishlist')).not.toBeInTheDocument();
    await userEvent.click(within(question()).getByRole('button', { name: 'Reset' }));
    expect(await answer).toBe(true);
  });

  it('a toast that arrives while the question is open waits for its answer, and then shows', async () => {
    // A heart tapped, then Reset demo data: the favorite's toast comes with the backend's answer.
    const answer = ask();
    await waitFor(question);
    const toast = showToast('Added to wishlist');
    // A turn for it: the popup module is loaded, so a toast that did not wait would show now.
    await new Promise((resolve) => setTimeout(resolve));
    expect(question(), 'the question is still open').toBeInTheDocument();
    expect(screen.queryByText('Added to wishlist')).not.toBeInTheDocument();
    await userEvent.click(within(question()).getByRole('button', { name: 'Cancel' }));
    expect(await answer).toBe(false);
    await toast;
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
  });
});

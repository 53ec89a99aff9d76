import { screen } from '@testing-library/react';
import { afterAll, expect, it } from 'vitest';
import { showSuccess, showToast } from '../components/alerts';
import { settleSweetAlert } from './sweetalert';

afterAll(settleSweetAlert);

// In this order: each test leaves a popup open, and the next must start with none (setup.ts).
it('a toast left open by one test', async () => {
  await showToast('first');
  expect(await screen.findByRole('alert')).toHaveTextContent('first');
});

it('is gone when the next starts; so is a success popup it leaves', async () => {
  expect(document.querySelector('.swal2-container')).toBeNull();
  await showSuccess('second');
  expect(await screen.findByRole('dialog')).toHaveTextContent('second');
});

it('starts with no popup and no popup state on the page', async () => {
  expect(document.querySelector('.swal2-container')).toBeNull();
  expect(document.body.className).not.toMatch(/swal2/);
  await showToast('third');
  expect(await screen.findAllByRole('alert')).toHaveLength(1);
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { activateLanguage } from '../i18n/i18n';
import { ErrorMessage } from './ErrorMessage';

const down = new ApiError('load products: GET http://api.test/products → HTTP 503', 'status', 503);

describe('ErrorMessage', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await activateLanguage('en');
  });

  it('says what happened in plain words, the call small beneath, with Retry', async () => {
    const retry = vi.fn();
    render(<ErrorMessage error={down} onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByText("Our shop isn't answering right now. Please try again in a few minutes."),
    ).toBeVisible();
    expect(alert.querySelector('small')).toHaveTextContent(
      'load products: GET http://api.test/products → HTTP 503',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('speaks Bengali without a status code in the sentence', async () => {
    await activateLanguage('bn');
    render(<ErrorMessage error={down} />);
    const sentence = within(screen.getByRole('alert')).getByRole('paragraph');
    expect(sentence).toHaveTextContent('আমাদের দোকান এই মুহূর্তে সাড়া দিচ্ছে না।');
    expect(sentence.textContent).not.toMatch(/HTTP|\d/);
  });

  it('says it is trying again while the retries go on, in either language', async () => {
    const { rerender } = render(<ErrorMessage error={down} onRetry={() => {}} retrying />);
    expect(screen.getByRole('alert')).toHaveTextContent('Trying again…');
    rerender(<ErrorMessage error={down} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Trying again…');
    await activateLanguage('bn');
    rerender(<ErrorMessage error={down} onRetry={() => {}} retrying />);
    expect(screen.getByRole('alert')).toHaveTextContent('আবার চেষ্টা করা হচ্ছে…');
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
  });

  it('blames the connection, not the shop, when the browser is offline', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    render(<ErrorMessage error={new ApiError('load products: no answer', 'network')} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "You're offline. Check your internet connection, then try again.",
    );
  });
});

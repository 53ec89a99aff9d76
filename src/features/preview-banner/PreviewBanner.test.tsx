import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { server, TEST_API_URL } from '../../../mocks/node';
import { AuthContext } from '../../auth/AuthContext';
import { fakeAuth, testQueryClient } from '../../test/render';
import { PreviewBanner } from './PreviewBanner';

function renderBanner(props: ComponentProps<typeof PreviewBanner> = {}, logout = vi.fn(async () => {})) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <AuthContext.Provider value={fakeAuth({ logout })}>
        <PreviewBanner {...props} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

/** The demo worker's `__demo/status` (mocks/browser.ts): what it says about this browser's storage. */
const demoStatus = (status: { kept: boolean; setAside: boolean }) =>
  http.get(`${TEST_API_URL}/__demo/status`, () => HttpResponse.json(status));

describe('PreviewBanner', () => {
  it('says the preview backend is running when /__stub/health answers', async () => {
    renderBanner();
    expect(await screen.findByText('Preview backend running in this workspace.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn more' })).toBeInTheDocument();
  });

  it('says disconnected when the stub does not answer', async () => {
    server.use(http.get(`${TEST_API_URL}/__stub/health`, () => HttpResponse.error()));
    renderBanner();
    expect(await screen.findByText('Preview backend disconnected.')).toBeInTheDocument();
  });

  it('in the demo build says so, and "Reset demo data" signs out, resets the in-browser backend and reloads', async () => {
    const steps: string[] = [];
    server.use(
      demoStatus({ kept: true, setAside: false }),
      http.post(`${TEST_API_URL}/__demo/reset`, () => {
        steps.push('reset');
        return HttpResponse.json({ ok: true });
      }),
    );
    const reload = vi.fn(() => void steps.push('reload'));
    renderBanner(
      { demo: true, reload },
      vi.fn(async () => void steps.push('sign out')),
    );
    expect(await screen.findByText(/^A demo:/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Learn more' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset demo data' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    expect(steps).toEqual(['sign out', 'reset', 'reload']);
  });

  it('in the demo build says once that this browser keeps nothing, even to a visitor who had closed the banner', async () => {
    localStorage.setItem('preview-banner-dismissed', '1');
    server.use(demoStatus({ kept: false, setAside: false }));
    renderBanner({ demo: true });
    expect(
      await screen.findByText('This browser will not keep your demo changes.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close preview banner' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('in the demo build says that earlier changes it could not read were set aside', async () => {
    server.use(demoStatus({ kept: true, setAside: true }));
    renderBanner({ demo: true });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your earlier demo changes could not be read, so they were set aside.',
    );
    expect(screen.getByRole('button', { name: 'Reset demo data' })).toBeInTheDocument();
  });

  it('outside the demo never asks the demo route', async () => {
    const asked = vi.fn(() => HttpResponse.json({ kept: false, setAside: true }));
    server.use(http.get(`${TEST_API_URL}/__demo/status`, asked));
    renderBanner();
    expect(await screen.findByText('Preview backend running in this workspace.')).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });
});

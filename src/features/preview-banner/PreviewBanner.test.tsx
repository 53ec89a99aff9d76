import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ComponentProps } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { server, TEST_API_URL } from '../../../mocks/node';
import { AuthContext } from '../../auth/AuthContext';
import { fakeAuth, testQueryClient } from '../../test/render';
import { activateLanguage } from '../../i18n/i18n';
import { loadWorkspaceMessages } from '../../i18n/workspace';
import { PreviewBanner, ScenarioBarRoom } from './PreviewBanner';

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
  // Its texts are the workspace's catalog, which the app asks for as it starts (src/i18n/workspace.ts).
  beforeAll(() => loadWorkspaceMessages());

  it('says the preview backend is running when /__stub/health answers', async () => {
    renderBanner();
    expect(await screen.findByText('Preview backend running in this workspace.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn more' })).toBeInTheDocument();
  });

  it('names who answers what when a real backend answers some calls (--backend), in English and Bengali', async () => {
    const split = {
      backend: 'https://staging.example',
      backendCalls: ['GET /catagory', 'GET /products', 'GET /products/:id'],
      stubCalls: ['GET /favorites', 'POST /favorites', 'DELETE /favorites/:id', 'POST /users'],
    };
    server.use(http.get(`${TEST_API_URL}/__stub/health`, () => HttpResponse.json({ ok: true, split })));
    const { unmount } = renderBanner();
    expect(
      await screen.findByText(
        'Preview backend: products and categories from staging.example, wishlist and accounts from the stub.',
      ),
    ).toBeInTheDocument();
    unmount();
    await activateLanguage('bn');
    try {
      renderBanner();
      expect(
        await screen.findByText(
          'প্রিভিউ ব্যাকএন্ড: পণ্য এবং বিভাগ আসছে staging.example থেকে, উইশলিস্ট এবং অ্যাকাউন্ট আসছে স্টাব থেকে।',
        ),
      ).toBeInTheDocument();
    } finally {
      await activateLanguage('en');
    }
  });

  it('says disconnected when the stub does not answer', async () => {
    server.use(http.get(`${TEST_API_URL}/__stub/health`, () => HttpResponse.error()));
    renderBanner();
    expect(await screen.findByText('Preview backend disconnected.')).toBeInTheDocument();
  });

  /** The banner and the scenario bar's room, as App.tsx draws them; the room has no role, only its class. */
  function renderTools() {
    const { container } = render(
      <QueryClientProvider client={testQueryClient()}>
        <AuthContext.Provider value={fakeAuth()}>
          <ScenarioBarRoom />
          <PreviewBanner />
        </AuthContext.Provider>
      </QueryClientProvider>,
    );
    return { room: () => container.querySelector(':scope > .h-8') };
  }

  it('keeps the scenario bar its room beside a stub', async () => {
    const { room } = renderTools();
    expect(await screen.findByText('Preview backend running in this workspace.')).toBeInTheDocument();
    expect(room()).not.toBeNull();
  });

  it.each([
    ['answers 404', () => HttpResponse.json({ error: 'Not Found' }, { status: 404 })],
    ['answers JSON of its own', () => HttpResponse.json({ status: 'UP' })],
    ['answers a page', () => HttpResponse.html('<!doctype html><title>Shop</title>')],
  ])(
    'stays away, with the scenario bar’s room, from a backend that is no stub: its /__stub/health %s',
    async (_, answer) => {
      let asked = 0;
      server.use(
        http.get(`${TEST_API_URL}/__stub/health`, () => {
          asked++;
          return answer();
        }),
      );
      const { room } = renderTools();
      expect(screen.getByRole('complementary', { name: 'Preview backend status' })).toBeInTheDocument(); // checking
      await waitFor(() => expect(screen.queryByRole('complementary')).not.toBeInTheDocument());
      expect(room()).toBeNull();
      expect(asked).toBe(1);
    },
  );

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
    // It asks first.
    const dialog = await screen.findByRole('dialog', { name: 'Reset the demo data?' });
    expect(dialog).toHaveTextContent('You will be signed out');
    expect(steps).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    expect(steps).toEqual(['sign out', 'reset', 'reload']);
    // The page the reload brings says it is done, once: no render of this page takes that word.
    await userEvent.click(screen.getByRole('button', { name: /^A demo:/ }));
    expect(screen.getByRole('button', { name: /^A demo:/ })).toHaveAttribute('aria-expanded', 'true');
    expect(sessionStorage.getItem('demo-reset-done')).toBe('1');
  });

  it('in the demo build, Cancel in the question leaves everything as it was', async () => {
    const reload = vi.fn();
    const logout = vi.fn(async () => {});
    renderBanner({ demo: true, reload }, logout);
    await userEvent.click(await screen.findByRole('button', { name: 'Reset demo data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the demo data?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(logout).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reset demo data' })).toBeEnabled();
  });

  it('after a reset, the reloaded page says the demo data was reset, and only that once', async () => {
    sessionStorage.setItem('demo-reset-done', '1');
    renderBanner({ demo: true });
    expect(await screen.findByText('The demo data was reset.')).toBeInTheDocument();
    expect(sessionStorage.getItem('demo-reset-done')).toBeNull();
  });

  it("the demo's sentence opens on a tap, whole, with what is real", async () => {
    renderBanner({ demo: true });
    await screen.findByText(/^A demo:/);
    const toggle = screen.getByRole('button', { name: /^A demo:/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/^Works for real:/)).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/^Works for real:/)).toHaveTextContent(
      /the checkout, the orders, the cart badge/,
    );
    await userEvent.click(toggle);
    expect(screen.queryByText(/^Works for real:/)).not.toBeInTheDocument();
  });

  it('in the demo build says once that this browser keeps nothing, even to a visitor who had closed the banner', async () => {
    localStorage.setItem('preview-banner-dismissed', '1');
    server.use(demoStatus({ kept: false, setAside: false }));
    renderBanner({ demo: true });
    expect(await screen.findByText('This browser will not keep your demo changes.')).toBeInTheDocument();
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

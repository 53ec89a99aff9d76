import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HydrationProvider, useBrowserStore, useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'hydrated' : 'prerendered'}</p>;
}

const noSubscription = () => () => undefined;
/** Columns: 1 in the HTML, the browser's 3 once hydrated. */
function Columns() {
  return <p>{useBrowserStore(noSubscription, () => 3, 1)} columns</p>;
}

/** The page's prerendered text, then its text once React has hydrated it, and any hydration error. */
async function prerenderThenHydrate(children: ReactNode) {
  const page = <HydrationProvider hydrating>{children}</HydrationProvider>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  const html = container.textContent;
  document.body.append(container);
  const onRecoverableError = vi.fn();
  const root = await act(async () => hydrateRoot(container, page, { onRecoverableError }));
  const hydrated = container.textContent;
  act(() => root.unmount());
  container.remove();
  return { html, hydrated, errors: onRecoverableError.mock.calls };
}

describe('useHydrated', () => {
  it('is false in the prerendered HTML and while hydrating it, then true, without a mismatch', async () => {
    expect(await prerenderThenHydrate(<Probe />)).toEqual({
      html: 'prerendered',
      hydrated: 'hydrated',
      errors: [],
    });
  });

  it('is true from the first render of a page rendered in the browser', () => {
    render(
      <HydrationProvider hydrating={false}>
        <Probe />
      </HydrationProvider>,
    );
    expect(screen.getByText('hydrated')).toBeInTheDocument();
  });

  it('is true for a component rendered alone', () => {
    render(<Probe />);
    expect(screen.getByText('hydrated')).toBeInTheDocument();
  });

  it('gives a browser value only after hydrating, so the HTML matches', async () => {
    expect(await prerenderThenHydrate(<Columns />)).toEqual({
      html: '1 columns',
      hydrated: '3 columns',
      errors: [],
    });
  });
});

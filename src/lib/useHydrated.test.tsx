import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'hydrated' : 'prerendered'}</p>;
}

describe('useHydrated', () => {
  it('is false in the prerendered HTML and while hydrating it, then true, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('prerendered');
    document.body.append(container);
    const onRecoverableError = vi.fn();

    const root = await act(async () => hydrateRoot(container, <Probe />, { onRecoverableError }));

    expect(container.textContent).toBe('hydrated');
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('is true from the first render of a page rendered in the browser', () => {
    render(<Probe />);
    expect(screen.getByText('hydrated')).toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { useNearViewport } from './useNearViewport';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useNearViewport(ref) ? 'near' : 'far'}</div>;
}

afterEach(() => vi.unstubAllGlobals());

it('is true at once without IntersectionObserver', () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  render(<Probe />);
  expect(screen.getByText('near')).toBeInTheDocument();
});

it('turns true when the element comes near the viewport, and stops observing', () => {
  let notify: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
  const disconnect = vi.fn();
  const options: IntersectionObserverInit[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof notify, init: IntersectionObserverInit) {
        notify = callback;
        options.push(init);
      }
      observe() {}
      disconnect = disconnect;
    },
  );
  render(<Probe />);
  expect(screen.getByText('far')).toBeInTheDocument();
  expect(options[0]).toEqual({ rootMargin: '400px' });
  act(() => notify([{ isIntersecting: false }]));
  expect(screen.getByText('far')).toBeInTheDocument();
  act(() => notify([{ isIntersecting: true }]));
  expect(screen.getByText('near')).toBeInTheDocument();
  expect(disconnect).toHaveBeenCalled();
});

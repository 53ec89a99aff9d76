import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useGridColumns } from './useGridColumns';

const initialWidth = window.innerWidth;

function resizeTo(width: number) {
  act(() => {
    // Writable, as jsdom has it: the files of a worker share this window (vite.config.ts).
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

describe('useGridColumns', () => {
  afterEach(() => resizeTo(initialWidth));

  it('follows the window across the grid breakpoints', () => {
    resizeTo(375);
    const { result } = renderHook(() => useGridColumns());
    expect(result.current).toBe(2);
    resizeTo(800);
    expect(result.current).toBe(3);
    resizeTo(1440);
    expect(result.current).toBe(5);
  });
});

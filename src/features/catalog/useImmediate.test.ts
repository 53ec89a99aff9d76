import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useImmediate } from './useImmediate';

describe('useImmediate', () => {
  it('shows the source value until something is set', () => {
    const { result } = renderHook(({ value }) => useImmediate(value), { initialProps: { value: 'all' } });
    expect(result.current[0]).toBe('all');
  });

  it('shows a set value at once, before the source catches up', () => {
    const { result, rerender } = renderHook(({ value }) => useImmediate(value), {
      initialProps: { value: 'all' },
    });
    act(() => result.current[1]('out'));
    expect(result.current[0]).toBe('out');
    rerender({ value: 'out' });
    expect(result.current[0]).toBe('out');
  });

  it('drops the echo when the source changes, so back/forward wins', () => {
    const { result, rerender } = renderHook(({ value }) => useImmediate(value), {
      initialProps: { value: 'all' },
    });
    act(() => result.current[1]('out'));
    rerender({ value: 'out' });
    rerender({ value: 'all' }); // e.g. the browser's back button
    expect(result.current[0]).toBe('all');
  });

  it('follows an unrelated source change', () => {
    const { result, rerender } = renderHook(({ value }) => useImmediate(value), {
      initialProps: { value: 1 },
    });
    act(() => result.current[1](5));
    rerender({ value: 3 });
    expect(result.current[0]).toBe(3);
  });
});

import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstScreenFirst } from './useFirstScreenFirst';

function List({ total, firstScreen, onRender }: { total: number; firstScreen: number; onRender: (n: number) => void }) {
  const shown = useFirstScreenFirst(total, firstScreen);
  onRender(shown);
  return (
    <ul>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

describe('useFirstScreenFirst', () => {
  it('renders the first screen first, then every item', async () => {
    const renders: number[] = [];
    render(<List total={80} firstScreen={15} onRender={(n) => renders.push(n)} />);
    expect(renders[0]).toBe(15);
    expect(await screen.findAllByRole('listitem')).toHaveLength(80);
  });

  it('renders a short list whole at once', () => {
    const renders: number[] = [];
    render(<List total={6} firstScreen={15} onRender={(n) => renders.push(n)} />);
    expect(renders.every((n) => n === 6)).toBe(true);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });

  it('renders later changes in full at once', async () => {
    const renders: number[] = [];
    const { rerender } = render(<List total={20} firstScreen={15} onRender={(n) => renders.push(n)} />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(20);
    renders.length = 0;
    act(() => rerender(<List total={60} firstScreen={15} onRender={(n) => renders.push(n)} />));
    expect(renders).toEqual([60]);
  });
});

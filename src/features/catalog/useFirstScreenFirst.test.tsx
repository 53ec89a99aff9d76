import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstScreenFirst } from './useFirstScreenFirst';

function List({ total, batch, onRender }: { total: number; batch: number; onRender: (n: number) => void }) {
  const shown = useFirstScreenFirst(total, batch);
  onRender(shown);
  return (
    <ul>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

/** The distinct counts rendered, in order (StrictMode and transitions may repeat one). */
const steps = (renders: number[]) => renders.filter((n, i) => n !== renders[i - 1]);

describe('useFirstScreenFirst', () => {
  it('renders the first screen first, then a batch at a time until every item is in', async () => {
    const renders: number[] = [];
    render(<List total={80} batch={15} onRender={(n) => renders.push(n)} />);
    expect(renders[0]).toBe(15);
    expect(await screen.findAllByRole('listitem')).toHaveLength(80);
    expect(steps(renders)).toEqual([15, 30, 45, 60, 75, 80]);
  });

  it('renders a short list whole at once', () => {
    const renders: number[] = [];
    render(<List total={6} batch={15} onRender={(n) => renders.push(n)} />);
    expect(renders.every((n) => n === 6)).toBe(true);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });

  it('renders later changes in full at once', async () => {
    const renders: number[] = [];
    const { rerender } = render(<List total={20} batch={15} onRender={(n) => renders.push(n)} />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(20);
    renders.length = 0;
    act(() => rerender(<List total={60} batch={15} onRender={(n) => renders.push(n)} />));
    expect(renders).toEqual([60]);
  });

  it('fills up to a total that changed while it was filling', async () => {
    const { rerender } = render(<List total={80} batch={10} onRender={() => {}} />);
    rerender(<List total={25} batch={10} onRender={() => {}} />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(25);
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Breakpoint } from '../../lib/breakpoints';
import { fakeScrolling } from '../../test/fakeScrolling';
import { Carousel, CarouselArrows, CarouselDots, useCarousel, type CarouselOptions } from '.';

const ROW_WIDTH = 800;
const innerWidth = window.innerWidth;
let scrolledTo: number[];

beforeEach(() => {
  scrolledTo = fakeScrolling(ROW_WIDTH);
});

afterEach(() => {
  window.innerWidth = innerWidth;
  vi.useRealTimers();
});

function TestCarousel(options: Omit<CarouselOptions, 'count'> & { count?: number }) {
  const carousel = useCarousel({ count: 5, ...options });
  return (
    <section className="relative">
      <Carousel carousel={carousel} label="Things">
        {Array.from({ length: carousel.count }, (_, i) => (
          <p key={i}>thing {i + 1}</p>
        ))}
      </Carousel>
      <CarouselArrows carousel={carousel} previousLabel="Previous thing" nextLabel="Next thing" />
      <CarouselDots carousel={carousel} />
    </section>
  );
}

const dot = (n: number) => screen.getByRole('button', { name: `Go to slide ${n}` });
const row = () => screen.getByRole('group', { name: 'Things' });
const TWO_THEN_FOUR: readonly Breakpoint[] = [
  { minWidth: 0, items: 2 },
  { minWidth: 1000, items: 4 },
];

describe('<Carousel>', () => {
  it('shows every slide, each named by its place', () => {
    render(<TestCarousel />);
    expect(row()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: '3 / 5' })).toHaveTextContent('thing 3');
    expect(screen.getAllByText(/^thing/)).toHaveLength(5);
  });

  it('goes to a slide from its dot and steps with the arrows, wrapping at both ends', () => {
    render(<TestCarousel />);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    fireEvent.click(dot(5));
    expect(dot(5)).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Next thing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous thing' }));
    expect(scrolledTo).toEqual([4 * ROW_WIDTH, 0, 4 * ROW_WIDTH]);
  });

  it('moves with the arrow keys, Home and End once focused', () => {
    render(<TestCarousel />);
    expect(row()).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(row(), { key: 'ArrowRight' });
    fireEvent.keyDown(row(), { key: 'ArrowLeft' });
    fireEvent.keyDown(row(), { key: 'End' });
    fireEvent.keyDown(row(), { key: 'Home' });
    fireEvent.keyDown(row(), { key: 'ArrowLeft' });
    fireEvent.keyDown(row(), { key: 'Enter' }); // not a carousel key: nothing moves
    expect(scrolledTo).toEqual([ROW_WIDTH, 0, 4 * ROW_WIDTH, 0, 4 * ROW_WIDTH]);
  });

  it('follows swipes, wheels and scrolling: the slide in view is the current one', () => {
    render(<TestCarousel />);
    row().scrollLeft = 2 * ROW_WIDTH;
    fireEvent.scroll(row());
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
  });

  it('shows several slides per view by window width, with a dot per position', () => {
    window.innerWidth = 1200;
    render(<TestCarousel perView={TWO_THEN_FOUR} gap={16} />);
    expect(row().style.getPropertyValue('--per-view')).toBe('4');
    expect(row().style.getPropertyValue('--gap')).toBe('16px');
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(2); // 5 slides, 4 in view
    fireEvent.click(dot(2));
    expect(scrolledTo).toEqual([(ROW_WIDTH + 16) / 4]); // one slide and its gap

    act(() => {
      window.innerWidth = 700;
      window.dispatchEvent(new Event('resize'));
    });
    expect(row().style.getPropertyValue('--per-view')).toBe('2');
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(4);
  });

  it('has no arrows or dots when every slide is in view', () => {
    render(<TestCarousel count={2} perView={TWO_THEN_FOUR} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('autoplays, wrapping after the last position, and keeps going after an interaction', () => {
    vi.useFakeTimers();
    render(<TestCarousel count={3} autoplayMs={4000} />);
    act(() => vi.advanceTimersByTime(3999));
    expect(scrolledTo).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(4000));
    act(() => vi.advanceTimersByTime(4000));
    expect(scrolledTo).toEqual([ROW_WIDTH, 2 * ROW_WIDTH, 0]);
    fireEvent.click(dot(3));
    // A whole period after the shopper's move, then on as before.
    act(() => vi.advanceTimersByTime(3999));
    expect(scrolledTo).toEqual([ROW_WIDTH, 2 * ROW_WIDTH, 0, 2 * ROW_WIDTH]);
    act(() => vi.advanceTimersByTime(1));
    expect(scrolledTo).toEqual([ROW_WIDTH, 2 * ROW_WIDTH, 0, 2 * ROW_WIDTH, 0]);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  it('does not autoplay without autoplayMs', () => {
    vi.useFakeTimers();
    render(<TestCarousel />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(scrolledTo).toEqual([]);
  });
});

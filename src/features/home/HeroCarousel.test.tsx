import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreferencesProvider } from '../../preferences/PreferencesProvider';
import { HeroCarousel } from './HeroCarousel';
import { HERO_AUTOPLAY_MS } from './slides';

const SLIDE_WIDTH = 800;
let scrolledTo: number[];

beforeEach(() => {
  scrolledTo = [];
  // jsdom has no layout or scrolling: give the row a width and record where it is asked to go.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => SLIDE_WIDTH });
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
    const left = typeof options === 'object' ? (options.left ?? 0) : 0;
    scrolledTo.push(left);
    this.scrollLeft = left;
  } as typeof HTMLElement.prototype.scrollTo;
});

afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  vi.useRealTimers();
});

const renderHero = () =>
  render(
    <PreferencesProvider>
      <HeroCarousel />
    </PreferencesProvider>,
  );

describe('<HeroCarousel>', () => {
  it('goes to a slide from its bullet and steps with the arrows, wrapping at both ends', () => {
    renderHero();
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(scrolledTo).toEqual([2 * SLIDE_WIDTH, 0, 2 * SLIDE_WIDTH]);
  });

  it('follows swipes and scrolling: the slide in view is the current one', () => {
    renderHero();
    const row = screen.getByRole('group', { name: 'Slides' });
    row.scrollLeft = SLIDE_WIDTH;
    fireEvent.scroll(row);
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    expect(row).toHaveAttribute('tabindex', '0'); // focusable: the arrow keys scroll it
  });

  it('autoplays every 5 s and keeps going after an interaction', () => {
    vi.useFakeTimers();
    renderHero();
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(scrolledTo).toEqual([SLIDE_WIDTH]);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(scrolledTo).toEqual([SLIDE_WIDTH, 0, SLIDE_WIDTH]);
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreferencesProvider } from '../../preferences/PreferencesProvider';
import { t } from '../../i18n/i18n';
import { fakeScrolling } from '../../test/fakeScrolling';
import { HeroCarousel } from './HeroCarousel';
import { HERO_AUTOPLAY_MS, HOME_SLIDES } from './slides';

const SLIDE_WIDTH = 800;

afterEach(() => vi.useRealTimers());

const renderHero = () =>
  render(
    <PreferencesProvider>
      <HeroCarousel />
    </PreferencesProvider>,
  );

// The carousel itself is tested in src/components/carousel; here, what the hero asks of it.
describe('<HeroCarousel>', () => {
  it('shows the three slides, the first one loaded with the page', () => {
    renderHero();
    const slides = within(screen.getByRole('group', { name: 'Slides' })).getAllByRole('group');
    expect(slides.map((slide) => within(slide).getByRole('heading').textContent)).toEqual(
      HOME_SLIDES.map((s) => t(s.title)),
    );
    expect(within(slides[0]!).getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(within(slides[1]!).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('has arrows in each slide and a bullet per slide, all links to the slides', () => {
    const scrolledTo = fakeScrolling(SLIDE_WIDTH);
    renderHero();
    const bullet = screen.getByRole('link', { name: 'Go to slide 3' });
    expect(bullet).toHaveAttribute('href', '#hero-slide-3');
    expect(document.getElementById('hero-slide-3')).toHaveTextContent(t(HOME_SLIDES[2]!.title));
    const next = screen.getAllByRole('link', { name: 'Next slide' });
    const previous = screen.getAllByRole('link', { name: 'Previous slide' });
    // Each slide's arrows lead to its neighbours, the last slide's next to the first.
    expect(next.map((link) => link.getAttribute('href'))).toEqual([
      '#hero-slide-2',
      '#hero-slide-3',
      '#hero-slide-1',
    ]);
    expect(previous.map((link) => link.getAttribute('href'))).toEqual([
      '#hero-slide-3',
      '#hero-slide-1',
      '#hero-slide-2',
    ]);

    // Once the app runs, they move the row themselves, and the URL keeps no fragment.
    expect(fireEvent.click(bullet)).toBe(false); // default prevented
    fireEvent.click(next[2]!);
    fireEvent.click(previous[0]!);
    expect(scrolledTo).toEqual([2 * SLIDE_WIDTH, 0, 2 * SLIDE_WIDTH]);
  });

  it('autoplays every 5 s and keeps going after an interaction', () => {
    const scrolledTo = fakeScrolling(SLIDE_WIDTH);
    vi.useFakeTimers();
    renderHero();
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(scrolledTo).toEqual([SLIDE_WIDTH]);
    fireEvent.click(screen.getByRole('link', { name: 'Go to slide 1' }));
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(scrolledTo).toEqual([SLIDE_WIDTH, 0, SLIDE_WIDTH]);
  });
});

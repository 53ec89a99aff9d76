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
    expect(slides.map((slide) => within(slide).getByRole('heading').textContent)).toEqual(HOME_SLIDES.map((s) => t(s.title)));
    expect(within(slides[0]!).getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(within(slides[1]!).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('has arrows and a bullet per slide', () => {
    const scrolledTo = fakeScrolling(SLIDE_WIDTH);
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(scrolledTo).toEqual([2 * SLIDE_WIDTH, 0, 2 * SLIDE_WIDTH]);
  });

  it('autoplays every 5 s and keeps going after an interaction', () => {
    const scrolledTo = fakeScrolling(SLIDE_WIDTH);
    vi.useFakeTimers();
    renderHero();
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(scrolledTo).toEqual([SLIDE_WIDTH]);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(scrolledTo).toEqual([SLIDE_WIDTH, 0, SLIDE_WIDTH]);
  });
});

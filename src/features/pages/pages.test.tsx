import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import BlogPage from './BlogPage';
import ContactPage from './ContactPage';
import NotFoundPage from './NotFoundPage';
import ProfilePage from './ProfilePage';
import SettingsPage from './SettingsPage';
import TrendingPage from './TrendingPage';

const PAGES: [ComponentType, string][] = [
  [BlogPage, 'Blog'],
  [ContactPage, 'Contact'],
  [TrendingPage, 'Trending Products'],
  [ProfilePage, 'Profile'],
  [SettingsPage, 'Settings'],
  [NotFoundPage, '404 | Page Not Found'],
];

describe('simple pages', () => {
  it.each(PAGES.map(([Page, title]) => [title, Page] as const))(
    '%s: a main landmark with its title as h1 and tab title',
    (title, Page) => {
      renderWithApp(<Page />);
      const main = screen.getByRole('main');
      expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: title }));
      expect(document.title).toBe(title);
    },
  );

  it('offers a way home from the 404 page', () => {
    renderWithApp(<NotFoundPage />);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

import type { CSSProperties } from 'react';

/** Swiper's arrows and bullets take the theme's primary colour (follows light/synthwave). */
export const SWIPER_THEME = {
  '--swiper-theme-color': 'var(--color-primary)',
  '--swiper-pagination-bullet-inactive-color': 'var(--color-base-content)',
  '--swiper-navigation-size': '28px',
} as CSSProperties;

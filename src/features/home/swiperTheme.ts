import type { CSSProperties } from 'react';

/** Swiper's arrows and bullets take the theme's primary colour (follows light/synthwave). */
export const SWIPER_THEME = {
  '--swiper-theme-color': 'var(--color-primary)',
  '--swiper-pagination-bullet-inactive-color': 'var(--color-base-content)',
  '--swiper-navigation-size': '28px',
  // 10 px bullets 28 px apart: small targets need 24 px of room each (WCAG 2.5.8, Lighthouse target-size).
  '--swiper-pagination-bullet-size': '10px',
  '--swiper-pagination-bullet-horizontal-gap': '9px',
} as CSSProperties;

import type { CSSProperties } from 'react';
import { formatNumber } from '../i18n/format';
import { useLanguage, useT } from '../i18n/useT';

/** The widget accepts 1 to 10 stars (docs/product.md §5); anything else renders nothing. */
export function isValidStarCount(items: number): boolean {
  return Number.isInteger(items) && items >= 1 && items <= 10;
}

/** The value as drawn: clamped to 0..items and rounded to the nearest half star. */
export function shownRating(value: number, items = 5): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(Math.max(value, 0), items) * 2) / 2;
}

const SIZES = { sm: '0.875rem', md: '1rem', lg: '1.25rem' } as const;

interface StarRatingProps {
  value: number;
  /** Review count, shown as "(123)". */
  count?: number;
  items?: number;
  size?: keyof typeof SIZES;
  className?: string;
}

/** The real value to one decimal (4.8), even where the stars round it: what the name says. */
export function ratingValue(value: number, items = 5): number {
  const clamped = Number.isFinite(value) ? Math.min(Math.max(value, 0), items) : 0;
  return Math.round(clamped * 10) / 10;
}

/**
 * A read-only star rating, read out as "Rated 4 out of 5": one element (index.css `star-rating`),
 * not an SVG per star, which made most of a card's DOM.
 */
export function StarRating({ value, count, items = 5, size = 'md', className = '' }: StarRatingProps) {
  const t = useT();
  const language = useLanguage();
  if (!isValidStarCount(items)) return null;
  const shown = shownRating(value, items);
  const stars = { '--stars': items, '--filled': shown, '--star-size': SIZES[size] } as CSSProperties;
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <span
        role="img"
        aria-label={t('rating.label', {
          value: formatNumber(ratingValue(value, items), language),
          items: formatNumber(items, language),
        })}
        data-shown={shown}
        className="star-rating"
        style={stars}
      />
      {count !== undefined && (
        <span className="text-xs text-base-content/75">
          <span aria-hidden="true">({formatNumber(count, language)})</span>
          <span className="sr-only">{t('rating.reviews', { count })}</span>
        </span>
      )}
    </span>
  );
}

export type StarFill = 'full' | 'half' | 'empty';

/** The widget accepts 1 to 10 stars (spec section 5); anything else renders nothing. */
export function isValidStarCount(items: number): boolean {
  return Number.isInteger(items) && items >= 1 && items <= 10;
}

/** The value as drawn: clamped to 0..items and rounded to the nearest half star. */
export function shownRating(value: number, items = 5): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(Math.max(value, 0), items) * 2) / 2;
}

/**
 * Which stars are full, half or empty. A whole rating fills that many stars;
 * a fractional (read-only) one rounds to the nearest half so 4.5 shows a half
 * star and 4.2 shows four full stars. Invalid `items` gives no stars at all.
 */
export function starFills(value: number, items = 5): StarFill[] {
  if (!isValidStarCount(items)) return [];
  const shown = shownRating(value, items);
  return Array.from({ length: items }, (_, index): StarFill => {
    if (shown >= index + 1) return 'full';
    return shown >= index + 0.5 ? 'half' : 'empty';
  });
}

const SIZES = { sm: 'size-3.5', md: 'size-4', lg: 'size-5' } as const;

interface StarRatingProps {
  value: number;
  /** Review count, shown as "(123)" after the stars. */
  count?: number;
  /** How many stars, 1 to 10; default 5. */
  items?: number;
  size?: keyof typeof SIZES;
  className?: string;
}

/** What the name says: the real value to one decimal (4.8), even where the stars round it. */
export function ratingLabel(value: number, items = 5): string {
  const clamped = Number.isFinite(value) ? Math.min(Math.max(value, 0), items) : 0;
  return `Rated ${Math.round(clamped * 10) / 10} out of ${items}`;
}

/** A read-only star rating, read out as "Rated 4 out of 5". */
export function StarRating({ value, count, items = 5, size = 'md', className = '' }: StarRatingProps) {
  const fills = starFills(value, items);
  if (fills.length === 0) return null;
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <span role="img" aria-label={ratingLabel(value, items)} className="inline-flex gap-px">
        {fills.map((fill, index) => (
          <Star key={index} fill={fill} sizeClass={SIZES[size]} />
        ))}
      </span>
      {count !== undefined && (
        <span className="text-xs text-base-content/75">
          <span aria-hidden="true">({count})</span>
          <span className="sr-only">{count === 1 ? '1 review' : `${count} reviews`}</span>
        </span>
      )}
    </span>
  );
}

function Star({ fill, sizeClass }: { fill: StarFill; sizeClass: string }) {
  return (
    <span className={`relative inline-block ${sizeClass}`} data-fill={fill}>
      <StarIcon className="absolute inset-0 size-full text-base-content/20" />
      {fill !== 'empty' && (
        // The filled star is clipped to half its width for a half star.
        <span className={`absolute inset-y-0 left-0 overflow-hidden ${fill === 'half' ? 'w-1/2' : 'w-full'}`}>
          <StarIcon className="h-full w-auto max-w-none text-amber-400" />
        </span>
      )}
    </span>
  );
}

function StarIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={className}>
      <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
    </svg>
  );
}

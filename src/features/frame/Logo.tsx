import { Link } from 'react-router';
import { BRAND_NAME } from '../../lib/brand';

/** The brand's mark: a leaf on a green tile, drawn inline (no image request). */
function BrandMark() {
  return (
    <svg
      viewBox="0 0 40 40"
      width="36"
      height="36"
      aria-hidden="true"
      focusable="false"
      className="size-8 sm:size-9"
    >
      <rect width="40" height="40" rx="10" fill="#15803d" />
      <path d="M11 27c0-9 6-15 18-16-1 11-7 17-16 17" fill="#86efac" />
      <path d="M11 29c4-6 8-10 14-13" stroke="#14532d" strokeWidth="2" strokeLinecap="round" fill="none" />
      <circle cx="28.5" cy="28.5" r="4.5" fill="#f97316" />
    </svg>
  );
}

/** Logo link to the home page. Below 400 px the word is for screen readers only: it overflowed the header. */
export function Logo() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-1.5 rounded-field sm:gap-2">
      <BrandMark />
      <span className="text-lg font-extrabold tracking-tight text-primary max-[399px]:sr-only sm:text-2xl">
        {BRAND_NAME}
      </span>
    </Link>
  );
}

import { useState } from 'react';
import { useT } from '../../i18n/useT';

/** The best-seller heart: toggles on this page only, no call (docs/product.md §4). */
export function LikeButton({ name, className = '' }: { name: string; className?: string }) {
  const t = useT();
  const [liked, setLiked] = useState(false);
  return (
    <button
      type="button"
      aria-label={t('home.like', { name })}
      aria-pressed={liked}
      onClick={() => setLiked((value) => !value)}
      className={`btn btn-circle btn-ghost btn-sm ${liked ? 'text-error' : 'text-base-content/60'} ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        fill={liked ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.2 1.8-2 3.3-3.2 5.4-3.2 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}

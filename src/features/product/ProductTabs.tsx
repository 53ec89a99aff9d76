import { useId, useState, type KeyboardEvent } from 'react';
import type { Product } from '../../contract';
import { useT } from '../../i18n/useT';

type Tab = 'description' | 'reviews';

/** Description and Reviews (count) tabs; the reviews tab only summarises (docs/product.md §2). */
export function ProductTabs({ product }: { product: Product }) {
  const t = useT();
  const [tab, setTab] = useState<Tab>('description');
  const id = useId();
  const tabs: { key: Tab; label: string }[] = [
    { key: 'description', label: t('product.description') },
    { key: 'reviews', label: t('product.reviewsTab', { count: product.reviewsCount }) },
  ];

  // Arrow keys move between tabs, as assistive tech users expect of a tablist.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: Tab = tab === 'description' ? 'reviews' : 'description';
    setTab(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  }

  return (
    <section className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={t('product.information')}
        className="tabs tabs-border"
        onKeyDown={onKeyDown}
      >
        {tabs.map(({ key, label }) => (
          <button
            key={key}
            id={`${id}-${key}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`${id}-panel`}
            tabIndex={tab === key ? 0 : -1}
            // daisyUI dims inactive tabs to 50% (3.4:1); 75% keeps them quieter yet readable.
            className={`tab ${tab === key ? 'tab-active' : 'text-base-content/75'}`}
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${tab}-tab`}
        className="leading-relaxed"
      >
        {tab === 'description' ? (
          <p data-backend-text>{product.details.description}</p>
        ) : (
          <p>
            {product.reviewsCount > 0
              ? t('product.showingReviews', { count: product.reviewsCount })
              : t('product.noReviews')}
          </p>
        )}
      </div>
    </section>
  );
}

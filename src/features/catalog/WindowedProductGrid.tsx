import { measureElement, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';
import type { Product } from '../../contract';
import { useT } from '../../i18n/useT';
import { usePageLoaded } from '../../lib/afterPageLoad';
import { EAGER_CARDS, measuredOrEstimate, rowCount, rowItems } from './gridRows';
import { ProductCard } from './ProductCard';
import { useDocumentOffset } from './useDocumentOffset';
import { useGridColumns } from './useGridColumns';

/** A card (square image, name, stars, price, stock, button) plus the row gap; rows are then measured. */
const ESTIMATED_ROW_HEIGHT = 400;
/** Rows beyond each edge of the viewport, against blank space on a quick scroll; once the page has loaded. */
const OVERSCAN_ROWS = 2;

/** Where the list starts until measured (its lg-up offset): a low guess never leaves a visible row out. */
const LIST_OFFSET_GUESS = 434;

const measureRow = (
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
) => measuredOrEstimate(measureElement(element, entry, instance), ESTIMATED_ROW_HEIGHT);

/** Before the first measurement, assume the window's size rather than 0×0 (which would render one row, then re-render). */
const viewport = () =>
  typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight };

/**
 * The grid for large catalogs: only the rows near the viewport are in the DOM, scrolled by the window.
 * Still one list for assistive technology: each listitem carries its position in the whole list.
 */
export function WindowedProductGrid({ products }: { products: readonly Product[] }) {
  const t = useT();
  const listRef = useRef<HTMLDivElement>(null);
  const columns = useGridColumns();
  // Measured heights are kept per column count: another count changes every row's width, so its height.
  const rowKey = useCallback((index: number) => `${columns}:${index}`, [columns]);
  const virtualizer = useWindowVirtualizer({
    count: rowCount(products.length, columns),
    getItemKey: rowKey,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    measureElement: measureRow,
    overscan: usePageLoaded() ? OVERSCAN_ROWS : 0,
    scrollMargin: useDocumentOffset(listRef, LIST_OFFSET_GUESS),
    initialRect: viewport(),
    // Mounted, the virtualizer scrolls the window here: keep the shopper where they are, not the top.
    initialOffset: () => window.scrollY,
  });
  return (
    <div
      ref={listRef}
      role="list"
      aria-label={t('catalog.products')}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          role="none"
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute inset-x-0 top-0 grid gap-3 pb-3 sm:gap-4 sm:pb-4"
          style={{
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            // The browser skips off-screen (overscan) rows' style, layout and paint.
            contentVisibility: 'auto',
            containIntrinsicSize: `auto ${ESTIMATED_ROW_HEIGHT}px`,
          }}
        >
          {rowItems(products, row.index, columns).map((product, column) => (
            <div
              key={product._id}
              role="listitem"
              aria-setsize={products.length}
              aria-posinset={row.index * columns + column + 1}
              className="min-w-0"
            >
              <ProductCard product={product} eager={row.index * columns + column < EAGER_CARDS} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

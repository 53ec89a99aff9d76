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
/**
 * Rows rendered beyond each edge of the viewport, so a quick scroll does not
 * show blank space. Only once the page has loaded: before that nobody has
 * scrolled, and the first screen's render and commit would be ~twice the cards.
 */
const OVERSCAN_ROWS = 2;

/**
 * Where the list starts on the page, below the header, the banner and the
 * results bar, until it is measured: 434 px from lg up, 509-561 px below. With
 * 0 the first render took the whole window for the list, a third more cards
 * than the window shows; a guess on the low side never leaves a visible row out.
 */
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
 * The grid for large catalogs: rows of `columns` cards, only those near the
 * viewport in the DOM, scrolled by the window so the page scrolls as before.
 * Still one list for assistive technology: every card is a listitem carrying
 * its position in, and the size of, the whole list.
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
    // Mounted, the virtualizer scrolls the window to this: where the shopper already is, not the
    // top (the grid mounts when a filter crosses WINDOWING_THRESHOLD, and on back to this page).
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
            // Overscan rows sit off screen: the browser skips their style, layout and paint until they scroll in.
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

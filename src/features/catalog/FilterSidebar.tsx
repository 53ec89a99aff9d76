import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';

/**
 * "Widget Filters": a 259 px column from lg (spec section 9); above the grid
 * on small screens, collapsed behind a toggle so the products stay in reach.
 */
export function FilterSidebar({ children }: { children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <aside aria-labelledby="widget-filters-heading" className="w-full shrink-0 lg:w-[259px]">
      <div className="rounded-box border border-base-300 bg-base-100">
        <div className="flex items-center justify-between gap-2 border-b border-base-300 px-4 py-3">
          <h2 id="widget-filters-heading" className="text-base font-bold">
            {t('catalog.widgetFilters')}
          </h2>
          <button
            type="button"
            className="btn btn-sm btn-outline lg:hidden"
            aria-expanded={open}
            aria-controls="widget-filters-panel"
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('catalog.hideFilters') : t('catalog.showFilters')}
          </button>
        </div>
        <div id="widget-filters-panel" className={`${open ? 'flex' : 'hidden'} flex-col gap-6 p-4 lg:flex`}>
          {children}
        </div>
      </div>
    </aside>
  );
}

import type { SubmitEvent, ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { useEarlyInput } from '../../lib/useEarlyInput';
import { useHydrated } from '../../lib/useHydrated';
import { siteUrl } from '../../lib/siteUrl';
import { usePopover } from '../../components/usePopover';
import { PopoverCloseButton } from '../../components/PopoverCloseButton';

/** The sheet on small screens; from lg, the form in the page's flow (the popover's own styles undone). */
const PANEL =
  'fixed inset-x-0 bottom-0 top-auto m-0 max-h-[85dvh] w-full max-w-none overflow-y-auto rounded-t-box border-0 bg-base-100 p-0 text-base-content shadow-2xl backdrop:bg-black/40 ' +
  'lg:static lg:flex lg:max-h-none lg:w-auto lg:overflow-visible lg:rounded-none lg:bg-transparent lg:shadow-none';

/** "Widget Filters" (docs/product.md §9): a GET form of the URL's parameters, sent only before hydration. */
export function FilterSidebar({
  children,
  onEarlyInput,
}: {
  children: ReactNode;
  /** The fields the shopper changed before the app ran (useEarlyInput), to apply as the filters. */
  onEarlyInput(changed: HTMLInputElement[]): void;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const fields = useEarlyInput<HTMLDivElement>(onEarlyInput);
  const { id, ref, onToggle, hide, expanded } = usePopover<HTMLFormElement>();
  const applied = (event: SubmitEvent) => {
    event.preventDefault(); // the filters are in the URL already
    hide();
  };
  return (
    <aside aria-labelledby="widget-filters-heading" className="w-full shrink-0 lg:w-[259px]">
      <div className="rounded-box border border-base-300 bg-base-100">
        <div className="flex items-center justify-between gap-2 px-4 py-3 lg:border-b lg:border-base-300">
          <h2 id="widget-filters-heading" className="text-base font-bold">
            {t('catalog.widgetFilters')}
          </h2>
          <button
            type="button"
            popoverTarget={id}
            className="btn btn-sm btn-outline lg:hidden"
            aria-expanded={expanded}
          >
            {t('catalog.showFilters')}
          </button>
        </div>
        <form
          id={id}
          ref={ref}
          popover="auto"
          onToggle={onToggle}
          method="get"
          action={siteUrl('/productFilter')}
          aria-labelledby="widget-filters-heading"
          onSubmit={applied}
          className={PANEL}
        >
          <div ref={fields} className="flex w-full flex-col gap-6 p-4">
            <div className="flex items-center justify-between gap-2 lg:hidden">
              <p aria-hidden="true" className="text-base font-bold">
                {t('catalog.widgetFilters')}
              </p>
              <PopoverCloseButton popover={id} label={t('catalog.closeFilters')} />
            </div>
            {children}
            {hydrated ? (
              <button
                type="button"
                popoverTarget={id}
                popoverTargetAction="hide"
                className="btn btn-primary lg:hidden"
              >
                {t('catalog.showProducts')}
              </button>
            ) : (
              <button type="submit" className="btn btn-primary">
                {t('catalog.applyFilters')}
              </button>
            )}
          </div>
        </form>
      </div>
    </aside>
  );
}

import { useT } from '../i18n/useT';

/** The loading spinner the product shows (docs/product.md §2) while data or auth is on its way. */
export function Spinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div role="status" className="flex justify-center py-10">
      <span className="spinner size-7 text-primary" aria-hidden="true" />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </div>
  );
}

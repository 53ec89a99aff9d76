import { ErrorMessage } from '../../components/ErrorMessage';
import { useT } from '../../i18n/useT';
import type { ProductList } from './useProductList';

/** Above the products that arrived of a list that broke off: the rest did not, and a Retry. */
export function ListCut({ list }: { list: Extract<ProductList, { status: 'cut' }> }) {
  const t = useT();
  return (
    <ErrorMessage
      message={t('catalog.listCut', { count: list.products.length })}
      onRetry={list.retry}
      retrying={list.retrying}
    />
  );
}

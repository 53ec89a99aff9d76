import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n/useT';
import { isNotFound, productDetailQuery } from './detailQuery';
import { ProductDetail } from './ProductDetail';
import { ProductNotFound } from './ProductNotFound';

/** docs/product.md §2: loaded before the page shows; a failure stays in the cache for the page to show. */
export function makeLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    // Cached data, however old, is shown at once (the page refetches it if stale).
    await queryClient
      .query({ ...productDetailQuery(params.id!), staleTime: 'static' })
      .catch(() => undefined);
    return null;
  };
}

/** /detail/:id (signed-in only). */
export default function ProductDetailPage() {
  const t = useT();
  const id = useParams().id!;
  const query = useQuery(productDetailQuery(id));
  if (query.isPending) return <Spinner label={t('product.loading')} />;
  if (query.isError) {
    if (isNotFound(query.error)) return <ProductNotFound id={id} />;
    return (
      <main className="mx-auto max-w-[1360px] p-4">
        <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />
      </main>
    );
  }
  return <ProductDetail product={query.data} />;
}

import { Trans } from '@lingui/react';
import { Link } from 'react-router';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';

/** An unknown product id: a clear message inside the frame, and ways on. */
export function ProductNotFound({ id }: { id: string }) {
  const t = useT();
  usePageTitle(t('product.notFound'));
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('product.notFound')}</h1>
      <p>
        <Trans
          id="product.notFoundText"
          values={{ id }}
          components={{ 0: <code data-backend-text className="break-all" /> }}
        />
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/productFilter" className="btn btn-primary">
          {t('product.browseAll')}
        </Link>
        <Link to="/" className="btn btn-ghost">
          {t('common.backHome')}
        </Link>
      </div>
    </main>
  );
}

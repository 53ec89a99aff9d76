import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { errorMessage } from '../api/errors';
import { useT } from '../i18n/useT';

/** A route that failed to load shows what happened instead of a blank page. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error);
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="mb-2 text-2xl font-bold">{t('error.title')}</h1>
      <p role="alert" className="mb-6">{message}</p>
      <Link to="/" className="btn btn-primary">{t('common.backHome')}</Link>
    </main>
  );
}

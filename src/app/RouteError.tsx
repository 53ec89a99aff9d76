import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ApiError } from '../api/errors';
import { describeFailure, TECHNICAL_DETAIL_CLASS } from '../components/failure';
import { useT } from '../i18n/useT';

/** A router's own error answer (an unknown route's 404) sorts like a backend status. */
function asFailure(error: unknown): unknown {
  if (!isRouteErrorResponse(error)) return error;
  return new ApiError(`route: HTTP ${error.status} ${error.statusText}`.trim(), 'status', error.status);
}

/** A route that failed to load shows what happened, in plain words, instead of a blank page. */
export function RouteError() {
  const t = useT();
  const { message, detail } = describeFailure(asFailure(useRouteError()), t);
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="mb-2 text-2xl font-bold">{t('error.title')}</h1>
      <div role="alert" className="mb-6">
        <p>{message}</p>
        <small className={TECHNICAL_DETAIL_CLASS}>{detail}</small>
      </div>
      <Link to="/" className="btn btn-primary">
        {t('common.backHome')}
      </Link>
    </main>
  );
}

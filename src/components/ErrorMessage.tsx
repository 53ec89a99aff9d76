import { ApiError, errorMessage } from '../api/errors';
import { useT } from '../i18n/useT';

/**
 * English shows the client's detailed message (`Could not load products: …`);
 * other languages a sentence per kind of failure, from the catalogs.
 */
function messageKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'error.other';
  return error.kind === 'network' ? 'error.network' : error.kind === 'status' ? 'error.status' : 'error.invalid';
}

/** A section's failure, in words, with a way to try again. */
export function ErrorMessage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  const status = error instanceof ApiError ? error.status : undefined;
  return (
    <div role="alert" className="alert alert-error alert-soft my-4">
      <span>{t(messageKey(error), { message: errorMessage(error), status })}</span>
      {onRetry && (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          {t('error.retry')}
        </button>
      )}
    </div>
  );
}

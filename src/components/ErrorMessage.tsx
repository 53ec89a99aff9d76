import { useT } from '../i18n/useT';
import { describeFailure, TECHNICAL_DETAIL_CLASS } from './failure';

interface ErrorMessageProps {
  error?: unknown;
  /** A sentence of its own instead of the error's (a list that broke off: src/features/catalog/ListCut.tsx). */
  message?: string;
  onRetry?: () => void;
  /** Retries still go on behind the message (src/api/queryClient.ts failureSoFar). */
  retrying?: boolean;
}

/** A section's failure in plain words, the technical detail small beneath, and a way to try again. */
export function ErrorMessage({ error, message: ownMessage, onRetry, retrying = false }: ErrorMessageProps) {
  const t = useT();
  const described = error === undefined ? undefined : describeFailure(error, t);
  const message = ownMessage ?? described?.message;
  const detail = described?.detail;
  return (
    // Stacked on phones: beside the button, the text had a third of the width.
    <div
      role="alert"
      className="alert alert-error alert-soft alert-vertical sm:alert-horizontal my-4 justify-items-start text-start"
    >
      <div className="min-w-0">
        <p>{message}</p>
        {retrying && (
          <p className="my-1 flex items-center gap-2 text-sm">
            <span className="spinner size-3.5" aria-hidden="true" />
            {t('error.tryingAgain')}
          </p>
        )}
        {detail && <small className={TECHNICAL_DETAIL_CLASS}>{detail}</small>}
      </div>
      {onRetry && (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          {t('error.retry')}
        </button>
      )}
    </div>
  );
}

import { useCallback, useEffect, useState } from 'react';
import type { CallEntry } from '../../contract/verdict';
import { useT, type Translate } from '../../i18n/useT';
import { clearCalls, fetchCalls } from './scenarioApi';

/** Who answered, in the tool's words: the stub, a scenario, a fault rule, or a real backend. */
function answeredBy(call: CallEntry, t: Translate): string {
  if (call.by === 'scenario') return t('calls.by.scenario', { name: call.scenario ?? '' });
  if (call.by === 'fault') return t('calls.by.fault', { fault: call.fault ?? '' });
  return call.by === 'backend' ? t('calls.by.backend') : t('calls.by.stub');
}

function Outcome({ call, t }: { call: CallEntry; t: Translate }) {
  const bad = call.outcome !== 'answered' || (call.status ?? 0) >= 400;
  const text =
    call.outcome === 'answered'
      ? String(call.status)
      : call.outcome === 'cut'
        ? t('calls.outcome.cut')
        : call.outcome === 'dropped'
          ? t('calls.outcome.dropped')
          : t('calls.outcome.pending');
  return <span className={`badge badge-sm font-mono ${bad ? 'badge-error' : 'badge-success'}`}>{text}</span>;
}

function ContractBadge({ call, t }: { call: CallEntry; t: Translate }) {
  if (!call.verdict) return null;
  return call.verdict.kept ? (
    <span className="badge badge-sm badge-outline">{t('calls.kept')}</span>
  ) : (
    <span className="badge badge-sm badge-warning">{t('calls.broke')}</span>
  );
}

/** One call; opened, its answer's first lines and what broke the contract. */
function Call({ call, t }: { call: CallEntry; t: Translate }) {
  return (
    <li>
      <details className="rounded-box border border-base-300">
        <summary className="flex cursor-pointer flex-wrap items-center gap-1 px-2 py-1">
          <span
            className="min-w-0 flex-1 truncate font-mono"
            title={`${call.method} ${call.path}${call.query}`}
          >
            {call.method} {call.path}
          </span>
          <Outcome call={call} t={t} />
          <ContractBadge call={call} t={t} />
          <span className="w-full text-[11px] opacity-80">
            {answeredBy(call, t)}
            {call.ms !== undefined && ` · ${t('calls.ms', { ms: call.ms })}`}
          </span>
        </summary>
        <div className="flex flex-col gap-1 border-t border-base-300 px-2 py-1">
          {call.query && <code className="break-all">{call.query}</code>}
          {call.auth && <span className="font-mono">{call.auth}</span>}
          {call.verdict && !call.verdict.kept && (
            <p>
              {t('calls.broken')} <code className="break-words">{call.verdict.broken.join(', ')}</code>
            </p>
          )}
          {call.preview && (
            <pre
              aria-label={t('calls.answer')}
              className="max-h-40 overflow-auto bg-base-200 p-1 text-[11px]"
            >
              {call.preview}
            </pre>
          )}
        </div>
      </details>
    </li>
  );
}

/** The backend calls the fake backend answered, newest first (GET /__stub/requests); loaded on first use. */
export default function CallsView() {
  const t = useT();
  const [calls, setCalls] = useState<CallEntry[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(
    () =>
      fetchCalls().then(
        (found) => {
          setCalls(found);
          setFailure(null);
        },
        (error: Error) => setFailure(error.message),
      ),
    [],
  );
  useEffect(() => void load(), [load]);
  return (
    <div className="flex flex-col gap-2 text-xs">
      <div className="flex gap-2">
        <button type="button" className="btn btn-xs" onClick={() => void load()}>
          {t('calls.refresh')}
        </button>
        <button type="button" className="btn btn-xs" onClick={() => void clearCalls().then(load)}>
          {t('calls.clear')}
        </button>
      </div>
      {failure && (
        <p role="alert" className="text-error break-words">
          {t('calls.failed')} {failure}
        </p>
      )}
      {calls?.length === 0 && <p>{t('calls.none')}</p>}
      {calls && calls.length > 0 && (
        <ul aria-label={t('calls.title')} className="flex flex-col gap-1">
          {calls.map((call) => (
            <Call key={call.id} call={call} t={t} />
          ))}
        </ul>
      )}
    </div>
  );
}

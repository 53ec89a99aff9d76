import { useState } from 'react';
import { useSkippedCount } from '../../components/useSkippedCount';
import { useBackendHealth } from './useBackendHealth';

/**
 * Spec section 4: a small fixed banner that says whether the preview backend
 * (the workspace's stub) answers. In dev it also counts items the contract rejected.
 */
export function PreviewBanner() {
  const health = useBackendHealth();
  const [closed, setClosed] = useState(false);
  const skipped = useSkippedCount();
  if (closed || health === 'checking') return null;
  const connected = health === 'connected';
  return (
    <aside
      aria-label="Preview backend status"
      className={`alert fixed bottom-2 left-2 z-50 max-w-[calc(100vw-1rem)] gap-2 px-3 py-2 text-xs shadow-lg sm:max-w-sm sm:text-sm ${connected ? 'alert-info' : 'alert-warning'}`}
    >
      <span aria-hidden="true">{connected ? 'ℹ️' : '⚠️'}</span>
      <span role="status">
        {connected ? 'Preview backend running in this workspace.' : 'Preview backend disconnected.'}
        {import.meta.env.DEV && skipped > 0 && ` ${skipped} invalid item(s) skipped.`}
      </span>
      {connected && (
        <a className="link" href="https://github.com/typicode/json-server/tree/v0.17.4#readme" target="_blank" rel="noreferrer">
          Learn more
        </a>
      )}
      <button type="button" className="btn btn-ghost btn-xs" aria-label="Close preview banner" onClick={() => setClosed(true)}>
        ✕
      </button>
    </aside>
  );
}

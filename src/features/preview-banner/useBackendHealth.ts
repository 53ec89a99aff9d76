import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../api/http';
import { usePageLoaded } from '../../lib/afterPageLoad';

export type BackendHealth = 'checking' | 'connected' | 'disconnected';

/** Polls the stub's `/__stub/health` (not in the product contract) once the page has loaded. */
export function useBackendHealth(): BackendHealth {
  const { data, isError } = useQuery({
    queryKey: ['__stub', 'health'],
    queryFn: async () => {
      const data = await requestJson('check the stub', '__stub/health', { timeout: 3000 });
      return { ok: typeof data === 'object' && data !== null && 'ok' in data && data.ok === true };
    },
    enabled: usePageLoaded(),
    // Not the app's retry policy: a poll's next round is its retry, and a failed check shows at once.
    retry: false,
    refetchInterval: 10_000,
  });
  if (isError) return 'disconnected';
  if (data) return data.ok ? 'connected' : 'disconnected';
  return 'checking';
}

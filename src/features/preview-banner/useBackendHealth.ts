import { useQuery } from '@tanstack/react-query';
import { stubHealth } from '../../components/stubHealth';
import { usePageLoaded } from '../../lib/afterPageLoad';

/** `elsewhere`: the backend answers, but is no workspace stub (src/components/stubHealth.ts). */
export type BackendHealth = 'checking' | 'connected' | 'disconnected' | 'elsewhere';

/** Polls the stub's `/__stub/health` (not in the product contract) once the page has loaded. */
export function useBackendHealth(): BackendHealth {
  const { data, isError } = useQuery({
    queryKey: ['__stub', 'health'],
    queryFn: stubHealth,
    enabled: usePageLoaded(),
    // Not the app's retry policy: a poll's next round is its retry, and a failed check shows at once.
    retry: false,
    // A backend that is no stub will not become one.
    refetchInterval: (query) => (query.state.data === 'elsewhere' ? false : 10_000),
  });
  if (isError) return 'disconnected';
  return data ?? 'checking';
}

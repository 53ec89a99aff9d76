import { useQuery } from '@tanstack/react-query';
import { stubHealth } from '../../components/stubHealth';
import { usePageLoaded } from '../../lib/afterPageLoad';

/** `elsewhere`: the backend answers, but is no workspace stub (src/components/stubHealth.ts). */
export type BackendHealth = 'checking' | 'connected' | 'disconnected' | 'elsewhere';

/** Who answers which call when a real backend answers some (`--backend`, mocks/calls.ts splitHealth). */
export interface BackendSplit {
  backend: string;
  backendCalls: string[];
  stubCalls: string[];
}

const isSplit = (value: unknown): value is BackendSplit => {
  const { backend, backendCalls, stubCalls } = (value ?? {}) as Partial<BackendSplit>;
  return typeof backend === 'string' && Array.isArray(backendCalls) && Array.isArray(stubCalls);
};

/** Polls the stub's `/__stub/health` (not in the product contract) once the page has loaded. */
function useHealthQuery() {
  return useQuery({
    queryKey: ['__stub', 'health'],
    queryFn: async () => {
      const body = await stubHealth();
      if (body === 'elsewhere') return { health: 'elsewhere' as const };
      return { health: 'connected' as const, split: isSplit(body.split) ? body.split : undefined };
    },
    enabled: usePageLoaded(),
    // Not the app's retry policy: a poll's next round is its retry, and a failed check shows at once.
    retry: false,
    // A backend that is no stub will not become one.
    refetchInterval: (query) => (query.state.data?.health === 'elsewhere' ? false : 10_000),
  });
}

export function useBackendHealth(): BackendHealth {
  const { data, isError } = useHealthQuery();
  if (isError) return 'disconnected';
  return data?.health ?? 'checking';
}

/** The split the stub reports; undefined while it answers every call itself. */
export const useBackendSplit = (): BackendSplit | undefined => {
  const { data } = useHealthQuery();
  return data?.health === 'connected' ? data.split : undefined;
};

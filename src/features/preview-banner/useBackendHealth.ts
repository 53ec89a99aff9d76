import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../api/http';
import { usePageLoaded } from '../../lib/afterPageLoad';

export type BackendHealth = 'checking' | 'connected' | 'disconnected';

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
      const data = await requestJson('check the stub', '__stub/health', { timeout: 3000 });
      const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
      return { ok: body.ok === true, split: isSplit(body.split) ? body.split : undefined };
    },
    enabled: usePageLoaded(),
    // Not the app's retry policy: a poll's next round is its retry, and a failed check shows at once.
    retry: false,
    refetchInterval: 10_000,
  });
}

export function useBackendHealth(): BackendHealth {
  const { data, isError } = useHealthQuery();
  if (isError) return 'disconnected';
  if (data) return data.ok ? 'connected' : 'disconnected';
  return 'checking';
}

/** The split the stub reports; undefined while it answers every call itself. */
export const useBackendSplit = (): BackendSplit | undefined => useHealthQuery().data?.split;

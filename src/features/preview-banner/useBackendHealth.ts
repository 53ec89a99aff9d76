import { useQuery } from '@tanstack/react-query';
import ky from 'ky';
import { API_URL } from '../../api/client';

export type BackendHealth = 'checking' | 'connected' | 'disconnected';

/** Asks the stub's `/__stub/health` (not part of the product contract) every 10 s. */
export function useBackendHealth(): BackendHealth {
  const { data, isError } = useQuery({
    queryKey: ['__stub', 'health'],
    queryFn: () => ky.get(`${API_URL}/__stub/health`, { retry: 0, timeout: 3000 }).json<{ ok: boolean }>(),
    retry: false,
    refetchInterval: 10_000,
  });
  if (isError) return 'disconnected';
  if (data) return data.ok ? 'connected' : 'disconnected';
  return 'checking';
}

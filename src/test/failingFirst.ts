import { http, HttpResponse } from 'msw';
import { server, TEST_API_URL } from '../../mocks/node';
import { createQueryClient } from '../api/queryClient';

/** The app's own query client and retry policy, its retries `retryDelay` ms apart (not 1, 2, 4 s). */
export function appQueryClient(retryDelay: number) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay } });
  return client;
}

/**
 * GET of each path (`products`, `catagory`) fails with a 503 at its first call; every later call
 * waits for `answerRetries()`, then the fixtures' handler answers it. `calls` counts them.
 */
export function failingFirst(...paths: string[]) {
  const calls: Record<string, number> = Object.fromEntries(paths.map((path) => [path, 0]));
  let answerRetries = () => {};
  const answered = new Promise<void>((resolve) => (answerRetries = resolve));
  server.use(
    ...paths.map((path) =>
      http.get(`${TEST_API_URL}/${path}`, async () => {
        calls[path] = (calls[path] ?? 0) + 1;
        if (calls[path] === 1) return HttpResponse.json({ error: 'down' }, { status: 503 });
        await answered;
        return undefined; // to the fixtures' handler
      }),
    ),
  );
  return { calls, answerRetries };
}

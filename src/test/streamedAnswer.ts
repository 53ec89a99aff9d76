import { http, HttpResponse } from 'msw';
import { server, TEST_API_URL } from '../../mocks/node';
import { STREAM_LIST_FROM } from '../api/productList/readList';

/**
 * Answers GET `path` in two parts, the second once the returned function is called ('BREAK' breaks
 * the connection); its length makes the client stream the body.
 */
export function streamedAnswer(path: string, first: string, second: string): () => void {
  const encoder = new TextEncoder();
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`${TEST_API_URL}/${path}`, () => {
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(first));
          await released;
          if (second === 'BREAK') return controller.error(new Error('connection reset'));
          controller.enqueue(encoder.encode(second));
          controller.close();
        },
      });
      const length = String(Math.max(STREAM_LIST_FROM, first.length + second.length));
      return new HttpResponse(body, {
        headers: { 'content-type': 'application/json', 'content-length': length },
      });
    }),
  );
  return release;
}

import http from 'node:http';
import { connect } from 'node:net';

/** A request sent byte for byte as given: no URL normalising, no default headers. */
export interface RawRequest {
  method: string;
  /** Path and query exactly as they go on the request line, e.g. `/products/%E0%A4%A`. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

/** Over node:http, so msw/node intercepts it (as `http.request` at run time: msw patches the module). */
export function rawRequest(
  baseUrl: string,
  { method, path, headers = {}, body }: RawRequest,
): Promise<RawAnswer> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: base.hostname, port: base.port || 80, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Bytes straight onto a socket, for requests Node's HTTP client refuses to build. */
export function rawSocket(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

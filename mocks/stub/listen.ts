import type { App } from 'json-server';
import type { Server } from 'node:http';

const clientErrorAnswer = (code: string | undefined) =>
  code === 'HPE_HEADER_OVERFLOW'
    ? {
        status: '431 Request Header Fields Too Large',
        body: JSON.stringify({ error: 'Request URL or headers are too large' }),
      }
    : { status: '400 Bad Request', body: JSON.stringify({ error: 'Malformed HTTP request' }) };

/**
 * Listens like `app.listen`, and answers requests Node cannot even parse
 * (a broken request line, bad header bytes) with a JSON 400 too.
 */
export function listenStub(app: App, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    // Headers must arrive in 10 s and a whole request in 15 s (the body's own limit is bodyLimits.ts).
    server.headersTimeout = 10_000;
    server.requestTimeout = 15_000;
    server.once('error', reject);
    server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
      if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
      const { status, body } = clientErrorAnswer(error.code);
      socket.end(
        `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
  });
}

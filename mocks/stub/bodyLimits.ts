import type { StubRequest, StubResponse } from 'json-server';
import { MAX_BODY_BYTES } from '../../src/contract';

/** How long a request body may take to arrive; a slower one is answered 408 and closed. */
export const BODY_TIMEOUT_MS = 10_000;

export class BodyLimitError extends Error {
  constructor(readonly status: 408 | 413) {
    super(
      status === 413
        ? `Request body is larger than ${MAX_BODY_BYTES} bytes`
        : `Request body did not arrive within ${BODY_TIMEOUT_MS / 1000} s`,
    );
  }
}

/**
 * Reads a body of at most MAX_BODY_BYTES within `timeoutMs`. Nothing past the
 * cap is kept: 200 clients trickling bodies hold 200 x 16 KB at most, where an
 * unbounded read held ~1 MB each. Decoded like fetch's `request.text()` (a BOM
 * dropped), so both transports see the same text.
 */
export function readBody(req: StubRequest, timeoutMs = BODY_TIMEOUT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return reject(new BodyLimitError(413));
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (error?: Error) => {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', stop);
      if (error) reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) return stop(new BodyLimitError(413));
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(new TextDecoder().decode(Buffer.concat(chunks)));
    };
    const timer = setTimeout(() => stop(new BodyLimitError(408)), timeoutMs);
    req.on('data', onData).on('end', onEnd).on('error', stop);
  });
}

/** Answers a body refusal and closes the connection: the rest of the body is never read. */
export function refuseBody(error: BodyLimitError, res: StubResponse) {
  res.setHeader('Connection', 'close');
  res.once('finish', () => res.socket?.destroy());
  res.status(error.status).json({ error: error.message });
}

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

/** Reads a body of at most MAX_BODY_BYTES within `timeoutMs`, decoded as fetch's `request.text()` does. */
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

/**
 * How much of a refused body is still read and dropped: an upload meeting a closed socket never
 * reads the 413.
 */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Answers a refusal at once with `Connection: close`. A 413 drains the rest of the body and closes
 * once it has arrived (or past DRAIN_MAX_BYTES or `timeoutMs`); a 408 closes at once.
 */
export function refuseBody(
  error: BodyLimitError,
  req: StubRequest,
  res: StubResponse,
  timeoutMs = BODY_TIMEOUT_MS,
) {
  const body = JSON.stringify({ error: error.message });
  res.writeHead(error.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  });
  const declared = Number(req.headers['content-length'] ?? 0);
  if (error.status !== 413 || req.complete || declared > DRAIN_MAX_BYTES) {
    res.once('finish', () => res.socket?.destroy());
    return void res.end(body);
  }
  // Whole on the wire, but ending the response now would close the socket under the upload.
  res.write(body);
  let drained = 0;
  const finish = (abandon: boolean) => {
    clearTimeout(timer);
    req.off('data', onData).off('end', onEnd).off('error', onGiveUp).off('close', onGiveUp);
    if (abandon) res.once('finish', () => res.socket?.destroy());
    res.end();
  };
  const onData = (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_MAX_BYTES) finish(true);
  };
  const onEnd = () => finish(false);
  const onGiveUp = () => finish(true);
  const timer = setTimeout(onGiveUp, timeoutMs);
  req.on('data', onData).on('end', onEnd).on('error', onGiveUp).on('close', onGiveUp);
  req.resume();
}

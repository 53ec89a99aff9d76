import type { Middleware, StubRequest, StubResponse } from 'json-server';
import type { BodyShape } from '../faults';
import { isJournaled, type Call, type Journal } from '../journal';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const calls = new WeakMap<StubRequest, Call>();

/** The journal entry of a call under way: who answers it notes so (`callEntryOf(req)?.note({by: 'backend'})`). */
export const callEntryOf = (req: StubRequest) => calls.get(req);

/** A forwarded answer's JSON, for the journal's verdict; none when it is encoded or not JSON. */
export function answerJson({ headers, body }: { headers: Record<string, string>; body: Buffer | string }) {
  if (headers['content-encoding']) return undefined;
  try {
    return JSON.parse(String(body)) as unknown;
  } catch {
    return undefined;
  }
}

/** Puts every backend call in `journal`: when it came, what was sent back, how many bytes, in what time. */
export function journalCalls(journal: Journal): Middleware {
  return (req, res, next) => {
    if (!isJournaled(req.path)) return next();
    const at = req.originalUrl.indexOf('?');
    const call = journal.start({
      method: req.method ?? 'GET',
      path: req.path,
      query: at === -1 ? '' : req.originalUrl.slice(at),
      authorization: req.headers.authorization,
    });
    calls.set(req, call);
    // Counted as the body leaves: after compression's wrapper, before a cut's.
    let bytes = 0;
    const { write, end } = res;
    const count = (chunk: unknown) => {
      if (chunk && typeof chunk !== 'function') bytes += Buffer.byteLength(chunk as string | Buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      count(chunk);
      return (write as (...args: unknown[]) => boolean).call(res, chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk: unknown, ...rest: unknown[]) => {
      count(chunk);
      return (end as (...args: unknown[]) => StubResponse).call(res, chunk, ...rest);
    }) as typeof res.end;
    let finished = false;
    res.once('finish', () => {
      finished = true;
      call.done({ status: res.statusCode, bytes, outcome: 'answered' });
    });
    res.once('close', () => {
      if (!finished)
        call.done(
          res.headersSent ? { status: res.statusCode, bytes, outcome: 'answered' } : { outcome: 'dropped' },
        );
    });
    next();
  };
}

/**
 * The contract's answer sent as a fault says: uncompressed (so the bytes counted are the JSON's), in
 * `dribble.chunks` pieces over `dribble.totalMs`, and cut after `cutAfterBytes` by a TCP reset, the
 * Content-Length still promising the whole.
 */
export function shapeBody(req: StubRequest, res: StubResponse, { cutAfterBytes, dribble }: BodyShape) {
  delete req.headers['accept-encoding'];
  const end = res.end.bind(res);
  res.end = ((chunk?: string | Buffer) => {
    const bytes = Buffer.from(chunk ?? '');
    if (!res.headersSent) res.setHeader('Content-Length', bytes.length);
    const sent = bytes.subarray(0, cutAfterBytes ?? bytes.length);
    const pieces = dribble?.chunks ?? 1;
    const size = Math.ceil(sent.length / pieces) || 1;
    void (async () => {
      for (let at = 0; at < sent.length; at += size) {
        if (dribble && at > 0) await wait(dribble.totalMs / pieces);
        await new Promise((resolve) => res.write(sent.subarray(at, at + size), resolve));
      }
      // After the write's callback: the kernel has the bytes, and a reset follows them.
      if (cutAfterBytes === undefined) end();
      else res.socket?.resetAndDestroy();
    })();
    return res;
  }) as typeof res.end;
}

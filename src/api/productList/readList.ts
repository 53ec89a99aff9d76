import type { JSONParser } from '@streamparser/json';
import { networkError } from '../errors';
import { parseJson } from '../http';

/** A list answer, read: its first items (only a long list's), then the whole body. */
export type ListPart =
  | { kind: 'first'; items: unknown[] }
  /** The whole answer's JSON, parsed on demand: the caller decides when it may take the main thread. */
  | { kind: 'whole'; parse(): unknown }
  /** The body broke off: the items that arrived whole. */
  | { kind: 'cut'; items: unknown[] };

/**
 * From this many bytes on the wire, a list's body is read as a stream (docs/decisions/036): over a second
 * at perf:phone's 1.6 Mbps, and well above the seeded catalog (src/app/couplings.test.ts checks both).
 */
export const STREAM_LIST_FROM = 256 * 1024;
/** A list that has not started within this many characters has no first items worth handing out. */
const SCAN_AT_MOST = 512 * 1024;

const contentLength = (response: Response) => Number(response.headers.get('content-length'));

/**
 * The first `count` items of a JSON list (top-level, or under `key`) as its text streams in; the
 * streaming parser is dropped then, as JSON.parse of the whole body is far faster.
 */
class FirstItems {
  readonly items: unknown[] = [];
  private parser: JSONParser | null;

  constructor(
    Parser: typeof JSONParser,
    key: string,
    private readonly count: number,
  ) {
    this.parser = new Parser({ paths: ['$.*', `$.${key}.*`], keepStack: false });
    this.parser.onValue = ({ value, parent }) => {
      // `$.*` of an envelope is its top-level values: only an array's members are items.
      if (Array.isArray(parent) && this.items.length < this.count) this.items.push(value);
    };
    this.parser.onError = () => (this.parser = null); // the whole body's parse says what is wrong
  }

  /** Feeds more text; true once the first `count` items are in. */
  feed(text: string): boolean {
    this.parser?.write(text);
    return this.items.length >= this.count;
  }
}

/** Where the last whole item of a top-level JSON array ends in `text`, cut anywhere; 0 for none. */
function wholeItemsEnd(text: string): number {
  let depth = 0;
  let inString = false;
  let end = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === 0x5c)
        at++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) depth++;
    else if (code === 0x7d || code === 0x5d) {
      if (--depth === 1) end = at + 1;
    } else if (code === 0x2c && depth === 1) end = at;
  }
  return end;
}

/** The whole items of a list whose text broke off: a hand scan of an array, the parser for an envelope. */
async function itemsArrived(text: string, key: string): Promise<unknown[]> {
  if (text.trimStart().startsWith('[')) {
    const end = wholeItemsEnd(text);
    return end === 0 ? [] : (JSON.parse(`${text.slice(0, end)}]`) as unknown[]);
  }
  const arrived = new FirstItems((await import('@streamparser/json')).JSONParser, key, Infinity);
  arrived.feed(text);
  return arrived.items;
}

/**
 * A long list's answer: its first `count` items as soon as they arrive, then the whole; others in
 * one go. A body that breaks off yields the items that arrived whole, or throws when none did.
 */
export async function* readList(
  what: string,
  response: Response,
  { key, count }: { key: string; count: number },
): AsyncGenerator<ListPart> {
  if (!response.body) {
    const text = await response.text();
    yield { kind: 'whole', parse: () => parseJson(what, text) };
    return;
  }
  // Only a long list needs the parser: a chunk of its own, fetched while the body streams in.
  const parser = contentLength(response) >= STREAM_LIST_FROM ? import('@streamparser/json') : undefined;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const pieces: string[] = [];
  let first: FirstItems | null = parser ? new FirstItems((await parser).JSONParser, key, count) : null;
  for (let scanned = 0; ;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (error) {
      const items = await itemsArrived(pieces.join('') + decoder.decode(), key);
      if (items.length === 0) throw networkError(what, error);
      yield { kind: 'cut', items };
      return;
    }
    if (chunk.done) break;
    const text = decoder.decode(chunk.value, { stream: true });
    pieces.push(text);
    if (!first) continue;
    scanned += text.length;
    if (first.feed(text)) {
      yield { kind: 'first', items: first.items };
      first = null;
    } else if (scanned > SCAN_AT_MOST) first = null;
  }
  pieces.push(decoder.decode());
  yield { kind: 'whole', parse: () => parseJson(what, pieces.join('')) };
}

import { networkError } from '../errors';
import { parseJson } from '../http';
import { ListPrefixScanner } from './scanner';

/** How readList hands out a long list's first items before the rest of the body is in. */
export interface FirstItems {
  /** The envelope's key for the list, as in `{products: [...]}`. */
  key: string;
  count: number;
  /** Called at most once, with the first `count` items as parsed JSON. */
  onFirst(items: unknown[]): void;
}

export interface ListBody {
  /** Whether onFirst was called. */
  handedOutFirst: boolean;
  /** The whole answer's JSON: parsed on demand, so the caller decides when it may take the main thread. */
  parse(): unknown;
}

/** From this many bytes on the wire, a list's body is read as a stream (docs/decisions/007). */
export const STREAM_LIST_FROM = 256 * 1024;
/** A list that has not started within this many characters has no first items worth handing out. */
const SCAN_AT_MOST = 512 * 1024;

export const contentLength = (response: Response) => Number(response.headers.get('content-length'));

/**
 * Reads an answer that may be a long list: its first items go to `first` as
 * soon as they have arrived, and parsing the whole body is left to the
 * caller. Short answers (and answers of unknown length) are read as usual.
 */
export async function readList(what: string, response: Response, first: FirstItems): Promise<ListBody> {
  if (!response.body || contentLength(response) < STREAM_LIST_FROM) {
    const text = await readText(what, response);
    return { handedOutFirst: false, parse: () => parseJson(what, text) };
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const pieces: string[] = [];
  let scanner: ListPrefixScanner | null = new ListPrefixScanner(first.key, first.count);
  let handedOutFirst = false;
  for (let scanned = 0; ; ) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (error) {
      throw networkError(what, error);
    }
    if (chunk.done) break;
    const text = decoder.decode(chunk.value, { stream: true });
    pieces.push(text);
    if (!scanner) continue;
    const items = scanner.feed(text);
    scanned += text.length;
    if (items) handedOutFirst = handOut(items, first);
    if (items || scanned > SCAN_AT_MOST) scanner = null;
  }
  pieces.push(decoder.decode());
  return { handedOutFirst, parse: () => parseJson(what, pieces.join('')) };
}

async function readText(what: string, response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    throw networkError(what, error);
  }
}

function handOut(texts: string[], first: FirstItems): boolean {
  let items: unknown[];
  try {
    items = texts.map((text) => JSON.parse(text) as unknown);
  } catch {
    return false; // the whole body's parse will say what is wrong
  }
  first.onFirst(items);
  return true;
}

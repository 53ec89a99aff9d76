/** A raw HTTP answer: the contract suite checks statuses and bodies exactly. */
export interface Answer {
  status: number;
  body: unknown;
}

export interface CallOptions {
  query?: Record<string, string>;
  /** A value sent as JSON, or a string sent as is (to test broken JSON). */
  body?: unknown;
}

export async function call(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const hasBody = options.body !== undefined;
  const response = await fetch(url, {
    method,
    headers: hasBody ? { 'content-type': 'application/json' } : undefined,
    body: !hasBody ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* left as text: the suite then fails on the schema, saying what came back */
  }
  return { status: response.status, body };
}

/** A raw HTTP answer: the contract suite checks statuses and bodies exactly. */
export interface Answer {
  status: number;
  body: unknown;
}

export interface CallOptions {
  query?: Record<string, string>;
  /** A value sent as JSON, or a string sent as is (to test broken JSON). */
  body?: unknown;
  /** An ID token, sent as `Authorization: Bearer <token>`. */
  token?: string;
}

export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const hasBody = options.body !== undefined;
  const headers: Record<string, string> = {};
  if (hasBody) headers['content-type'] = 'application/json';
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: !hasBody
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
    });
    text = await response.text();
  } catch (error) {
    // "TypeError: fetch failed" names neither the call nor the reason.
    const reason = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new Error(
      `${method} ${path}: no answer from ${url.origin} (${reason?.code ?? reason?.message ?? (error as Error).message})`,
    );
  }
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* left as text: the suite then fails on the schema, saying what came back */
  }
  return { status: response.status, body };
}

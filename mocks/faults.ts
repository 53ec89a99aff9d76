import { z } from 'zod';

/** Fault injection for the stub and the MSW handlers: which routes answer slowly, fail, or drop. */

/** Long enough for any demo, short enough never to hang CI. */
export const MAX_LATENCY_MS = 60_000;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

/** `'*'`, `'/favorites*'`, `'GET /products'`, `'DELETE /favorites/:id'`. */
const RouteSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^((${METHODS.join('|')}) )?(\\*|/\\S*)$`, 'i'), {
    error: "route must be '*', a path like '/favorites*', or 'METHOD /path'",
  });

const Millis = z.number().int().min(0).max(MAX_LATENCY_MS);
const ErrorStatus = z.number().int().min(400).max(599);

export const FaultRuleSchema = z
  .strictObject({
    route: RouteSchema,
    /** A fixed delay, or a random one in [min, max]. */
    latencyMs: z
      .union([Millis, z.tuple([Millis, Millis]).refine(([min, max]) => min <= max, 'min must be <= max')])
      .optional(),
    status: ErrorStatus.optional(),
    /** Probability (0-1) that a matching request fails with `errorStatus`. */
    errorRate: z.number().min(0).max(1).optional(),
    errorStatus: ErrorStatus.optional(),
    drop: z.boolean().optional(),
    /** The answer breaks off after this many bytes of its body (sent uncompressed). */
    cutAfterBytes: z.number().int().min(0).optional(),
    /** The body comes in `chunks` pieces spread over `totalMs`. */
    dribble: z.strictObject({ chunks: z.number().int().min(1).max(1000), totalMs: Millis }).optional(),
    /** A sequence: the first `after` matching calls pass, the next `times` (default: all) fault. */
    times: z.number().int().min(1).optional(),
    after: z.number().int().min(0).optional(),
  })
  .refine(
    (r) =>
      r.latencyMs !== undefined ||
      r.status !== undefined ||
      r.errorRate !== undefined ||
      r.drop ||
      r.cutAfterBytes !== undefined ||
      r.dribble !== undefined,
    { error: 'a rule needs latencyMs, status, errorRate, drop, cutAfterBytes or dribble' },
  )
  .refine((r) => r.errorStatus === undefined || r.errorRate !== undefined, {
    error: 'errorStatus only goes with errorRate',
  });
export type FaultRule = z.infer<typeof FaultRuleSchema>;

export const FaultsSchema = z.strictObject({ rules: z.array(FaultRuleSchema).max(100) });
export type Faults = z.infer<typeof FaultsSchema>;

export const NO_FAULTS: Faults = { rules: [] };

/** What a transport does with one request. */
export interface FaultDecision {
  latencyMs: number;
  status?: number;
  /** Close the connection (MSW: a network error). */
  drop?: boolean;
  /** How the answer's body is sent: cut short, or in slow pieces. */
  body?: BodyShape;
}

export type BodyShape = Pick<FaultRule, 'cutAfterBytes' | 'dribble'>;

interface Pattern {
  method?: string;
  path: RegExp;
  /** Method + literal characters: the more specific rule wins a facet. */
  specificity: number;
}

export function parseRoute(route: string): Pattern {
  const [first, second] = route.trim().split(/\s+/);
  const method = second === undefined ? undefined : first!.toUpperCase();
  const path = (second ?? first!).replace(/(.)\/+$/, '$1');
  const source = path
    .split('*')
    .map((part) =>
      part
        .split(/:[A-Za-z_]\w*/)
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]+'),
    )
    .join('.*');
  const literal = path.replace(/\*|:[A-Za-z_]\w*/g, '').length;
  return { method, path: new RegExp(`^${source}/?$`), specificity: (method ? 1000 : 0) + literal };
}

export function routeMatches(route: string, method: string, path: string): boolean {
  const pattern = parseRoute(route);
  return (!pattern.method || pattern.method === method.toUpperCase()) && pattern.path.test(path);
}

/** For each facet, the most specific matching rule that sets it (the later one on a tie). */
function pick<K extends keyof FaultRule>(matching: { rule: FaultRule; specificity: number }[], key: K) {
  let best: { rule: FaultRule; specificity: number } | undefined;
  for (const candidate of matching) {
    if (candidate.rule[key] === undefined) continue;
    if (!best || candidate.specificity >= best.specificity) best = candidate;
  }
  return best?.rule;
}

/** Stub-only routes are never faulted, so a fault can always be inspected and cleared. */
export const isControlPath = (path: string) => path === '/__stub' || path.startsWith('/__stub/');

/** Whether the `seen`-th matching call (from 1) is in a rule's sequence (`after`, `times`). */
const inSequence = (rule: FaultRule, seen: number) =>
  seen > (rule.after ?? 0) && (rule.times === undefined || seen <= (rule.after ?? 0) + rule.times);

/**
 * What to do with one request; `random` is asked once for a latency range and once for an error rate.
 * `seen[i]` counts the calls rule i matched so far, and is counted up here, synchronously: a
 * sequence stays exact however many calls arrive at once.
 */
export function decideFault(
  faults: Faults,
  method: string,
  path: string,
  random: () => number = Math.random,
  seen: number[] = [],
): FaultDecision {
  if (isControlPath(path)) return { latencyMs: 0 };
  const matching = faults.rules.flatMap((rule, index) => {
    if (!routeMatches(rule.route, method, path)) return [];
    seen[index] = (seen[index] ?? 0) + 1;
    return inSequence(rule, seen[index]) ? [{ rule, specificity: parseRoute(rule.route).specificity }] : [];
  });

  const latency = pick(matching, 'latencyMs')?.latencyMs ?? 0;
  const latencyMs =
    typeof latency === 'number' ? latency : Math.round(latency[0] + random() * (latency[1] - latency[0]));

  if (pick(matching, 'drop')?.drop) return { latencyMs, drop: true };
  const forced = pick(matching, 'status')?.status;
  if (forced !== undefined) return { latencyMs, status: forced };
  const rate = pick(matching, 'errorRate');
  if (rate && random() < rate.errorRate!) return { latencyMs, status: rate.errorStatus ?? 500 };
  const cutAfterBytes = pick(matching, 'cutAfterBytes')?.cutAfterBytes;
  const dribble = pick(matching, 'dribble')?.dribble;
  if (cutAfterBytes !== undefined || dribble) return { latencyMs, body: { cutAfterBytes, dribble } };
  return { latencyMs };
}

/** The JSON body of an injected failure, so the app shows it like any backend error. */
export function faultBody(status: number, method: string, path: string) {
  return { error: `Injected fault: ${method} ${path} answered ${status} (stub fault injection)` };
}

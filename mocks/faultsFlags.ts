import { FaultsSchema, type FaultRule, type Faults } from './faults';

/**
 * The stub's fault flags, each repeatable (`npm run stub -- --latency 300 --fail 'GET /products=503'`).
 * A value may end in a sequence: `xN`, only N calls (`503x2`), and `@N`, after the first N pass (`503@3`).
 */
export interface FaultFlags {
  /** `300`, `200-800`, `'GET /products=1500'`, `'/favorites*=200-800'` */
  latency?: string[];
  /** `'GET /products=503'`, `'GET /products'` (500), `503` (every route) */
  fail?: string[];
  /** `'POST /favorites=0.3'`, `'POST /favorites=0.3:503'`, `0.1` (every route) */
  errorRate?: string[];
  /** `'GET /catagory'`, `'*'`, `'GET /catagory=x1'` */
  drop?: string[];
  /** `'GET /products=2000'`: the answer breaks off after 2000 bytes of its body */
  cut?: string[];
}

/** `'GET /products=503'` → ['GET /products', '503']; a bare value applies to every route. */
function split(
  flag: string,
  bareIsValue: (text: string) => boolean,
): [route: string, value: string | undefined] {
  const at = flag.lastIndexOf('=');
  if (at !== -1) return [flag.slice(0, at).trim(), flag.slice(at + 1).trim()];
  return bareIsValue(flag.trim()) ? ['*', flag.trim()] : [flag.trim(), undefined];
}

const isNumber = (text: string) => /^\d+(\.\d+)?$/.test(text);

/** `'503x2@1'` → ['503', {times: 2, after: 1}]. */
function sequence(value: string): [value: string, sequence: Pick<FaultRule, 'times' | 'after'>] {
  const [, rest = '', times, after] = /^(.*?)(?:x(\d+))?(?:@(\d+))?$/.exec(value)!;
  return [rest, { ...(times && { times: Number(times) }), ...(after && { after: Number(after) }) }];
}
const sequenced = /(x\d+)?(@\d+)?$/;
const isLatency = (text: string) => /^\d+(-\d+)?$/.test(text);

function latency(value: string): FaultRule['latencyMs'] {
  if (!isLatency(value)) throw new Error(`--latency wants milliseconds like 300 or 200-800, got '${value}'`);
  const [min, max] = value.split('-').map(Number);
  return max === undefined ? min! : [min!, max];
}

function number(flag: string, value: string): number {
  if (!isNumber(value)) throw new Error(`${flag} wants a number, got '${value}'`);
  return Number(value);
}

/** Flags → rules (the most specific route wins whatever the order). */
export function rulesFromFlags(flags: FaultFlags): FaultRule[] {
  const rules: unknown[] = [];
  /** Each flag's rule, with the sequence its value ends in. */
  const each = (
    values: string[] | undefined,
    bareIsValue: (text: string) => boolean,
    rule: (route: string, value: string | undefined, flag: string) => object,
  ) => {
    for (const flag of values ?? []) {
      const [route, raw] = split(flag, (text) => bareIsValue(text.replace(sequenced, '')));
      const [value, steps] = raw === undefined ? [undefined, {}] : sequence(raw);
      rules.push({ ...rule(route, value || undefined, flag), ...steps });
    }
  };
  each(flags.latency, isLatency, (route, value, flag) => ({ route, latencyMs: latency(value ?? flag) }));
  each(
    flags.fail,
    (text) => /^\d{3}$/.test(text),
    (route, value) => ({ route, status: value === undefined ? 500 : number('--fail', value) }),
  );
  each(
    flags.errorRate,
    (text) => /^[\d.:]+$/.test(text),
    (route, value = '') => {
      const [rate = '', status] = value.split(':');
      return {
        route,
        errorRate: number('--error-rate', rate),
        ...(status ? { errorStatus: number('--error-rate', status) } : {}),
      };
    },
  );
  each(
    flags.drop,
    () => false,
    (route) => ({ route, drop: true }),
  );
  each(flags.cut, isNumber, (route, value = '') => ({ route, cutAfterBytes: number('--cut', value) }));
  return rules as FaultRule[];
}

function validate(source: string, candidate: unknown): Faults {
  const parsed = FaultsSchema.safeParse(candidate);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  throw new Error(`Invalid faults in ${source}: ${problems}`);
}

/** STUB_FAULTS (JSON `{rules: [...]}`) first, then the flags; invalid input throws a readable error. */
export function faultsFromStartup(flags: FaultFlags, envJson: string | undefined): Faults {
  let fromEnv: Faults = { rules: [] };
  if (envJson?.trim()) {
    try {
      fromEnv = validate('STUB_FAULTS', JSON.parse(envJson));
    } catch (error) {
      if (error instanceof SyntaxError) {
        throw new Error(
          'STUB_FAULTS is not JSON; expected {"rules": [{"route": "GET /products", "status": 503}]}',
        );
      }
      throw error;
    }
  }
  return validate('the fault flags', { rules: [...fromEnv.rules, ...rulesFromFlags(flags)] });
}

/** One line per rule, for the stub's start-up log. */
export function describeFaults(faults: Faults): string[] {
  return faults.rules.map(({ route, ...effects }) => `${route}: ${JSON.stringify(effects)}`);
}

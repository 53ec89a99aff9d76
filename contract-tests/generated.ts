/**
 * Requests the contract allows, generated (issue 65): fast-check arbitraries read from the JSON
 * Schemas of docs/openapi.json, each value kept only if the zod contract accepts it. No field has a
 * generator of its own: a string is drawn by its length and patterns, a number by its bounds, so a
 * name comes in Bengali, an email with `+` or capitals, a price with three decimals, a discount as
 * the string "50", an id at its longest.
 */
import fc from 'fast-check';
import type { z } from '../src/contract/zod';

type Schema = Record<string, unknown>;

/** fast-check builds no lookaheads: a pattern without them allows more, and the zod check then refuses what it should. */
const withoutLookaheads = (pattern: string) =>
  new RegExp(pattern.replace(/\(\?[!=](?:[^()\\]|\\.|\([^()]*\))*\)/g, ''));

const codePoints = (from: number, to: number) =>
  fc.integer({ min: from, max: to }).map((c) => String.fromCodePoint(c));
/** The scripts a text is written in: Bengali, printable ASCII (`+ ' " % \` included), and any. */
const SCRIPTS = [
  codePoints(0x0980, 0x09ff),
  codePoints(0x21, 0x7e),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
];

/** Cut to `max` UTF-16 units (zod's lengths), never inside a character. */
const fit = (text: string, max: number) => {
  const chars = Array.from(text);
  while (chars.join('').length > max) chars.pop();
  return chars.join('');
};

/** A text of one script, with spaces or without, of a length allowed; it shrinks to the shortest. */
function text(min: number, max: number): fc.Arbitrary<string> {
  const units = SCRIPTS.flatMap((letter) => [
    letter,
    fc.oneof({ weight: 6, arbitrary: letter }, { weight: 1, arbitrary: fc.constant(' ') }),
  ]);
  const texts = fc.oneof(
    ...(['small', 'max'] as const).flatMap((size) =>
      units.map((unit) => fc.string({ unit, minLength: min, maxLength: max, size })),
    ),
  );
  // One in five repeated to the longest allowed (an id of 200 characters); shrinking undoes it first.
  const longest = fc.oneof(
    { weight: 4, arbitrary: fc.constant(false) },
    { weight: 1, arbitrary: fc.constant(true) },
  );
  return fc
    .tuple(texts, longest)
    .map(([value, stretch]) =>
      fit(stretch && value ? value.repeat(Math.ceil(max / value.length)) : value, max),
    );
}

function string(schema: Schema): fc.Arbitrary<string> {
  const patterns = [
    schema.pattern,
    ...((schema.allOf as Schema[] | undefined) ?? []).map((part) => part.pattern),
  ].filter((pattern): pattern is string => typeof pattern === 'string');
  const min = Number(schema.minLength ?? 0);
  const max = Number(schema.maxLength ?? 100);
  const regexes = patterns.map((pattern) => new RegExp(pattern));
  const allowed = (value: string) =>
    value.length >= min && value.length <= max && regexes.every((regex) => regex.test(value));
  // Free text only where some passes (a name, not a URL): texts that always fail would be most of the work.
  const texts = fc.sample(text(min, max), { numRuns: 20, seed: 1 }).some(allowed) ? [text(min, max)] : [];
  return fc
    .oneof(...texts, ...patterns.map((pattern) => fc.stringMatching(withoutLookaheads(pattern))))
    .filter(allowed);
}

/** fast-check's integers stop at 2^31 - 1. */
const INT = 2 ** 31 - 1;
const clamp = (value: number) => Math.max(-INT, Math.min(INT, value));

/** Edges, whole numbers, thousandths and any double; unbounded, small ones, where zod's own bounds likely are. */
function number(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = Number(schema.minimum ?? -1000);
  const max = Number(schema.maximum ?? 1000);
  const whole = fc.integer({ min: clamp(Math.ceil(min)), max: clamp(Math.floor(max)) });
  if (integer) return fc.oneof(fc.constantFrom(min, max), whole);
  const thousandths = fc.integer({ min: clamp(Math.ceil(min * 1000)), max: clamp(Math.floor(max * 1000)) });
  return fc.oneof(
    fc.constantFrom(min, max),
    whole,
    thousandths.map((n) => n / 1000),
    fc.double({ min, max, noNaN: true }),
  );
}

/** The zod schema of an object's field, when `schema` is a zod object. */
const fieldOf = (schema: z.ZodMiniType | undefined, key: string) =>
  (schema?._zod.def as { shape?: Record<string, z.ZodMiniType> } | undefined)?.shape?.[key];

/**
 * Values of a JSON Schema; with `zod`, only those it accepts (an object's fields each by its own).
 * An object's field named in `given` takes that arbitrary instead.
 */
export function arbitraryOf(
  schema: Schema,
  zod?: z.ZodMiniType,
  given: Record<string, fc.Arbitrary<unknown>> = {},
): fc.Arbitrary<unknown> {
  const accepted = <T>(arbitrary: fc.Arbitrary<T>) =>
    zod ? arbitrary.filter((value) => zod.safeParse(value).success) : arbitrary;
  if (Array.isArray(schema.anyOf))
    return accepted(fc.oneof(...(schema.anyOf as Schema[]).map((option) => arbitraryOf(option))));
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const fields = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [
          key,
          given[key] ?? arbitraryOf(property, fieldOf(zod, key)),
        ]),
      );
      return accepted(fc.record(fields, { requiredKeys: (schema.required as string[] | undefined) ?? [] }));
    }
    case 'array':
      return accepted(
        fc.array(arbitraryOf((schema.items ?? {}) as Schema), {
          minLength: Number(schema.minItems ?? 0),
          maxLength: Math.min(Number(schema.maxItems ?? 4), 4),
        }),
      );
    case 'string':
      return accepted(string(schema));
    case 'number':
    case 'integer':
      return accepted(number(schema, schema.type === 'integer'));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return accepted(fc.constant(null));
  }
}

/** What one operation of the document takes: its path and query parameters and its JSON body. */
export interface GeneratedRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

interface Operation {
  operationId: string;
  parameters?: { name: string; in: 'path' | 'query'; required?: boolean; schema: Schema }[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
}

/** Every request of `operationId` the contract allows; a field named in `given` takes that arbitrary instead. */
export function requestsOf(
  document: { paths: Record<string, Record<string, Operation>> },
  operationId: string,
  contract: { params?: z.ZodMiniType; query?: z.ZodMiniType; body?: z.ZodMiniType },
  given: Record<string, fc.Arbitrary<string>> = {},
): fc.Arbitrary<GeneratedRequest> {
  const operation = Object.values(document.paths)
    .flatMap((item) => Object.values(item))
    .find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`docs/openapi.json has no operation ${operationId}`);
  const parameters = (where: 'path' | 'query', zod?: z.ZodMiniType) =>
    fc.record(
      Object.fromEntries(
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === where)
          .map((p) => [
            p.name,
            given[p.name] ?? (arbitraryOf(p.schema, fieldOf(zod, p.name)) as fc.Arbitrary<string>),
          ]),
      ),
    );
  const bodySchema = operation.requestBody?.content['application/json'].schema;
  const body = bodySchema ? arbitraryOf(bodySchema, contract.body, given) : fc.constant(undefined);
  return fc.record({
    params: parameters('path', contract.params),
    query: parameters('query', contract.query),
    body,
  });
}

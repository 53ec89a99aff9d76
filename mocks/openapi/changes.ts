/**
 * What a change of docs/openapi.json asks of the backend (`npm run contract:diff`, decision 048).
 * api-smart-diff finds the changes, but reads them as a provider would (to it a response field made
 * required breaks nobody). This contract is the consumer's: each change is read here from the
 * backend's side, what it must now send and what it must now accept.
 */
import { apiCompare, type Diff } from 'api-smart-diff';

type Json = Record<string, unknown>;
type Path = (string | number)[];
type Side = 'request' | 'response';
type Template = (field: string, detail: string) => [asksMore: boolean, says: string];

const named = (field: string) => (field ? `\`${field}\`` : 'the body');

/** The consumer-side reading of each change class, once (changes.test.ts: a test for each). */
const readings = {
  response: {
    'required field added': (f) => [true, `the backend must now send ${named(f)}`],
    'optional field added': (f) => [
      false,
      `the app now reads ${named(f)} when the backend sends it (optional)`,
    ],
    'field removed': (f) => [false, `the app no longer reads ${named(f)}`],
    'required field removed': (f) => [false, `the app no longer reads ${named(f)}`],
    'now required': (f) => [true, `the backend must now send ${named(f)}`],
    'now optional': (f) => [false, `the backend may now leave out ${named(f)}`],
    narrower: (f, d) => [true, `the backend must now send ${named(f)} within a narrower rule: ${d}`],
    wider: (f, d) => [false, `the app now also accepts ${named(f)} by a wider rule: ${d}`],
    changed: (f, d) => [true, `the backend must now send ${named(f)} by a changed rule: ${d}`],
  },
  request: {
    'required field added': (f) => [
      true,
      `the backend must now accept ${named(f)} (the app always sends it)`,
    ],
    'optional field added': (f) => [true, `the backend must now accept ${named(f)}`],
    'field removed': (f) => [false, `the app no longer sends ${named(f)}`],
    'required field removed': (f) => [true, `the backend must now accept the call without ${named(f)}`],
    'now required': (f) => [false, `the app now always sends ${named(f)}`],
    'now optional': (f) => [true, `the backend must now accept the call without ${named(f)}`],
    narrower: (f, d) => [false, `the app now sends ${named(f)} only within a narrower rule: ${d}`],
    wider: (f, d) => [true, `the backend must now accept ${named(f)} by a wider rule: ${d}`],
    changed: (f, d) => [true, `the backend must now accept ${named(f)} by a changed rule: ${d}`],
  },
  call: {
    'operation added': (call) => [true, `the backend must now answer ${call}`],
    'operation removed': (call) => [false, `the app no longer calls ${call}`],
    'answer added': (status) => [false, `the app now also accepts a ${status} answer`],
    'answer removed': (status) => [true, `the app no longer accepts a ${status} answer`],
    'relied on': (status) => [true, `the app now relies on the ${status} answer (no longer a stub rule)`],
    'not relied on': (status) => [
      false,
      `the app no longer relies on the ${status} answer (now a stub rule)`,
    ],
    unknown: (what) => [true, `a change this reading does not know, so it counts as asking more: ${what}`],
  },
} satisfies Record<'call' | Side, Record<string, Template>>;

type FieldClass = keyof typeof readings.response & keyof typeof readings.request;
type Polarity = 'narrower' | 'wider' | 'changed';

/** One diff read: a template, its field and detail, and the call it concerns. */
interface Read {
  template: Template;
  field: string;
  detail?: string;
  where: string;
  /** A change to a stub rule's answer, which a real backend is only advised of. */
  stubRule?: boolean;
}

export interface ContractChange {
  asksMore: boolean;
  /** One sentence from the backend's side, e.g. "the backend must now send `unit`". */
  says: string;
  /** The calls it concerns, e.g. "GET /products 200". */
  where: string[];
}

/*
 * The documents as diffed: `$ref`s inlined (a change shows in every call that uses it), `anyOf` keyed
 * by its options' types and `required` by its names. api-smart-diff pairs list items by likeness: a
 * product changed in several places paired the list of GET /products with its `{products}` envelope,
 * and a name added to `required` shifted every one after it.
 */
const ANY_OF = 'x-anyOf-by-type';
const REQUIRED = 'x-required';

function comparable(document: Json): Json {
  const resolve = (ref: string) => at(document, ref.slice(2).split('/'));
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const { $ref } = node as { $ref?: unknown };
    if (typeof $ref === 'string') return walk(resolve($ref));
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'example') continue; // data, not contract: diffing it only costs time
      if (key === 'required' && Array.isArray(value))
        out[REQUIRED] = Object.fromEntries(value.map((name) => [name, true]));
      else if (key === 'anyOf' && Array.isArray(value)) {
        const options: Json = {};
        for (const option of value as Json[]) {
          const type = String(option.type ?? 'any');
          options[type in options ? `${type} ${Object.keys(options).length + 1}` : type] = walk(option);
        }
        out[ANY_OF] = options;
      } else out[key] = walk(value);
    }
    return out;
  };
  return { openapi: document.openapi, paths: walk(document.paths) };
}

const at = (document: unknown, path: readonly (string | number)[]): Json | undefined =>
  path.reduce<Json | undefined>((node, key) => node?.[key] as Json | undefined, document as Json);

const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];
const show = (value: unknown) => JSON.stringify(value);

/** How a rule's change moves the values a schema allows, and the words for it. */
function ruleChange(diff: Diff, rule: Path): [Polarity, string] {
  const { action, before, after } = diff;
  const [keyword, key] = rule.map(String);
  if (keyword === ANY_OF && key !== undefined)
    return action === 'add'
      ? ['wider', `also as ${key}`]
      : action === 'remove'
        ? ['narrower', `no longer as ${key}`]
        : ['changed', key];
  if (keyword === ANY_OF)
    return [
      'changed',
      `${action === 'add' ? '' : 'no longer '}one of ${Object.keys((after ?? before) as Json).join(', ')}`,
    ];
  if ((keyword === 'enum' || keyword === 'allOf') && key !== undefined)
    return action === 'add' ? ['wider', `also ${show(after)}`] : ['narrower', `no longer ${show(before)}`];
  if (action === 'add') return ['narrower', `${keyword} ${show(after)}`];
  if (action === 'remove') return ['wider', `no ${keyword} (was ${show(before)})`];
  const words = `${keyword} ${show(after)} (was ${show(before)})`;
  const [was, now] = [Number(before), Number(after)];
  if (LOWER_BOUNDS.includes(keyword!)) return [now > was ? 'narrower' : 'wider', words];
  if (UPPER_BOUNDS.includes(keyword!)) return [now < was ? 'narrower' : 'wider', words];
  return ['changed', words];
}

/** A change inside a request or response schema rooted at `root`, whose root field is `prefix`. */
function schemaChange(diff: Diff, side: Side, root: Path, prefix: string[], docs: [unknown, unknown]) {
  const tokens = diff.path.slice(root.length);
  const names = [...prefix];
  let i = 0;
  // The field the change is in, then the rule changed (its last one or two tokens).
  for (; i < tokens.length - 1; i += 1) {
    const token = tokens[i];
    if (token === 'properties' && i < tokens.length - 2) names.push(String(tokens[++i]));
    else if (token === 'items') names.push('[]');
    else if ((token === ANY_OF || token === 'allOf') && i < tokens.length - 2) i += 1;
    else break;
  }
  // A list answer's items, also inside `{products: [...]}`, are named by their own fields.
  if (side === 'response' && names[0] === '[]') names.shift();
  else if (side === 'response' && names[1] === '[]' && tokens[0] === ANY_OF) names.splice(0, 2);
  const parent = [...root, ...tokens.slice(0, i)];
  const rule = tokens.slice(i);
  const [keyword, key] = rule;
  const fieldName = (child?: string) =>
    [...names, ...(child ? [child] : [])].join('.').replaceAll('.[]', '[]');
  const read = (kind: FieldClass, field: string, detail?: string) => ({
    template: readings[side][kind] as Template,
    field,
    detail,
  });
  const [before, after] = docs;
  const has = (doc: unknown, what: string, name: string) => Boolean(at(doc, [...parent, what])?.[name]);

  if ((keyword === 'properties' || keyword === REQUIRED) && key !== undefined && diff.action !== 'replace') {
    const name = String(key);
    const added = diff.action === 'add';
    // A field added or removed with its requirement is read once, as that field.
    const wasThere = has(before, 'properties', name);
    const isThere = has(after, 'properties', name);
    if (added && !wasThere)
      return read(
        has(after, REQUIRED, name) ? 'required field added' : 'optional field added',
        fieldName(name),
      );
    if (!added && !isThere)
      return read(has(before, REQUIRED, name) ? 'required field removed' : 'field removed', fieldName(name));
    if (keyword === REQUIRED) return read(added ? 'now required' : 'now optional', fieldName(name));
  }
  // `anyOf` given up for one of its options (or the reverse) narrows (widens) to that option.
  if (keyword === ANY_OF && rule.length === 1 && diff.action !== 'replace') {
    const options = Object.keys((diff.after ?? diff.before) as Json);
    const single = String(at(diff.action === 'add' ? before : after, parent)?.type);
    if (options.includes(single))
      return diff.action === 'add'
        ? read('wider', fieldName(), `also as ${options.filter((o) => o !== single).join(', ')}`)
        : read('narrower', fieldName(), `only as ${single} (was one of ${options.join(', ')})`);
  }
  const [polarity, detail] = ruleChange(diff, rule);
  return read(polarity, fieldName(), detail);
}

const readCall = (kind: keyof typeof readings.call, subject: string, where: string): Read => ({
  template: readings.call[kind],
  field: subject,
  where,
});

/** One diff from the backend's side; undefined for wording (descriptions, summaries, examples). */
function readDiff(diff: Diff, docs: [unknown, unknown]): Read | Read[] | undefined {
  const [, path, method, part, ...rest] = diff.path;
  const call = `${String(method).toUpperCase()} ${String(path)}`;
  if (method === undefined)
    return Object.keys((diff.after ?? diff.before) as Json).map((name) =>
      readCall(
        diff.action === 'add' ? 'operation added' : 'operation removed',
        `${name.toUpperCase()} ${String(path)}`,
        `${name.toUpperCase()} ${String(path)}`,
      ),
    );
  if (part === undefined)
    return readCall(diff.action === 'add' ? 'operation added' : 'operation removed', call, call);
  const unknown = () => readCall('unknown', diff.description ?? diff.path.join('/'), call);

  if (part === 'responses' && rest.length > 0) {
    const [status, section, , schema] = rest.map(String);
    if (section === 'x-stub-rule')
      return readCall(diff.action === 'add' ? 'not relied on' : 'relied on', status!, call);
    if (diff.type === 'annotation') return undefined;
    const stubRule = docs.some(
      (doc) => at(doc, ['paths', path!, method, 'responses', status!])?.['x-stub-rule'],
    );
    if (section === undefined)
      return {
        ...readCall(diff.action === 'add' ? 'answer added' : 'answer removed', status!, call),
        stubRule,
      };
    if (section !== 'content' || schema !== 'schema') return unknown();
    return {
      ...schemaChange(diff, 'response', diff.path.slice(0, 8), [], docs),
      where: `${call} ${status}`,
      stubRule,
    };
  }
  if (diff.type === 'annotation') return undefined;
  if (part === 'requestBody' && rest[0] === 'content' && rest[2] === 'schema')
    return { ...schemaChange(diff, 'request', diff.path.slice(0, 7), [], docs), where: call };
  if (part === 'parameters' && rest.length > 0) {
    const [, section] = rest;
    const parameter = at(docs[diff.action === 'add' ? 1 : 0], diff.path.slice(0, 5)) ?? {};
    const name = String(parameter.name);
    const read = (kind: FieldClass): Read => ({ template: readings.request[kind], field: name, where: call });
    if (section === undefined)
      return read(
        diff.action === 'add'
          ? parameter.required
            ? 'required field added'
            : 'optional field added'
          : parameter.required
            ? 'required field removed'
            : 'field removed',
      );
    if (section === 'required')
      return read(diff.action !== 'remove' && diff.after ? 'now required' : 'now optional');
    if (section === 'schema')
      return { ...schemaChange(diff, 'request', diff.path.slice(0, 6), [name], docs), where: call };
  }
  return unknown();
}

/** Every change between two versions of the document, read from the backend's side. */
export function contractChanges(beforeDocument: unknown, afterDocument: unknown): ContractChange[] {
  const docs: [Json, Json] = [comparable(beforeDocument as Json), comparable(afterDocument as Json)];
  // One line per reading and field: its details and calls gathered.
  const groups = new Map<string, Read & { details: string[]; calls: string[] }>();
  for (const diff of apiCompare(docs[0], docs[1]).diffs) {
    for (const read of [readDiff(diff, docs) ?? []].flat()) {
      const key = `${read.template('', '')[1]}|${read.field}|${read.stubRule}`;
      const group = groups.get(key) ?? { ...read, details: [], calls: [] };
      if (read.detail && !group.details.includes(read.detail)) group.details.push(read.detail);
      if (!group.calls.includes(read.where)) group.calls.push(read.where);
      groups.set(key, group);
    }
  }
  const changes = [...groups.values()].map(({ template, field, details, calls, stubRule }) => {
    const [asksMore, says] = template(field, details.join('; '));
    // The app does not rely on a stub rule's answer: a change there asks nothing of a real backend.
    return stubRule
      ? { asksMore: false, says: `${says} (a stub rule: a real backend is only advised)`, where: calls }
      : { asksMore, says, where: calls };
  });
  return changes.sort((a, b) => Number(b.asksMore) - Number(a.asksMore));
}

export const ASKS_MORE = 'asks more of the backend';
export const ASKS_LESS = 'asks less / adds optional';

/** The report in Markdown, which reads as well in a terminal as in a job summary. */
export function changeReport(changes: ContractChange[], base: string): string {
  const list = (items: ContractChange[]) =>
    items.map((change) => `- ${change.says} (${change.where.join(', ')})`).join('\n');
  const more = changes.filter((change) => change.asksMore);
  const less = changes.filter((change) => !change.asksMore);
  return [
    `## What this contract change asks of the backend\n\ndocs/openapi.json at ${base}, then as this tree generates it.`,
    ...(more.length ? [`**${ASKS_MORE}** (breaking for a deployed backend):\n\n${list(more)}`] : []),
    ...(less.length ? [`**${ASKS_LESS}**:\n\n${list(less)}`] : []),
    changes.length === 0
      ? 'No change to what the contract asks of the backend.'
      : more.length === 0
        ? `Nothing here ${ASKS_MORE}: each change asks less of it or adds an optional field.`
        : `This change ${ASKS_MORE}.`,
  ].join('\n\n');
}

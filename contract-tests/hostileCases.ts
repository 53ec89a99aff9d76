import { MAX_BODY_BYTES, type AddFavoriteBody, type CreateUserBody } from '../src/contract';
import type { RawRequest } from './rawHttp';

/* Hostile requests from tables of mutations: each must get a 4xx JSON {error}; none may be a valid call. */

export const ROUTES = [
  'GET /catagory',
  'GET /products',
  'GET /products/:id',
  'GET /favorites',
  'POST /favorites',
  'DELETE /favorites/:id',
  'POST /users',
] as const;
export type RouteName = (typeof ROUTES)[number];

export interface HostileCase extends RawRequest {
  route: RouteName;
  label: string;
  /** Only meaningful on a real socket: a client (and so MSW) reads `//x` as another host. */
  wireOnly?: boolean;
}

/** Valid bodies, and a favorite that exists. */
export interface Seeds {
  favorite: AddFavoriteBody;
  user: CreateUserBody;
  ownedFavoriteId: string;
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Query strings that are junk for every route: each names at least one key the route does not take. */
const junkKeys = [
  'foo',
  '_limit',
  '__proto__[polluted]',
  'constructor[prototype][x]',
  '%E0%A4%A',
  '<script>',
  ' ',
  '',
];
const junkValues = ['', '1', '%ZZ', '<img%20src=x%20onerror=alert(1)>', 'x'.repeat(2000)];
export const junkQueries: string[] = [
  ...junkKeys.flatMap((key) => junkValues.map((value) => `${encodeURIComponent(key) || ''}=${value}`)),
  '%',
  '%E0%A4%A',
  '=',
  '==',
  '?',
  'a=1&a=2',
  'a[]=1&a[]=2',
  "q='%20OR%201=1%20--",
  'json={"$ne":null}',
  '_page=2&_sort=price&_order=desc',
  'callback=alert',
  'x=%0d%0aSet-Cookie:%20pwned=1',
  'null',
  'undefined=undefined',
  'a=b;c=d',
];

/** Bad `email` query values (never a valid one: a valid email could delete a favorite). */
const badEmails: string[] = [
  '',
  'email',
  'email=',
  'email=not-an-email',
  'email=a@',
  'email=@b.co',
  'email=a@b@c.co',
  'email=a%20b@c.co',
  `email=${'x'.repeat(250)}@b.co`,
  'email=%E0%A4%A',
  'email=%',
  'email=%00',
  'email=ayesha@freshbazar.test%00',
  'email=%3Cscript%3E@x.co',
  "email='%20OR%201=1%20--",
  'email[]=ayesha@freshbazar.test',
  'email[0]=ayesha@freshbazar.test',
  'email[$ne]=x',
  'EMAIL=ayesha@freshbazar.test',
  'email=ayesha@freshbazar.test&email=rahim@freshbazar.test',
  'email=ayesha@freshbazar.test&email=ayesha@freshbazar.test',
  'email=ayesha@freshbazar.test&admin=true',
  'email=%0d%0a',
  'email=%F0%9F%92%A9@%F0%9F%92%A9',
];

/** Path segments for `:id` that are malformed, oversized or hostile (none is a real id). */
const weirdIds: string[] = [
  'x'.repeat(201),
  'x'.repeat(5000),
  '%E0%A4%A',
  '%',
  '%zz',
  '%C0%AF',
  '__proto__',
  'constructor',
  'prototype',
  'a%2Fb',
  '%2E%2E%2Fx',
  'a%00b',
  '%E2%80%AEevil',
];

/** Text that renders differently than it is stored, or not at all: refused in every name. */
const hostileText = ['a\u0000b', '\u202Eevil', 'a\u2066b', 'bell\u0007', ' padded', 'padded ', 'tab\t'];

/** Thumbnails that are not http(s) or an app path. */
const hostileUrls = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'file:///etc/passwd',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x.png',
  '/\\evil.example/x.png',
  ' /images/x.png',
  'images/x.png',
  'https://',
  `https://x.test/${'a'.repeat(2000)}`,
];
/** Valid-looking ids that name nothing: a 404, never a crash. */
const unknownIds: string[] = [
  '%00',
  '%C3%BC',
  '%F0%9F%92%A9',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%252e%252e%252f',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "1'%20OR%20'1'%3D'1",
  '%7B%22%24gt%22%3A%22%22%7D',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  '%20',
  'null',
  'undefined',
  '-1',
  '1e309',
  'NaN',
  '%0d%0aSet-Cookie:x=1',
];
/** Path shapes around a route: extra segments, traversal, doubled slashes, another case. */
const pathMutations = (path: string): string[] => [
  `${path}/x/y`,
  `${path}/../../etc/passwd`,
  `/${path.slice(1).toUpperCase()}`,
  `${path};jsessionid=1`,
  `${path}%00`,
  `${path}%2F..%2F..`,
  `${path}.json`,
];

const otherMethods = (except: string[]) =>
  ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => !except.includes(m));

/** Bodies that are not the contract's object: wrong JSON values and broken JSON. */
const brokenBodies = (valid: object): [string, string][] => [
  ['null', 'null'],
  ['an empty array', '[]'],
  ['the body in an array', JSON.stringify([valid])],
  ['a string', '"hello"'],
  ['a number', '42'],
  ['true', 'true'],
  ['an empty object', '{}'],
  ['nothing', ''],
  ['whitespace', '   \n'],
  ['an unclosed object', '{'],
  ['a missing value', '{"_id":}'],
  ['single quotes', "{'name':'x'}"],
  ['a trailing comma', JSON.stringify(valid).replace(/}$/, ',}')],
  ['NaN', 'NaN'],
  ['two objects', `${JSON.stringify(valid)}${JSON.stringify(valid)}`],
  ['deep nesting', '['.repeat(5000) + ']'.repeat(5000)],
  ['a __proto__ key', JSON.stringify(valid).replace(/^{/, '{"__proto__":{"isAdmin":true},')],
  ['a constructor key', JSON.stringify(valid).replace(/^{/, '{"constructor":{"prototype":{"x":1}},')],
  ['an unknown field', JSON.stringify({ ...valid, isAdmin: true })],
  ['a $where field', JSON.stringify({ ...valid, $where: 'sleep(1000)' })],
  // JSON.parse keeps the last of two equal keys: the first could carry anything past a checker that reads it.
  ['a repeated key, hostile first', JSON.stringify(valid).replace(/^{/, '{"email":"javascript:alert(1)",')],
  [
    'a repeated key, same value',
    JSON.stringify(valid).replace(/^{"(\w+)":("[^"]*"|[^,]*),/, '{"$1":$2,"$1":$2,'),
  ],
  ['a repeated key, escaped', JSON.stringify(valid).replace(/^{/, '{"\\u0065mail":"x@y.test",')],
];

/** Content types other than JSON, with a body that would be valid JSON. */
const wrongTypes = (valid: object): [string, Record<string, string>, string][] => [
  ['no content type', {}, JSON.stringify(valid)],
  ['text/plain', { 'content-type': 'text/plain' }, JSON.stringify(valid)],
  ['a form', { 'content-type': 'application/x-www-form-urlencoded' }, 'name=x&email=a%40b.co'],
  [
    'multipart',
    { 'content-type': 'multipart/form-data; boundary=x' },
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  ],
  ['XML', { 'content-type': 'application/xml' }, '<favorite/>'],
  ['text/json', { 'content-type': 'text/json' }, JSON.stringify(valid)],
  ['application/jsonp', { 'content-type': 'application/jsonp' }, JSON.stringify(valid)],
  ['json-patch', { 'content-type': 'application/json-patch+json' }, JSON.stringify(valid)],
];

/** Bodies over MAX_BODY_BYTES: 413 however they are built. */
const hugeBodies = (valid: Record<string, unknown>, field: string): [string, string][] => [
  ['a field over the limit', JSON.stringify({ ...valid, [field]: 'x'.repeat(MAX_BODY_BYTES + 10) })],
  ['100 KB of array', JSON.stringify(Array.from({ length: 20_000 }, (_, i) => i))],
  ['2 MB of garbage', 'z'.repeat(2 * 1024 * 1024)],
];

/** For each field: left out, then given each wrong value. */
function fieldMutations(
  valid: Record<string, unknown>,
  wrongValues: Record<string, unknown[]>,
): [string, string][] {
  const cases: [string, string][] = [];
  for (const field of Object.keys(valid)) {
    const { [field]: _dropped, ...without } = valid;
    cases.push([`${field} missing`, JSON.stringify(without)]);
    const typeSwap = typeof valid[field] === 'string' ? 123 : 'abc';
    for (const value of [null, true, [], {}, typeSwap, ...(wrongValues[field] ?? [])]) {
      cases.push([
        `${field}=${JSON.stringify(value).slice(0, 30)}`,
        JSON.stringify({ ...valid, [field]: value }),
      ]);
    }
  }
  return cases;
}

function bodyCases(
  route: RouteName,
  path: string,
  valid: Record<string, unknown>,
  wrongValues: Record<string, unknown[]>,
): HostileCase[] {
  const post = (label: string, body: string, headers: Record<string, string> = JSON_TYPE): HostileCase => ({
    route,
    label,
    method: 'POST',
    path,
    headers,
    body,
  });
  return [
    ...fieldMutations(valid, wrongValues).map(([label, body]) => post(label, body)),
    ...brokenBodies(valid).map(([label, body]) => post(label, body)),
    ...wrongTypes(valid).map(([label, headers, body]) => post(label, body, headers)),
    ...hugeBodies(valid, 'name').map(([label, body]) => post(label, body)),
  ];
}

/** Every hostile case for every route. */
export function hostileCases({ favorite, user, ownedFavoriteId }: Seeds): HostileCase[] {
  const product = favorite._id;
  const get = (route: RouteName, label: string, path: string): HostileCase => ({
    route,
    label,
    method: 'GET',
    path,
  });
  const withMethods = (route: RouteName, path: string, except: string[]): HostileCase[] =>
    otherMethods(except).map((method) => ({
      route,
      label: `${method} instead`,
      method,
      path,
      headers: JSON_TYPE,
      body: method === 'GET' ? undefined : JSON.stringify(favorite),
    }));
  const withQueries = (route: RouteName, method: string, path: string, body?: object): HostileCase[] =>
    junkQueries.map((query) => ({
      route,
      label: `?${query.slice(0, 40)}`,
      method,
      path: `${path}?${query}`,
      headers: body ? JSON_TYPE : undefined,
      body: body && JSON.stringify(body),
    }));
  const withPaths = (route: RouteName, method: string, path: string): HostileCase[] => [
    ...pathMutations(path).map((p) => ({ route, label: `path ${p.slice(0, 40)}`, method, path: p })),
    { route, label: 'a doubled slash', method, path: `/${path}`, wireOnly: true },
  ];

  return [
    ...withQueries('GET /catagory', 'GET', '/catagory'),
    ...withMethods('GET /catagory', '/catagory', ['GET']),
    ...withPaths('GET /catagory', 'GET', '/catagory'),

    ...withQueries('GET /products', 'GET', '/products'),
    ...withMethods('GET /products', '/products', ['GET']),
    ...withPaths('GET /products', 'GET', '/products'),

    ...[...weirdIds, ...unknownIds].map((id) =>
      get('GET /products/:id', `id ${id.slice(0, 30)}`, `/products/${id}`),
    ),
    ...withQueries('GET /products/:id', 'GET', `/products/${product}`),
    ...withMethods('GET /products/:id', `/products/${product}`, ['GET']),

    ...badEmails.map((query) => get('GET /favorites', `?${query.slice(0, 40)}`, `/favorites?${query}`)),
    ...withQueries('GET /favorites', 'GET', '/favorites'),
    ...withMethods('GET /favorites', '/favorites', ['GET', 'POST']),

    ...bodyCases('POST /favorites', '/favorites', favorite, {
      _id: [
        '',
        'x'.repeat(201),
        '__proto__',
        'constructor',
        'prototype',
        '.',
        '..',
        '../x',
        'a/b',
        'a\\b',
        'a b',
        ...hostileText,
      ],
      email: ['bad', 'a@', `${'x'.repeat(250)}@b.co`],
      rating: [6, -1, '4', 5.5],
      price: [-5, 1e308, 1e7],
      reviewsCount: [1.5, -1, 2e9],
      quantity: [-1, 0.5, 1e12],
      discount: ['50%', 150, '', ' ', '1e3', 101, '101'],
      thumbnail: ['', ...hostileUrls],
      name: ['', 'x'.repeat(501), ...hostileText],
    }),
    ...withQueries('POST /favorites', 'POST', '/favorites', favorite),

    ...badEmails.map((query) => ({
      route: 'DELETE /favorites/:id' as const,
      label: `?${query.slice(0, 40)}`,
      method: 'DELETE',
      path: `/favorites/${ownedFavoriteId}?${query}`,
    })),
    ...[...weirdIds, ...unknownIds].map((id) => ({
      route: 'DELETE /favorites/:id' as const,
      label: `id ${id.slice(0, 30)}`,
      method: 'DELETE',
      path: `/favorites/${id}?email=nobody%40example.test`,
    })),
    ...withQueries('DELETE /favorites/:id', 'DELETE', `/favorites/${ownedFavoriteId}`),
    ...withMethods('DELETE /favorites/:id', `/favorites/${ownedFavoriteId}`, ['DELETE']),

    ...bodyCases('POST /users', '/users', user, {
      name: ['', '   ', 'x'.repeat(201), ...hostileText],
      email: ['bad', 'a@', '@b.co', `${'x'.repeat(250)}@b.co`, 'javascript:alert(1)'],
    }),
    ...withQueries('POST /users', 'POST', '/users', user),
    ...withMethods('POST /users', '/users', ['POST']),
  ];
}

/** How many cases each route gets (the closing note reports these). */
export function countByRoute(cases: HostileCase[]): Record<RouteName, number> {
  const counts = Object.fromEntries(ROUTES.map((r) => [r, 0])) as Record<RouteName, number>;
  for (const c of cases) counts[c.route] += 1;
  return counts;
}

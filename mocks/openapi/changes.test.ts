import { describe, expect, it } from 'vitest';
import { freshFixtureDb } from '../fixtureDb';
import { changeReport, contractChanges, type ContractChange } from './changes';
import { buildOpenApi } from './document';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- edits of a JSON document
const contract = buildOpenApi(freshFixtureDb()) as Doc;
/** The changes `edit` makes to the contract, or to the contract as `base` first changed it. */
const changesOf = (edit: (doc: Doc) => void, base?: (doc: Doc) => void): ContractChange[] => {
  const before = structuredClone(contract);
  base?.(before);
  const after = structuredClone(before);
  edit(after);
  return contractChanges(before, after);
};
const product = (doc: Doc) => doc.components.schemas.Product;
const productById = (doc: Doc) =>
  doc.paths['/products/{id}'].get.responses[200].content['application/json'].schema;
const favoriteBody = (doc: Doc) =>
  doc.paths['/favorites'].post.requestBody.content['application/json'].schema;
const userBody = (doc: Doc) => doc.paths['/users'].post.requestBody.content['application/json'].schema;
const emailQuery = (doc: Doc) => doc.paths['/favorites'].get.parameters[0];
const drop = (list: string[], name: string) => list.filter((item) => item !== name);

const more = (says: string, ...where: string[]) => ({ asksMore: true, says, where });
const less = (says: string, ...where: string[]) => ({ asksMore: false, says, where });

describe('what a contract change asks of the backend, read from its side', () => {
  const cases: [string, (doc: Doc) => void, ContractChange[], ((doc: Doc) => void)?][] = [
    // What the backend sends.
    [
      'a response field added as required',
      (doc) => {
        productById(doc).properties.unit = { type: 'string' };
        productById(doc).required.push('unit');
      },
      [more('the backend must now send `unit`', 'GET /products/{id} 200')],
    ],
    [
      'a response field added as optional',
      (doc) => void (product(doc).properties.unit = { type: 'string' }),
      [less('the app now reads `unit` when the backend sends it (optional)', 'GET /products 200')],
    ],
    [
      'a response field removed',
      (doc) => {
        delete productById(doc).properties.reviewsCount;
        productById(doc).required = drop(productById(doc).required, 'reviewsCount');
      },
      [less('the app no longer reads `reviewsCount`', 'GET /products/{id} 200')],
    ],
    [
      'a response field made required',
      (doc) => void productById(doc).properties.summary.required.push('headline'),
      [more('the backend must now send `summary.headline`', 'GET /products/{id} 200')],
      (doc) => void (productById(doc).properties.summary.properties.headline = { type: 'string' }),
    ],
    [
      'a response field made optional',
      (doc) => void (productById(doc).required = drop(productById(doc).required, 'rating')),
      [less('the backend may now leave out `rating`', 'GET /products/{id} 200')],
    ],
    [
      'a response type narrowed (discount: a number only)',
      (doc) => void (productById(doc).properties.discount = { type: 'number', minimum: 0, maximum: 100 }),
      [
        more(
          'the backend must now send `discount` within a narrower rule: only as number (was one of number, string); type "number"; minimum 0; maximum 100',
          'GET /products/{id} 200',
        ),
      ],
    ],
    [
      'a response bound widened',
      (doc) => void (productById(doc).properties.rating.maximum = 10),
      [
        less(
          'the app now also accepts `rating` by a wider rule: maximum 10 (was 5)',
          'GET /products/{id} 200',
        ),
      ],
    ],
    [
      'a response type changed',
      (doc) => void (productById(doc).properties.quantity.type = 'string'),
      [
        more(
          'the backend must now send `quantity` by a changed rule: type "string" (was "integer")',
          'GET /products/{id} 200',
        ),
      ],
    ],
    // What the backend accepts.
    [
      'a request field added as optional',
      (doc) => void (favoriteBody(doc).properties.note = { type: 'string' }),
      [more('the backend must now accept `note`', 'POST /favorites')],
    ],
    [
      'a request field added as required',
      (doc) => {
        favoriteBody(doc).properties.note = { type: 'string' };
        favoriteBody(doc).required.push('note');
      },
      [more('the backend must now accept `note` (the app always sends it)', 'POST /favorites')],
    ],
    [
      'a required request field removed',
      (doc) => {
        delete userBody(doc).properties.name;
        userBody(doc).required = drop(userBody(doc).required, 'name');
      },
      [more('the backend must now accept the call without `name`', 'POST /users')],
    ],
    [
      'an optional request field removed',
      (doc) => void delete userBody(doc).properties.phone,
      [less('the app no longer sends `phone`', 'POST /users')],
      (doc) => void (userBody(doc).properties.phone = { type: 'string' }),
    ],
    [
      'a request field made optional',
      (doc) => void (favoriteBody(doc).required = drop(favoriteBody(doc).required, 'thumbnail')),
      [more('the backend must now accept the call without `thumbnail`', 'POST /favorites')],
    ],
    [
      'a request rule widened',
      (doc) => void (userBody(doc).properties.name.maxLength = 500),
      [more('the backend must now accept `name` by a wider rule: maxLength 500 (was 200)', 'POST /users')],
    ],
    [
      'a request rule narrowed',
      (doc) => void (userBody(doc).properties.name.maxLength = 100),
      [less('the app now sends `name` only within a narrower rule: maxLength 100 (was 200)', 'POST /users')],
    ],
    [
      'a query parameter added',
      (doc) =>
        void doc.paths['/favorites'].get.parameters.push({
          name: 'page',
          in: 'query',
          schema: { type: 'integer' },
        }),
      [more('the backend must now accept `page`', 'GET /favorites')],
    ],
    [
      'a query parameter made optional',
      (doc) => void (emailQuery(doc).required = false),
      [more('the backend must now accept the call without `email`', 'GET /favorites')],
    ],
    [
      "a query parameter's rule changed",
      (doc) => void (emailQuery(doc).schema.pattern = '^.+@.+$'),
      [
        more(
          expect.stringMatching(
            /^the backend must now accept `email` by a changed rule: pattern "\^\.\+@\.\+\$"/,
          ),
          'GET /favorites',
        ),
      ],
    ],
    // The calls and their answers.
    [
      'a call added',
      (doc) => void (doc.paths['/reviews'] = { get: { responses: { 200: { description: 'Required' } } } }),
      [more('the backend must now answer GET /reviews', 'GET /reviews')],
    ],
    [
      'a call removed',
      (doc) => void delete doc.paths['/catagory'],
      [less('the app no longer calls GET /catagory', 'GET /catagory')],
    ],
    [
      'an answer the app relies on removed',
      (doc) => void delete doc.paths['/users'].post.responses[200],
      [more('the app no longer accepts a 200 answer', 'POST /users')],
    ],
    [
      'a stub rule made one the app relies on',
      (doc) => void delete doc.paths['/favorites'].post.responses[201]['x-stub-rule'],
      [more('the app now relies on the 201 answer (no longer a stub rule)', 'POST /favorites')],
    ],
    [
      "a stub rule's answer changed",
      (doc) =>
        void (doc.paths['/products/{id}'].get.responses[404].content[
          'application/json'
        ].schema.properties.error.maxLength = 9),
      [
        less(
          'the backend must now send `error` within a narrower rule: maxLength 9 (a stub rule: a real backend is only advised)',
          'GET /products/{id} 404',
        ),
      ],
    ],
    [
      'wording only (a summary, an example)',
      (doc) => void (doc.paths['/favorites'].get.summary = 'Another summary'),
      [],
    ],
  ];
  it.each(cases)('%s', (_name, edit, expected, base) => expect(changesOf(edit, base)).toEqual(expected));

  it('pairs the list and the {products} envelope of GET /products however much a product changed', () => {
    const found = changesOf((doc) => {
      product(doc).properties.unit = { type: 'string' };
      product(doc).required = [...drop(product(doc).required, 'reviewsCount'), 'unit'];
      delete product(doc).properties.reviewsCount;
      product(doc).properties.discount = { type: 'number' };
    });
    expect(found.map((change) => change.says)).toEqual([
      'the backend must now send `discount` within a narrower rule: only as number (was one of number, string); type "number"',
      'the backend must now send `unit`',
      'the app no longer reads `reviewsCount`',
    ]);
    expect(new Set(found.flatMap((change) => change.where))).toEqual(new Set(['GET /products 200']));
  });

  it('reports in Markdown what asks more, what asks less, and the verdict in those words', () => {
    const report = changeReport(
      [
        more('the backend must now send `unit`', 'GET /products 200'),
        less('the app no longer reads `x`', 'GET /products 200'),
      ],
      'main',
    );
    expect(report).toContain(
      '**asks more of the backend** (breaking for a deployed backend):\n\n- the backend must now send `unit` (GET /products 200)',
    );
    expect(report).toContain(
      '**asks less / adds optional**:\n\n- the app no longer reads `x` (GET /products 200)',
    );
    expect(report).toMatch(/This change asks more of the backend\.$/);
    expect(changeReport([less('the app no longer reads `x`', 'GET /products 200')], 'main')).toMatch(
      /Nothing here asks more of the backend: each change asks less of it or adds an optional field\.$/,
    );
    expect(changeReport([], 'main')).toMatch(/No change to what the contract asks of the backend\.$/);
  });
});

/**
 * The OpenAPI 3.1 document from the zod contract: one operation per row of `endpoints`, schemas from
 * zod 4's `toJSONSchema` (zod-to-openapi needs classic zod, decision 014). Pure: `npm run openapi` writes it.
 */
import { endpoints, type Endpoint, type EndpointName } from '../../src/contract';
import { LIST_ITEMS } from '../../src/contract/listItems';
import { stubRuleReason } from '../../src/contract/stubRules';
import { z } from '../../src/contract/zod';
import type { Db } from '../db';

type Json = Record<string, unknown>;

/** Wire form (what travels), draft 2020-12 = OpenAPI 3.1's dialect; transforms are described by their input. */
function jsonSchema(schema: z.ZodMiniType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
  }) as Json;
  return rest;
}

const SUMMARIES: Record<EndpointName, string> = {
  listCategories: 'List the categories (the path is spelled "catagory", as the real backend spells it)',
  listProducts: 'List the products: an array, or an object {products: [...]}',
  getProduct: 'One product by its _id',
  listFavorites: "List one user's favorites",
  addFavorite:
    'Add a favorite (product fields + the owner email); an existing _id + email pair inserts nothing',
  removeFavorite: "Remove one of the caller's favorites",
  createUser: 'Record a user after sign-up or social sign-in; a known email inserts nothing',
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The refusals of a call only its owner may make (`auth: 'owner'`, mocks/access.ts). */
const OWNER_REFUSALS: Record<number, string> = {
  401: 'Required: no valid Firebase ID token (missing, expired, unreadable, or for another project)',
  403: "Required: the ID token's email is not the email the call names",
};

/** The Authorization header of the calls only their owner may make. */
const BEARER_SCHEME = 'firebaseIdToken';

/** The item refs swapped into a list envelope's `items: {}`. */
function listSchema(name: EndpointName, schema: Json): Json {
  const item = LIST_ITEMS[name];
  if (!item) return schema;
  const swap = (node: Json): Json =>
    node.type === 'array'
      ? { ...node, items: ref(item.ref) }
      : node.type === 'object'
        ? {
            ...node,
            properties: Object.fromEntries(
              Object.entries(node.properties as Json).map(([k, v]) => [k, swap(v as Json)]),
            ),
          }
        : node;
  return Array.isArray(schema.anyOf)
    ? { ...schema, anyOf: (schema.anyOf as Json[]).map(swap) }
    : swap(schema);
}

function parameters(endpoint: Endpoint): Json[] {
  const list: Json[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema);
    const required = (object.required as string[] | undefined) ?? [];
    for (const [name, property] of Object.entries(object.properties as Json)) {
      list.push({ name, in: where, required: where === 'path' || required.includes(name), schema: property });
    }
  }
  return list;
}

function examplesFor(name: EndpointName, status: number, db: Db): Json | undefined {
  const product = db.products[0]!;
  const favorite = db.favorites[0]!;
  if (status >= 400) return undefined;
  switch (name) {
    case 'listCategories':
      return { example: db.catagory.slice(0, 2) };
    case 'listProducts':
      return { example: db.products.slice(0, 1) };
    case 'getProduct':
      return { example: product };
    case 'listFavorites':
      return { example: [favorite] };
    case 'addFavorite':
      return {
        example:
          status === 201
            ? { acknowledged: true, insertedId: favorite._id }
            : { acknowledged: true, insertedId: null, message: 'already in favorites' },
      };
    case 'removeFavorite':
      return { example: { acknowledged: true, deletedCount: 1 } };
    case 'createUser':
      return {
        example:
          status === 201
            ? { acknowledged: true, insertedId: 'user-1' }
            : { message: 'user already exists', insertedId: null },
      };
  }
}

function requestExample(name: EndpointName, db: Db): unknown {
  if (name === 'addFavorite') return db.favorites[0];
  if (name === 'createUser') return { name: 'Ayesha Rahman', email: 'new-user@example.test' };
  return undefined;
}

function operation(name: EndpointName, endpoint: Endpoint, db: Db): Json {
  const responses: Json = {};
  for (const [code, schema] of Object.entries(endpoint.responses)) {
    const status = Number(code);
    const reason = stubRuleReason(name, status);
    responses[code] = {
      description:
        OWNER_REFUSALS[status] && endpoint.auth === 'owner'
          ? OWNER_REFUSALS[status]
          : reason
            ? `Stub rule (the app does not rely on it): ${reason}`
            : 'Required: the app relies on this answer',
      ...(reason ? { 'x-stub-rule': true } : {}),
      content: {
        'application/json': {
          // Only the success answer is the list; an error's `issues` array is not.
          schema: status === 200 ? listSchema(name, jsonSchema(schema)) : jsonSchema(schema),
          ...examplesFor(name, status, db),
        },
      },
    };
  }
  const params = parameters(endpoint);
  const example = requestExample(name, db);
  return {
    operationId: name,
    summary: SUMMARIES[name],
    ...(params.length ? { parameters: params } : {}),
    ...(endpoint.auth === 'owner' ? { security: [{ [BEARER_SCHEME]: [] }] } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: jsonSchema(endpoint.body), ...(example ? { example } : {}) },
            },
          },
        }
      : {}),
    responses,
  };
}

/** `/products/:id` becomes `/products/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

export function buildOpenApi(db: Db): Json {
  const paths: Record<string, Json> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(name, endpoint, db) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Storefront product backend',
      version: '1.0.0',
      description:
        'Generated from the zod contract (src/contract) by `npm run openapi`; do not edit by hand. ' +
        'Responses marked `x-stub-rule: true` are rules of the workspace stub only: the app does not rely on them, ' +
        'so a real backend may answer differently (see contract-tests/, advisories).',
    },
    servers: [{ url: 'http://127.0.0.1:3001', description: 'The workspace stub (npm start / npm run stub)' }],
    paths,
    components: {
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            "The signed-in user's Firebase ID token. A backend verifies it (firebase-admin verifyIdToken) and " +
            "takes the user's email from the token, never from the query or body (docs/contract.md).",
        },
      },
      schemas: Object.fromEntries(
        Object.values(LIST_ITEMS).map((item) => [item!.ref, jsonSchema(item!.schema)]),
      ),
    },
  };
}

import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content?: { 'application/json'?: { schema?: Json } } }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Json> };
}

/**
 * A validating proxy like `prism proxy --errors` (decision 014): forwards every call to `target` and
 * checks each answer against the OpenAPI document with ajv, which shares no code with the zod contract.
 */
export async function startValidatingProxy(document: Document, target: () => string) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'openapi.json', components: document.components ?? {} });
  const routes = Object.entries(document.paths).map(([path, item]) => ({
    path,
    pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
    item,
  }));
  const mismatches: string[] = [];
  let checked = 0;

  function check(method: string, path: string, status: number, text: string) {
    if (path.startsWith('/__stub/')) return;
    const route = routes.find((r) => r.pattern.test(path));
    const operation = route?.item[method.toLowerCase()];
    const where = `${method} ${path} ${status}`;
    if (!route || !operation) return void mismatches.push(`${where}: not in the document`);
    const response = operation.responses[String(status)];
    if (!response)
      return void mismatches.push(`${where}: status not in the document for ${method} ${route.path}`);
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return;
    checked += 1;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return void mismatches.push(`${where}: the body is not JSON`);
    }
    // Refs point into the document's components, registered above as openapi.json.
    const validate = ajv.compile(
      JSON.parse(JSON.stringify(schema).replaceAll('"#/components', '"openapi.json#/components')),
    );
    if (!validate(body)) mismatches.push(`${where}: ${ajv.errorsText(validate.errors)}`);
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://proxy');
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const headers: Record<string, string> = {};
      if (req.headers['content-type']) headers['content-type'] = req.headers['content-type'];
      if (req.headers.authorization) headers.authorization = req.headers.authorization;
      fetch(`${target()}${url.pathname}${url.search}`, { method: req.method, headers, body })
        .then(async (answer) => {
          const text = await answer.text();
          check(req.method ?? 'GET', url.pathname, answer.status, text);
          res.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'application/json',
          });
          res.end(text);
        })
        .catch((error: Error) => {
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: `proxy: ${error.message}` }));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    mismatches,
    checked: () => checked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

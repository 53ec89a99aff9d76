import type { Middleware, StubRequest } from 'json-server';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { OPENAPI_FILE } from '../openapi/file';

/** `/__stub/openapi.json` and `/__stub/docs`: Swagger UI from node_modules (no CDN, works offline). */
const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The only files the page loads; nothing else under node_modules is reachable. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Storefront product backend: API reference</title>
<link rel="icon" href="/__stub/docs/favicon-32x32.png">
<link rel="stylesheet" href="/__stub/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/__stub/docs/swagger-ui-bundle.js"></script>
<script src="/__stub/docs/swagger-ui-standalone-preset.js"></script>
<script src="/__stub/docs/init.js"></script>
</body>
</html>
`;

// validatorUrl null: the default badge would call validator.swagger.io.
const INIT = `window.ui = SwaggerUIBundle({
  url: '/__stub/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  tryItOutEnabled: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});
`;

/** The document with this stub as its server, so "Try it out" reaches whichever port it runs on. */
function documentFor(req: StubRequest): unknown {
  const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { servers?: unknown };
  const host = req.headers.host;
  return host ? { ...document, servers: [{ url: `http://${host}`, description: 'This stub' }] } : document;
}

export const docsRoutes: Middleware = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const send = (type: string, body: string | Buffer) => {
    res.setHeader('Content-Type', type);
    res.status(200).end(body);
  };
  if (req.path === '/__stub/openapi.json') return res.status(200).json(documentFor(req));
  if (req.path === '/__stub/docs' || req.path === '/__stub/docs/')
    return send('text/html; charset=utf-8', PAGE);
  if (req.path === '/__stub/docs/init.js') return send('text/javascript; charset=utf-8', INIT);
  const name = req.path.startsWith('/__stub/docs/') ? req.path.slice('/__stub/docs/'.length) : '';
  const type = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
  if (type) return send(type, readFileSync(join(SWAGGER_DIR, name)));
  next();
};

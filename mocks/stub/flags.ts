/** The stub's flags: `npm run stub` reads them, `npm start` and `npm run demo` pass them through. */
export const stubUsage = `usage: npm run stub -- [flags]
  --port N        (or STUB_PORT) default 3001          --host NAME   (or STUB_HOST) default 127.0.0.1
  --db FILE       (or STUB_DB) default .stub-data/db.json: the favorites and users, kept across restarts
                  until POST /__stub/reset; a file off the contract stops the stub (exit 1)
  --memory        serve an in-memory copy of the fixtures (nothing persists)
  --reset         move the db file aside (*.broken-<time>.json or *.previous-<time>.json), start from fixtures
  --log           print every call
  --scenario NAME start in a named scenario (its data in memory, the working copy untouched)
  --fixtures FILE serve this fixtures file (npm run fixtures:record), in memory unless --db
  a backend that arrives call by call (docs/workspace.md):
  --backend URL   forward the --real calls to this backend, checking each answer against the contract
  --real ROUTES   which calls: 'GET /products,GET /products/:id,/favorites*' (routes as the faults') or all (default)
  --strict        answer 502 instead of passing on an answer that breaks the contract
  faults, each repeatable:
  --latency 300 | 200-800 | 'GET /products=1500'     --fail 'GET /products=503'
  --error-rate 'POST /favorites=0.3[:503]'           --drop 'GET /catagory'
  --cut 'GET /products=2000' (the body breaks off after 2000 bytes)
  a value may end in a sequence: x2, only the first 2 calls (503x2); @3, after the first 3 pass (503@3)`;
export const stubOptions = {
  port: { type: 'string', default: process.env.STUB_PORT ?? '3001' },
  host: { type: 'string', default: process.env.STUB_HOST ?? '127.0.0.1' },
  db: { type: 'string' },
  memory: { type: 'boolean', default: false },
  reset: { type: 'boolean', default: false },
  log: { type: 'boolean', default: false },
  latency: { type: 'string', multiple: true },
  fail: { type: 'string', multiple: true },
  'error-rate': { type: 'string', multiple: true },
  drop: { type: 'string', multiple: true },
  cut: { type: 'string', multiple: true },
  scenario: { type: 'string', default: 'default' },
  fixtures: { type: 'string' },
  backend: { type: 'string' },
  real: { type: 'string' },
  strict: { type: 'boolean', default: false },
} as const;

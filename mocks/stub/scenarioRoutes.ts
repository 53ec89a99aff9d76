import type { Middleware, StubRequest } from 'json-server';
import { scenarioControl, type ScenarioState } from '../scenarios';

function readBody(req: StubRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      // A scenario name is a few bytes; anything long is refused by the JSON check anyway.
      if (body.length < 4096) body += chunk;
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/**
 * `/__stub/scenario` (GET lists, POST `{name}` switches, DELETE back to default).
 * `/__stub/reset` also returns to `default`; the reset route itself then restores the fixtures.
 */
export function scenarioRoutes(scenarios: ScenarioState): Middleware {
  return (req, res, next) => {
    if (req.path === '/__stub/reset' && req.method === 'POST') {
      scenarios.reset();
      return next();
    }
    if (req.path !== '/__stub/scenario') return next();
    readBody(req)
      .then((rawBody) => {
        const reply = scenarioControl(scenarios, req.method ?? 'GET', rawBody, { openAtRunTime: false });
        res.status(reply.status).json(reply.body);
      })
      .catch(next);
  };
}

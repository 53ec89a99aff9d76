import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../src/contract';
import { freshFixtureDb } from '../mocks/fixtureDb';
import { buildOpenApi } from '../mocks/openapi/document';
import { OPENAPI_FILE, serialise } from '../mocks/openapi/file';

const committed = readFileSync(OPENAPI_FILE, 'utf8');

describe('the published OpenAPI document (docs/openapi.json)', () => {
  it('is what `npm run openapi` generates from the contract now (run it and commit when this fails)', () => {
    expect(committed).toBe(serialise(buildOpenApi(freshFixtureDb())));
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(committed));
    expect(result.errors ?? []).toEqual([]);
    expect(validator.version).toBe('3.1');
  });

  it('has one operation per contract call, with every status the contract names', () => {
    const document = JSON.parse(committed) as {
      paths: Record<string, Record<string, { operationId: string; responses: object }>>;
    };
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.map((o) => o.operationId).sort()).toEqual(Object.keys(endpoints).sort());
    for (const operation of operations) {
      const endpoint = endpoints[operation.operationId as keyof typeof endpoints];
      expect(Object.keys(operation.responses).sort()).toEqual(Object.keys(endpoint.responses).sort());
    }
  });
});

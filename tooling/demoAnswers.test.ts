import { describe, expect, it } from 'vitest';
import { freshFixtureDb } from '../mocks/fixtureDb';
import { respond } from '../mocks/respond';
import { endpoints, type Endpoint } from '../src/contract/endpoints';
import { demoAnswers } from './demoAnswers';

describe("the static demo's answer files", () => {
  it('answer every call of the contract that takes nothing, as the in-page worker does', () => {
    const db = freshFixtureDb();
    const calls = Object.values(endpoints as Record<string, Endpoint>).filter(
      (call) => call.method === 'GET' && !call.params && !call.query,
    );
    const files = demoAnswers(db);
    expect(Object.keys(files).sort()).toEqual(calls.map((call) => `${call.path.slice(1)}.json`).sort());
    for (const { path } of calls) {
      const reply = respond(db, { method: 'GET', path, query: new URLSearchParams(), rawBody: '' });
      expect(reply?.status, path).toBe(200);
      expect(files[`${path.slice(1)}.json`], path).toEqual(reply?.body);
    }
  });
});

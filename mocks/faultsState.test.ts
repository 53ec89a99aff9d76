import { describe, expect, it } from 'vitest';
import { faultsControl } from './control';
import { createFaultState } from './faultsState';

const rules = [{ route: 'GET /products', status: 503 }];

describe('/__stub/faults', () => {
  it('shows, replaces and clears the faults', () => {
    const state = createFaultState();
    expect(faultsControl(state, 'GET', '')).toEqual({ status: 200, body: { rules: [] } });
    expect(faultsControl(state, 'PUT', JSON.stringify({ rules }))).toEqual({ status: 200, body: { rules } });
    expect(state.get()).toEqual({ rules });
    expect(faultsControl(state, 'DELETE', '')).toEqual({ status: 200, body: { rules: [] } });
  });

  it.each(['', '{oops', '[]', '{"rules": [{"route": "GET /products"}]}', '{"rules": [], "extra": 1}'])(
    'answers 400 {error} and keeps the faults for a PUT of %j',
    (body) => {
      const state = createFaultState({ rules });
      const reply = faultsControl(state, 'PUT', body);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ error: expect.any(String) });
      expect(state.get()).toEqual({ rules });
    },
  );

  it('answers 405 for other methods', () => {
    expect(faultsControl(createFaultState(), 'POST', '{}').status).toBe(405);
  });

  it('starts from a copy of the initial faults', () => {
    const initial = { rules: [{ route: '*', latencyMs: 10 }] };
    const state = createFaultState(initial);
    state.clear();
    expect(initial.rules).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import type { FaultState } from '../mocks/faultsState';
import { CUT_LIST_BYTES } from '../mocks/scenarios';
import type { CallEntry } from '../src/contract/verdict';
import { asOwner } from './owner';

interface Target {
  name: string;
  baseUrl: () => string;
  faults: FaultState;
}

const calls = async (url: string) =>
  ((await (await fetch(`${url}/__stub/requests`)).json()) as { calls: CallEntry[] }).calls;

/** Reads a body to its end, or to where it broke off. */
async function readAll(response: Response): Promise<{ bytes: number; broke: boolean }> {
  const reader = response.body!.getReader();
  let bytes = 0;
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return { bytes, broke: false };
      bytes += chunk.value.length;
    }
  } catch {
    return { bytes, broke: true };
  }
}

/** One suite for both transports: what the journal keeps, sequences, answers cut or dribbled. */
export function journalSuite(target: Target) {
  describe(`the journal and shaped answers: ${target.name}`, () => {
    const url = (path = '') => `${target.baseUrl()}${path}`;

    it('keeps each backend call, newest first: status, size, time, who answered, the verdict, never the token', async () => {
      await fetch(url('/__stub/requests'), { method: 'DELETE' });
      const email = 'ayesha@freshbazar.test';
      const owner = asOwner(email);
      await (await fetch(url('/products'))).arrayBuffer();
      await (await fetch(url(`/favorites?email=${encodeURIComponent(email)}`), { headers: owner })).json();
      target.faults.set({ rules: [{ route: 'GET /catagory', status: 503 }] });
      await (await fetch(url('/catagory'))).json();
      target.faults.clear();
      await (await fetch(url('/__stub/health'))).json(); // the backend's own routes are not calls
      const [failed, wishlist, products, ...older] = await calls(url());
      expect(older).toEqual([]);
      expect(products).toMatchObject({
        method: 'GET',
        path: '/products',
        query: '',
        status: 200,
        outcome: 'answered',
        by: 'stub',
        verdict: { kept: true },
      });
      expect(products!.bytes).toBeGreaterThan(5_000); // as sent: the stub gzips a list for fetch
      expect(products!.ms).toBeGreaterThanOrEqual(0);
      expect(products!.preview).toMatch(/^\[\n {2}\{\n {4}"_id"/);
      expect(wishlist).toMatchObject({
        path: '/favorites',
        query: `?email=${encodeURIComponent(email)}`,
        auth: 'bearer (owner a…@f…)',
        verdict: { kept: true },
      });
      expect(JSON.stringify(wishlist)).not.toContain(owner.authorization.slice('Bearer '.length));
      expect(failed).toMatchObject({ status: 503, by: 'fault', fault: '503', verdict: { kept: true } });

      expect((await fetch(url('/__stub/requests'), { method: 'DELETE' })).status).toBe(200);
      expect(await calls(url())).toEqual([]);
    });

    it('names the fields of an answer that broke the contract', async () => {
      await fetch(url('/__stub/scenario'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name":"malformed"}',
      });
      await (await fetch(url('/products'))).arrayBuffer();
      await fetch(url('/__stub/scenario'), { method: 'DELETE' });
      const [entry] = await calls(url());
      expect(entry).toMatchObject({ by: 'scenario', scenario: 'malformed', status: 200 });
      expect(entry!.verdict).toEqual({ kept: false, broken: ['0.price', '1.name', '2.rating'] });
    });

    it('counts times and after exactly, however many calls come at once', async () => {
      target.faults.set({
        rules: [
          { route: 'GET /products', status: 503, times: 3 },
          { route: 'GET /catagory', status: 502, after: 4, times: 2 },
        ],
      });
      const statuses = async (path: string) =>
        (await Promise.all(Array.from({ length: 10 }, () => fetch(url(path))))).map((r) => r.status);
      const products = await statuses('/products');
      expect(products.filter((status) => status === 503)).toHaveLength(3);
      expect(products.filter((status) => status === 200)).toHaveLength(7);
      const categories = await statuses('/catagory');
      expect(categories.filter((status) => status === 502)).toHaveLength(2);
      expect(categories.filter((status) => status === 200)).toHaveLength(8);
      expect((await fetch(url('/products'))).status).toBe(200);
      // A new set of rules counts from the start.
      target.faults.set({ rules: [{ route: 'GET /products', status: 503, times: 1 }] });
      expect((await fetch(url('/products'))).status).toBe(503);
      expect((await fetch(url('/products'))).status).toBe(200);
      target.faults.clear();
    });

    it('cuts an answer mid-body after N bytes, its length promising the whole', async () => {
      target.faults.set({ rules: [{ route: 'GET /products', cutAfterBytes: CUT_LIST_BYTES }] });
      const response = await fetch(url('/products'), { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(Number(response.headers.get('content-length'))).toBeGreaterThan(CUT_LIST_BYTES);
      expect(await readAll(response)).toEqual({ bytes: CUT_LIST_BYTES, broke: true });
      target.faults.clear();
      const [entry] = await calls(url());
      expect(entry).toMatchObject({
        outcome: 'cut',
        bytes: CUT_LIST_BYTES,
        by: 'fault',
        fault: `cut after ${CUT_LIST_BYTES} bytes`,
      });
      expect((await fetch(url('/products'))).status).toBe(200);
    });

    it('dribbles a whole answer in pieces over the time asked', async () => {
      target.faults.set({ rules: [{ route: 'GET /catagory', dribble: { chunks: 4, totalMs: 400 } }] });
      const started = performance.now();
      const response = await fetch(url('/catagory'));
      const { broke } = await readAll(response);
      expect(broke).toBe(false);
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
      target.faults.clear();
      expect((await calls(url()))[0]).toMatchObject({ outcome: 'answered', fault: 'dribbled over 400 ms' });
    });
  });
}

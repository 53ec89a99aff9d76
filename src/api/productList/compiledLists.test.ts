import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getMockDb, server, TEST_API_URL } from '../../../mocks/node';
import { COMPILE_FROM } from './compile';
import { fetchProductList } from './queries';

// The compiler's chunk fails to load (a flaky network, a deploy that removed it).
vi.mock('./compileSchema', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a long list without the schema compiler', () => {
  it('is still checked, item by item, by the runtime', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const base = getMockDb().products;
    const long = Array.from({ length: COMPILE_FROM }, (_, i) => ({
      ...base[i % base.length]!,
      _id: `p${i}`,
    }));
    long[3] = { ...long[3]!, rating: 9 };
    server.use(http.get(`${TEST_API_URL}/products`, () => HttpResponse.json(long)));
    const { products } = await fetchProductList();
    expect(products).toHaveLength(COMPILE_FROM - 1);
    expect(warn.mock.calls[0]![0]).toMatch(/skipped invalid product item p3: rating/);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getMockDb, server, TEST_API_URL } from '../../../mocks/node';
import { ProductSchema } from '../../contract';
import { demoUser, renderWithApp, testQueryClient } from '../../test/render';
import ProductDetailPage, { makeLoader } from './route';

const product = ProductSchema.parse(getMockDb().products[0]);

async function openDetail(id: string) {
  const queryClient = testQueryClient();
  const result = renderWithApp(<p>start</p>, {
    path: '/',
    auth: { user: demoUser },
    queryClient,
    routes: [{ path: '/detail/:id', loader: makeLoader(queryClient), Component: ProductDetailPage }],
  });
  await result.router.navigate(`/detail/${id}`);
  // The loader has filled the cache: the page (or its message) shows without a spinner.
  await screen.findByRole('main', {}, { timeout: 4000 });
  return result;
}

// Role queries over a whole detail page (with related cards) are slow in jsdom on a busy machine.
const PAGE_TEST_MS = 15_000;

describe('product detail route', () => {
  it('fills the query cache before the page shows', async () => {
    const queryClient = testQueryClient();
    const loader = makeLoader(queryClient);
    await loader({ params: { id: product._id } } as never);
    expect(queryClient.getQueryData(['products', product._id])).toMatchObject({
      _id: product._id,
      name: product.name,
    });
  });

  it(
    'shows every element of the spec’s detail',
    async () => {
      await openDetail(product._id);
      expect(screen.getByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: product.name })).toHaveAttribute('src', product.thumbnail);
      expect(screen.getByRole('img', { name: `Rated ${product.rating} out of 5` })).toBeInTheDocument();
      expect(screen.getByText(product.summary.shortDescription)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Order on WhatsApp' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Special Offer:' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
      expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/Checkout');
      expect(screen.getByText(product.details.paymentInfo)).toBeInTheDocument();
      expect(screen.getByText(product.details.warrantyInfo)).toBeInTheDocument();
      for (const name of ['Add to wishlist', 'Share', 'Compare']) {
        expect(screen.getByRole('button', { name })).toBeInTheDocument();
      }
      expect(screen.getByRole('tabpanel')).toHaveTextContent(product.details.description);
      await userEvent.click(screen.getByRole('tab', { name: `Reviews (${product.reviewsCount})` }));
      expect(screen.getByRole('tabpanel')).toHaveTextContent(`Showing ${product.reviewsCount} reviews...`);
      // Set in an effect, which may run a moment after the page shows on a busy machine.
      await waitFor(() => expect(document.title).toBe(product.name));
    },
    PAGE_TEST_MS,
  );

  it(
    'lists related products of the same category, not the product itself',
    async () => {
      await openDetail(product._id);
      const related = screen.getByRole('region', { name: 'Related products' });
      const names = (await within(related).findAllByRole('heading', { level: 3 }, { timeout: 4000 })).map(
        (h) => h.textContent,
      );
      const sameCategory = getMockDb().products.filter(
        (p) => p.category === product.category && p._id !== product._id,
      );
      expect(names.length).toBeGreaterThan(0);
      expect(names).not.toContain(product.name);
      expect(names.every((name) => sameCategory.some((p) => p.name === name))).toBe(true);
    },
    PAGE_TEST_MS,
  );

  it('says No reviews yet for a product without reviews', async () => {
    server.use(
      http.get(`${TEST_API_URL}/products/:id`, () =>
        HttpResponse.json({ ...getMockDb().products[0], reviewsCount: 0 }),
      ),
    );
    await openDetail(product._id);
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews (0)' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No reviews yet');
  });

  it('explains an unknown id instead of crashing', async () => {
    await openDetail('no-such-product');
    expect(screen.getByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
      'href',
      '/productFilter',
    );
  });

  it.each([
    ['null', () => HttpResponse.json(null)],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
  ])('shows Product not found when the backend answers 200 with %s for an unknown id', async (_, answer) => {
    server.use(http.get(`${TEST_API_URL}/products/:id`, answer));
    await openDetail('unknown-to-a-mongo-backend');
    expect(screen.getByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers Retry when the backend fails', async () => {
    server.use(
      http.get(`${TEST_API_URL}/products/:id`, () =>
        HttpResponse.json({ error: 'Bad request' }, { status: 400 }),
      ),
    );
    await openDetail(product._id);
    expect(screen.getByRole('alert')).toHaveTextContent('Bad request');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

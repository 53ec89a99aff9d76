import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import Swal from 'sweetalert2';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { getMockDb, server, TEST_API_URL } from '../../../mocks/node';
import { ProductSchema, type Product } from '../../contract';
import { rememberOrigin, stateAfterSignIn } from '../../auth/redirect';
import { demoUser, renderWithApp } from '../../test/render';
import { FavoriteHeart } from './FavoriteHeart';
import { pendingFavorite } from './pendingFavorite';
import { settleSweetAlert } from '../../test/sweetalert';

afterAll(settleSweetAlert);

afterEach(() => Swal.close());

// The first render also loads the wishlist; give a busy test machine time.
const slow = { timeout: 4000 };

function productFromDb(favoritedByDemoUser: boolean): Product {
  const db = getMockDb();
  const mine = new Set(db.favorites.filter((f) => f.email === demoUser.email).map((f) => f._id));
  const wire = db.products.find((p) => mine.has(p._id) === favoritedByDemoUser)!;
  return ProductSchema.parse(wire);
}

// hidden: a popup marks the page aria-hidden while it shows.
const heart = (product: Product) =>
  screen.getByRole('button', { name: `Add ${product.name} to wishlist`, hidden: true });
const ownsInDb = (product: Product) =>
  getMockDb().favorites.some((f) => f._id === product._id && f.email === demoUser.email);

describe('FavoriteHeart', () => {
  it('is on for a product in the user’s wishlist', async () => {
    const product = productFromDb(true);
    renderWithApp(<FavoriteHeart product={product} />, { auth: { user: demoUser } });
    await waitFor(() => expect(heart(product)).toHaveAttribute('aria-pressed', 'true'), slow);
  });

  it('adds a favorite at once, says so and stores it', async () => {
    const product = productFromDb(false);
    renderWithApp(<FavoriteHeart product={product} />, { auth: { user: demoUser } });
    await waitFor(() => expect(heart(product)).toBeEnabled(), slow);
    await userEvent.click(heart(product));
    expect(heart(product)).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('success add', {}, slow)).toBeInTheDocument();
    expect(ownsInDb(product)).toBe(true);
  });

  it('removes a favorite and says deleted', async () => {
    const product = productFromDb(true);
    renderWithApp(<FavoriteHeart product={product} />, { auth: { user: demoUser } });
    await waitFor(() => expect(heart(product)).toHaveAttribute('aria-pressed', 'true'), slow);
    await userEvent.click(heart(product));
    expect(heart(product)).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('deleted', {}, slow)).toBeInTheDocument();
    expect(ownsInDb(product)).toBe(false);
  });

  it('switches back and tells the user when the backend refuses', async () => {
    server.use(
      http.post(`${TEST_API_URL}/favorites`, () =>
        HttpResponse.json({ error: 'The wishlist is full' }, { status: 500 }),
      ),
    );
    const product = productFromDb(false);
    renderWithApp(<FavoriteHeart product={product} />, { auth: { user: demoUser } });
    await waitFor(() => expect(heart(product)).toBeEnabled(), slow);
    await userEvent.click(heart(product));
    expect(await screen.findByText('Your wishlist was not changed', {}, slow)).toBeInTheDocument();
    expect(screen.getByText(/The wishlist is full/)).toBeInTheDocument();
    await waitFor(() => expect(heart(product)).toHaveAttribute('aria-pressed', 'false'), slow);
    expect(ownsInDb(product)).toBe(false);
  });

  it('offline, refuses the change in words before it shows, and sends nothing', async () => {
    const product = productFromDb(false);
    let sent = false;
    server.use(http.post(`${TEST_API_URL}/favorites`, () => void (sent = true)));
    renderWithApp(<FavoriteHeart product={product} />, { auth: { user: demoUser } });
    await waitFor(() => expect(heart(product)).toBeEnabled(), slow);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await userEvent.click(heart(product));
      expect(await screen.findByText('Your wishlist was not changed', {}, slow)).toBeInTheDocument();
      expect(screen.getByText(/^You're offline\./)).toBeInTheDocument();
      expect(heart(product)).toHaveAttribute('aria-pressed', 'false');
    } finally {
      online.mockRestore();
    }
    expect(sent).toBe(false);
    expect(ownsInDb(product)).toBe(false);
  });

  it('sends a visitor to /login remembering the page', async () => {
    function Login() {
      return <p>login, from {(useLocation().state as { from: string }).from}</p>;
    }
    const product = productFromDb(false);
    renderWithApp(<FavoriteHeart product={product} />, {
      path: '/productFilter?category=Bakery',
      routes: [{ path: '/login', element: <Login /> }],
    });
    await userEvent.click(heart(product));
    expect(await screen.findByText('login, from /productFilter?category=Bakery')).toBeInTheDocument();
  });

  it('waits only on its own product while a change is on its way', async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      // Held, then handed on (no answer) to the mock backend's own handler.
      http.post(`${TEST_API_URL}/favorites`, async () => {
        await held;
      }),
    );
    const [first, second] = getMockDb()
      .products.filter((p) => !ownsInDb(ProductSchema.parse(p)))
      .slice(0, 2)
      .map((p) => ProductSchema.parse(p));
    renderWithApp(
      <>
        <FavoriteHeart product={first!} />
        <FavoriteHeart product={second!} />
      </>,
      { auth: { user: demoUser } },
    );
    await waitFor(() => expect(heart(first!)).toBeEnabled(), slow);
    await userEvent.click(heart(first!));
    expect(heart(first!)).toBeDisabled();
    expect(heart(second!)).toBeEnabled();
    answer();
    await waitFor(() => expect(heart(first!)).toBeEnabled(), slow);
    expect(heart(first!)).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the place a visitor clicked from after the URL has changed', async () => {
    function Login() {
      return <p>login, from {(useLocation().state as { from: string }).from}</p>;
    }
    const product = productFromDb(false);
    const { router } = renderWithApp(<FavoriteHeart product={product} />, {
      path: '/productFilter',
      routes: [{ path: '/login', element: <Login /> }],
    });
    await act(() => router.navigate('/productFilter?stock=in')); // re-rendered before the tap reads the URL
    await userEvent.click(heart(product));
    expect(await screen.findByText('login, from /productFilter?stock=in')).toBeInTheDocument();
  });

  describe('a heart tapped before signing in', () => {
    /** The state LoginForm navigates back with, for a heart tapped on /productFilter `ago` ms before. */
    const backFromSignIn = (product: Product, ago = 0) =>
      stateAfterSignIn(
        rememberOrigin(
          { pathname: '/productFilter', search: '', hash: '' },
          pendingFavorite(product),
          Date.now() - ago,
        ),
      );
    const posts = () => {
      const sent: string[] = [];
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'POST' && request.url.endsWith('/favorites')) sent.push(request.url);
      });
      return sent;
    };

    it('sends the visitor to /login with the product', async () => {
      function Login() {
        const { then } = useLocation().state as { then: { action: { favorite: Product } } };
        return <p>login, then add {then.action.favorite.name}</p>;
      }
      const product = productFromDb(false);
      renderWithApp(<FavoriteHeart product={product} />, {
        path: '/productFilter',
        routes: [{ path: '/login', element: <Login /> }],
      });
      await userEvent.click(heart(product));
      expect(await screen.findByText(`login, then add ${product.name}`)).toBeInTheDocument();
    });

    it('is added once they are back signed in, once, and the page forgets it', async () => {
      const product = productFromDb(false);
      const sent = posts();
      const { router } = renderWithApp(<FavoriteHeart product={product} />, {
        path: '/productFilter',
        auth: { user: demoUser },
      });
      await router.navigate('/productFilter', { replace: true, state: backFromSignIn(product) });
      await waitFor(() => expect(heart(product)).toHaveAttribute('aria-pressed', 'true'), slow);
      // Found is proof enough: the toast lives 1.5 s, and a busy host may reach the next line later.
      await screen.findByText('success add', {}, slow);
      await waitFor(() => expect(ownsInDb(product)).toBe(true), slow);
      expect(router.state.location.state).toBeNull();
      expect(router.state.location.pathname).toBe('/productFilter');
      expect(sent).toHaveLength(1);
    });

    it('is not added again when the wishlist has it already', async () => {
      const product = productFromDb(true);
      const sent = posts();
      const { router } = renderWithApp(<FavoriteHeart product={product} />, {
        path: '/productFilter',
        auth: { user: demoUser },
      });
      await router.navigate('/productFilter', { replace: true, state: backFromSignIn(product) });
      await waitFor(() => expect(router.state.location.state).toBeNull(), slow);
      expect(heart(product)).toHaveAttribute('aria-pressed', 'true');
      expect(sent).toEqual([]);
    });

    it('is not added for a visitor still signed out, nor when it was tapped too long ago', async () => {
      const product = productFromDb(false);
      const sent = posts();
      const signedOut = renderWithApp(<FavoriteHeart product={product} />, { path: '/productFilter' });
      await act(() =>
        signedOut.router.navigate('/productFilter', { replace: true, state: backFromSignIn(product) }),
      );
      signedOut.unmount();
      const { router } = renderWithApp(<FavoriteHeart product={product} />, {
        path: '/productFilter',
        auth: { user: demoUser },
      });
      await router.navigate('/productFilter', {
        replace: true,
        state: { then: { action: pendingFavorite(product), at: Date.now() - 16 * 60_000 } },
      });
      await waitFor(() => expect(heart(product)).toBeEnabled(), slow);
      expect(heart(product)).toHaveAttribute('aria-pressed', 'false');
      expect(sent).toEqual([]);
      expect(ownsInDb(product)).toBe(false);
    });
  });
});

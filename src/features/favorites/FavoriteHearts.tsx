import { useMutationState } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pendingAction, rememberOrigin } from '../../auth/redirect';
import type { Product } from '../../contract';
import { FavoriteHeartsContext, type FavoriteHearts } from './favoriteHeartsContext';
import { favoriteIds } from './favoriteShape';
import { pendingFavorite, productToFavorite } from './pendingFavorite';
import { useFavorites } from './useFavorites';
import { TOGGLE_FAVORITE_KEY, useToggleFavorite, type Toggle } from './useToggleFavorite';

/**
 * What every card's heart needs, worked out once for the page (not a query and a mutation per heart).
 * The value only changes with the wishlist, so a filter change re-renders no heart.
 */
export function FavoriteHeartsProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Read when a visitor clicks, not a reason to hand every heart a new value.
  const here = useRef(location);
  useLayoutEffect(() => {
    here.current = location;
  }, [location]);

  const { email, favorites, query } = useFavorites();
  const { mutate } = useToggleFavorite();
  const pendingIds = useMutationState({
    filters: { mutationKey: TOGGLE_FAVORITE_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as Toggle).product._id,
  });

  const toggle = useCallback(
    (product: Product, favorited: boolean) => {
      // A visitor signs in first, then comes back here (docs/product.md §4), where the heart is done.
      if (!email) void navigate('/login', { state: rememberOrigin(here.current, pendingFavorite(product)) });
      else mutate({ product, email, favorited });
    },
    [email, mutate, navigate],
  );
  const ids = useMemo(() => favoriteIds(favorites, email), [favorites, email]);
  useFavoriteTappedBeforeSignIn({ email, ids, known: query.isFetched, mutate });
  const value = useMemo<FavoriteHearts>(
    () => ({ email, ids, pending: new Set(pendingIds), toggle }),
    [email, ids, pendingIds, toggle],
  );
  return <FavoriteHeartsContext value={value}>{children}</FavoriteHeartsContext>;
}

/**
 * Back from sign-in with a heart tapped before (auth/redirect.ts): once the wishlist is known, the
 * product is added unless there already, and the history entry forgets it, so a reload adds nothing.
 */
function useFavoriteTappedBeforeSignIn({
  email,
  ids,
  known,
  mutate,
}: {
  email: string;
  ids: ReadonlySet<string>;
  /** The wishlist has been asked for (answered or failed). */
  known: boolean;
  mutate: (toggle: Toggle) => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef<string | null>(null);
  const product = productToFavorite(pendingAction(location.state));
  useEffect(() => {
    if (!product || !email || !known || done.current === location.key) return;
    done.current = location.key;
    if (!ids.has(product._id)) mutate({ product, email, favorited: false });
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: null, preventScrollReset: true });
  }, [product, email, known, ids, mutate, navigate, location]);
}

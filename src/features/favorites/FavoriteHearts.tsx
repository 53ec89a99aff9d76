import { useMutationState } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberOrigin } from '../../auth/redirect';
import type { Product } from '../../contract';
import { FavoriteHeartsContext, type FavoriteHearts } from './favoriteHeartsContext';
import { favoriteIds } from './favoriteShape';
import { useFavorites } from './useFavorites';
import { TOGGLE_FAVORITE_KEY, useToggleFavorite, type Toggle } from './useToggleFavorite';

/**
 * What every card's heart needs, worked out once for the whole page: which
 * products are favorites, which have a change in flight, and the toggle.
 * With a wishlist query, a mutation and the location in each heart, a grid of
 * 80 cards held 160 cache observers and re-rendered every heart on each URL
 * change; the first screen of /productFilter took about twice as long.
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

  const { email, favorites } = useFavorites();
  const { mutate } = useToggleFavorite();
  const pendingIds = useMutationState({
    filters: { mutationKey: TOGGLE_FAVORITE_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as Toggle).product._id,
  });

  const toggle = useCallback(
    (product: Product, favorited: boolean) => {
      // A visitor signs in first, then comes back here (spec section 4).
      if (!email) void navigate('/login', { state: rememberOrigin(here.current) });
      else mutate({ product, email, favorited });
    },
    [email, mutate, navigate],
  );
  const value = useMemo<FavoriteHearts>(
    () => ({ email, ids: favoriteIds(favorites, email), pending: new Set(pendingIds), toggle }),
    [email, favorites, pendingIds, toggle],
  );
  return <FavoriteHeartsContext value={value}>{children}</FavoriteHeartsContext>;
}

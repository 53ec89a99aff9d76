import { useQuery } from '@tanstack/react-query';
import { favoritesQuery } from '../../api/favorites';
import { useAuth } from '../../auth/AuthContext';
import type { Favorite } from '../../contract';

// One empty list, not a new one per render: memoised consumers compare it by identity.
const NO_FAVORITES: Favorite[] = [];

/** The signed-in user's wishlist (`['favorites', email]`); empty and idle for visitors. */
export function useFavorites() {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const query = useQuery({ ...favoritesQuery(email), enabled: email !== '' });
  return { email, favorites: query.data ?? NO_FAVORITES, query };
}

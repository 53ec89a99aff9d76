import { useQuery } from '@tanstack/react-query';
import { favoritesQuery } from '../../api/favorites';
import { useAuth } from '../../auth/AuthContext';

/** The signed-in user's wishlist (`['favorites', email]`); empty and idle for visitors. */
export function useFavorites() {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const query = useQuery({ ...favoritesQuery(email), enabled: email !== '' });
  return { email, favorites: query.data ?? [], query };
}

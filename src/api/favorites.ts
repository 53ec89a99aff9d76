import { queryOptions } from '@tanstack/react-query';
import type { AddFavoriteBody, Favorite } from '../contract';
import { parseItems, parseWhole } from './parse';
import { requestJson } from './http';
import { favoriteSchemas } from './schemas';

export async function fetchFavorites(email: string): Promise<Favorite[]> {
  const what = 'load your wishlist';
  const [data, { FavoriteListEnvelopeSchema, FavoriteSchema }] = await Promise.all([
    requestJson(what, 'favorites', { searchParams: { email } }),
    favoriteSchemas(),
  ]);
  return parseItems('favorite', FavoriteSchema, parseWhole(what, FavoriteListEnvelopeSchema, data));
}

export async function addFavorite(body: AddFavoriteBody) {
  const what = 'add this product to your wishlist';
  const [data, { AddFavoriteResponseSchema }] = await Promise.all([
    requestJson(what, 'favorites', { method: 'POST', json: body }),
    favoriteSchemas(),
  ]);
  return parseWhole(what, AddFavoriteResponseSchema, data);
}

export async function removeFavorite(productId: string, email: string) {
  const what = 'remove this product from your wishlist';
  const [data, { FavoriteDeletedSchema }] = await Promise.all([
    requestJson(what, `favorites/${encodeURIComponent(productId)}`, {
      method: 'DELETE',
      searchParams: { email },
    }),
    favoriteSchemas(),
  ]);
  return parseWhole(what, FavoriteDeletedSchema, data);
}

export const favoritesQuery = (email: string) =>
  queryOptions({ queryKey: ['favorites', email], queryFn: () => fetchFavorites(email) });

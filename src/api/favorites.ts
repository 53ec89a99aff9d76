import { queryOptions } from '@tanstack/react-query';
import {
  FavoriteAlreadyExistsSchema,
  FavoriteCreatedSchema,
  FavoriteDeletedSchema,
  FavoriteListEnvelopeSchema,
  FavoriteSchema,
  type AddFavoriteBody,
  type Favorite,
} from '../contract';
import { parseItems, parseWhole, requestJson } from './client';

export async function fetchFavorites(email: string): Promise<Favorite[]> {
  const what = 'load your wishlist';
  const data = await requestJson(what, 'favorites', { searchParams: { email } });
  return parseItems('favorite', FavoriteSchema, parseWhole(what, FavoriteListEnvelopeSchema, data));
}

export async function addFavorite(body: AddFavoriteBody) {
  const what = 'add this product to your wishlist';
  const data = await requestJson(what, 'favorites', { method: 'post', json: body });
  return parseWhole(what, FavoriteCreatedSchema.or(FavoriteAlreadyExistsSchema), data);
}

export async function removeFavorite(productId: string, email: string) {
  const what = 'remove this product from your wishlist';
  const data = await requestJson(what, `favorites/${encodeURIComponent(productId)}`, {
    method: 'delete',
    searchParams: { email },
  });
  return parseWhole(what, FavoriteDeletedSchema, data);
}

export const favoritesQuery = (email: string) =>
  queryOptions({ queryKey: ['favorites', email], queryFn: () => fetchFavorites(email) });

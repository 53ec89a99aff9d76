import { createContext, useContext } from 'react';
import type { Product } from '../../contract';

export interface FavoriteHearts {
  /** The signed-in user's email; '' for a visitor (whose click goes to /login). */
  email: string;
  ids: ReadonlySet<string>;
  /** Products whose add or remove is still on its way to the backend. */
  pending: ReadonlySet<string>;
  toggle(product: Product, favorited: boolean): void;
}

export const FavoriteHeartsContext = createContext<FavoriteHearts | null>(null);

export function useFavoriteHearts(): FavoriteHearts {
  const hearts = useContext(FavoriteHeartsContext);
  if (!hearts)
    throw new Error('A FavoriteHeart needs a FavoriteHeartsProvider above it (MainLayout has one).');
  return hearts;
}

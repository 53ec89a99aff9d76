import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { addFavorite, favoritesQuery, removeFavorite } from '../../api/favorites';
import type { Favorite, Product } from '../../contract';
import { showError, showToast } from '../../components/alerts';
import { describeFailure } from '../../components/failure';
import { t } from '../../i18n/i18n';
import { toFavorite, withFavorite, withoutFavorite } from './favoriteShape';

/** Every toggle carries this key, so the hearts can tell which products have one in flight. */
export const TOGGLE_FAVORITE_KEY = ['favorites', 'toggle'] as const;

export interface Toggle {
  product: Product;
  email: string;
  /** Whether it was a favorite when clicked: then the click removes it. */
  favorited: boolean;
}

/**
 * Adds or removes a favorite optimistically; the cached list goes back if the backend refuses. Offline
 * it is refused before it shows: held for the network, it would look made, then be sent unasked.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const { mutate, ...mutation } = useMutation({
    mutationKey: TOGGLE_FAVORITE_KEY,
    mutationFn: async ({ product, email, favorited }: Toggle): Promise<void> => {
      if (favorited) await removeFavorite(product._id, email);
      else await addFavorite(toFavorite(product, email));
    },
    onMutate: async ({ product, email, favorited }) => {
      const { queryKey } = favoritesQuery(email);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Favorite[]>(queryKey);
      queryClient.setQueryData<Favorite[]>(queryKey, (list) =>
        favorited
          ? withoutFavorite(list, product._id, email)
          : withFavorite(list, toFavorite(product, email)),
      );
      return { previous };
    },
    onError: (error, { email }, context) => {
      queryClient.setQueryData(favoritesQuery(email).queryKey, context?.previous);
      const { message, detail } = describeFailure(error, t);
      void showError(t('favorites.notChanged'), message, detail);
    },
    onSuccess: (_answer, { favorited }) => {
      // A toast, not a modal: shoppers often heart several products in a row.
      void showToast(favorited ? t('favorites.removed') : t('favorites.added'));
    },
    onSettled: (_answer, _error, { email }) =>
      queryClient.invalidateQueries({ queryKey: favoritesQuery(email).queryKey }),
  });
  const toggle = useCallback(
    (change: Toggle) => {
      if (navigator.onLine) mutate(change);
      else void showError(t('favorites.notChanged'), t('error.offline'));
    },
    [mutate],
  );
  return { ...mutation, mutate: toggle };
}

import type { Product } from '../../contract';
import { useT } from '../../i18n/useT';
import { useFavoriteHearts } from './favoriteHeartsContext';
import { HeartIcon } from './HeartIcon';

/** The grid card's heart; reads one shared context (FavoriteHeartsProvider), not the caches. */
export function FavoriteHeart({ product }: { product: Product }) {
  const t = useT();
  const { email, ids, pending, toggle } = useFavoriteHearts();
  const favorited = email !== '' && ids.has(product._id);
  return (
    <button
      type="button"
      className={`btn btn-circle btn-ghost btn-sm ${favorited ? 'text-error' : ''}`}
      aria-label={t('favorites.add', { name: product.name })}
      aria-pressed={favorited}
      disabled={pending.has(product._id)}
      onClick={() => toggle(product, favorited)}
    >
      <HeartIcon filled={favorited} />
    </button>
  );
}

import { useLocation, useNavigate } from 'react-router';
import { rememberOrigin } from '../../auth/redirect';
import type { Product } from '../../contract';
import { isFavorite } from './favoriteShape';
import { HeartIcon } from './HeartIcon';
import { useFavorites } from './useFavorites';
import { useToggleFavorite } from './useToggleFavorite';

/**
 * The grid card's heart: on when the user's wishlist holds this product. A
 * visitor's click goes to /login with the current path remembered.
 */
export function FavoriteHeart({ product }: { product: Product }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { email, favorites } = useFavorites();
  const toggle = useToggleFavorite();
  const favorited = email !== '' && isFavorite(favorites, product._id, email);

  function onClick() {
    if (!email) {
      navigate('/login', { state: rememberOrigin(location) });
      return;
    }
    toggle.mutate({ product, email, favorited });
  }

  return (
    <button
      type="button"
      className={`btn btn-circle btn-ghost btn-sm ${favorited ? 'text-error' : ''}`}
      aria-label={`Add ${product.name} to wishlist`}
      aria-pressed={favorited}
      disabled={toggle.isPending}
      onClick={onClick}
    >
      <HeartIcon filled={favorited} />
    </button>
  );
}

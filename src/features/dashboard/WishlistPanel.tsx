import { ErrorMessage } from '../../components/ErrorMessage';
import { Spinner } from '../../components/Spinner';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';
import { ProductCard } from '../catalog';
import { favoriteToProduct, useFavorites } from '../favorites';

/** /auth/wishlists: 'My Wishlist (count)' and the cards, or 'Your wishlist is empty'. */
export default function WishlistPanel() {
  const { favorites, query } = useFavorites();
  const t = useT();
  usePageTitle(t('wishlist.title'));

  if (query.isLoading) return <Spinner label={t('wishlist.loading')} />;
  return (
    <main className="flex flex-col gap-6">
      {/* No count when the load failed: "(0)" would claim an empty wishlist. */}
      <h1 className="text-2xl font-bold">
        {query.isError ? t('wishlist.title') : t('wishlist.titleCount', { count: favorites.length })}
      </h1>
      {query.isError ? (
        <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />
      ) : favorites.length === 0 ? (
        <p className="opacity-70">{t('wishlist.isEmpty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {favorites.map((favorite) => (
            <li key={favorite._id}>
              <ProductCard product={favoriteToProduct(favorite)} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

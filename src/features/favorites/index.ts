// The favorites feature's public entry: the only file other features may import (eslint.config.js).
export { FavoriteHeart, FavoriteHeartsProvider } from './FavoriteHeart';
export { HeartIcon } from './HeartIcon';
export { favoriteToProduct } from './favoriteShape';
export { useFavorites } from './useFavorites';

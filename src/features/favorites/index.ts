// The favorites feature's public entry: the only file other features may import (eslint.config.js).
export { FavoriteHeart } from './FavoriteHeart';
export { FavoriteHeartsProvider } from './FavoriteHearts';
export { HeartIcon } from './HeartIcon';
export { favoriteToProduct } from './favoriteShape';
export { useFavorites } from './useFavorites';

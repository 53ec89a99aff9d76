// The catalog feature's public entry: the only file other features may import (eslint.config.js).
export { ProductCard } from './ProductCard';

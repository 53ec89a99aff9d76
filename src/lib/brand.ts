/** Shown wherever docs/product.md says {brand}. */
export const BRAND_NAME: string = import.meta.env.VITE_BRAND_NAME || 'FreshBazar';

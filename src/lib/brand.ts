/** Shown wherever the spec says {brand}. */
export const BRAND_NAME: string = import.meta.env.VITE_BRAND_NAME || 'FreshBazar';

/** docs/product.md §3, Company: hard-coded (fictional) suppliers for the home carousel. */
export interface Company {
  name: string;
  rating: number;
  /** A message key (src/i18n/locales); the names are proper nouns and stay as written. */
  description: string;
  /** Badge colour behind the initials. */
  color: string;
}

export const COMPANIES: readonly Company[] = [
  { name: 'Green Valley Farms', rating: 4.8, description: 'company.greenValley', color: '#15803d' },
  { name: 'Padma River Fisheries', rating: 4.6, description: 'company.padma', color: '#0e7490' },
  { name: 'Sundarban Honey House', rating: 4.9, description: 'company.sundarban', color: '#b45309' },
  { name: 'Meghna Dairy Co-op', rating: 4.5, description: 'company.meghna', color: '#2563eb' },
  { name: 'Golden Grain Mills', rating: 4.7, description: 'company.goldenGrain', color: '#a16207' },
  { name: 'Spice Route Traders', rating: 4.4, description: 'company.spiceRoute', color: '#dc2626' },
  { name: 'Pure Home Essentials', rating: 4.3, description: 'company.pureHome', color: '#7c3aed' },
];

/** Two letters for a company's badge: the first letters of its first two words. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** docs/product.md §9: companies carousel autoplay every 4000 ms. */
export const COMPANIES_AUTOPLAY_MS = 4000;
export const COMPANIES_GAP_PX = 16;

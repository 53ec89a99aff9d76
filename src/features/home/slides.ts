/** A hero slide (docs/product.md §3): prices in USD; `alt`, `title`, `description` are message keys. */
export interface HomeSlide {
  image: string;
  alt: string;
  title: string;
  description: string;
  price: number;
  discountPrice: number;
}

export const HOME_SLIDES: readonly HomeSlide[] = [
  {
    image: '/images/banners/banner1.svg',
    alt: 'slide.groceries.alt',
    title: 'slide.groceries.title',
    description: 'slide.groceries.description',
    price: 49.99,
    discountPrice: 34.99,
  },
  {
    image: '/images/banners/banner2.svg',
    alt: 'slide.organic.alt',
    title: 'slide.organic.title',
    description: 'slide.organic.description',
    price: 35,
    discountPrice: 24.5,
  },
  {
    image: '/images/banners/banner3.svg',
    alt: 'slide.prices.alt',
    title: 'slide.prices.title',
    description: 'slide.prices.description',
    price: 99,
    discountPrice: 69,
  },
];

/** docs/product.md §9: autoplay every 5000 ms, continuing after the user interacts. */
export const HERO_AUTOPLAY_MS = 5000;

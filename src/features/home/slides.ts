/** A hero slide (spec section 3, Home slide): prices in USD, shown in the chosen currency. */
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
    alt: 'A grocery bag full of fresh vegetables, fruit and bread',
    title: 'Fresh Groceries Delivered to Your Door',
    description: 'Farm-fresh fruit, vegetables and daily essentials, packed with care and delivered the same day.',
    price: 49.99,
    discountPrice: 34.99,
  },
  {
    image: '/images/banners/banner2.svg',
    alt: 'A breakfast of milk, eggs, bread and a bowl of granola with berries',
    title: 'Start Your Day with Organic Goodness',
    description: 'Certified organic milk, eggs, honey and whole-grain bread for a wholesome breakfast.',
    price: 35,
    discountPrice: 24.5,
  },
  {
    image: '/images/banners/banner3.svg',
    alt: 'A shopping basket with rice, cooking oil and apples next to a discount tag',
    title: 'Quality Products at Unbeatable Prices',
    description: 'Stock up on rice, oils and household staples from brands you trust, for less.',
    price: 99,
    discountPrice: 69,
  },
];

/** Spec section 9: autoplay every 5000 ms, continuing after the user interacts. */
export const HERO_AUTOPLAY_MS = 5000;

import type { Product } from '../contract';

/** A valid product for tests; override only what the test is about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    name: 'Organic Bananas (dozen)',
    thumbnail: '/images/products/fruit.svg',
    rating: 4,
    price: 10,
    reviewsCount: 12,
    discount: 0,
    quantity: 5,
    category: 'Fruits & Vegetables',
    summary: { shortDescription: 'Fresh bananas.' },
    details: {
      description: 'Sweet and ripe.',
      paymentInfo: 'Cash on delivery.',
      warrantyInfo: '7-day freshness guarantee.',
      specialOfferCountdown: [0, 0, 0, 0],
    },
    ...overrides,
  };
}

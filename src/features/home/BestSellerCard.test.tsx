import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Countdown, Product } from '../../contract';
import { renderWithApp } from '../../test/render';
import { BestSellerCard } from './BestSellerCard';

function product(overrides: Partial<Product> = {}, countdown: Countdown = [0, 0, 0, 2]): Product {
  return {
    _id: 'p-50',
    name: 'Cheddar Cheese 200g',
    thumbnail: '/images/products/cheese.svg',
    rating: 4,
    price: 10,
    reviewsCount: 187,
    discount: 50,
    quantity: 3,
    category: 'Dairy & Eggs',
    summary: { shortDescription: '' },
    details: { description: '', paymentInfo: '', warrantyInfo: '', specialOfferCountdown: countdown },
    ...overrides,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('BestSellerCard', () => {
  it('shows name, rating, prices, stock and links to the detail page', () => {
    renderWithApp(<BestSellerCard product={product()} />);
    expect(screen.getByRole('heading', { name: 'Cheddar Cheese 200g' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('187 reviews')).toBeInTheDocument();
    expect(screen.getByText('$5.00')).toBeInTheDocument();
    expect(screen.getByText('$10.00').closest('s')).not.toBeNull();
    expect(screen.getByText('In Stock')).toHaveClass('text-green-800');
    expect(screen.getByRole('link', { name: 'Cheddar Cheese 200g' })).toHaveAttribute('href', '/detail/p-50');
    expect(screen.getByRole('link', { name: /Add to cart/ })).toHaveAttribute('href', '/detail/p-50');
    expect(screen.getByText('Remains until the end of the offer')).toBeInTheDocument();
  });

  it('shows the percent-off badge only while the countdown runs', () => {
    renderWithApp(<BestSellerCard product={product()} />);
    expect(screen.getByText('50% OFF')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Offer time left' })).toHaveTextContent('00Days00Hrs00Min02Sec');

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer', { name: 'Offer time left' })).toHaveTextContent('01Sec');
    expect(screen.getByText('50% OFF')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer', { name: 'Offer time left' })).toHaveTextContent('00Days00Hrs00Min00Sec');
    expect(screen.queryByText('50% OFF')).not.toBeInTheDocument();
  });

  it('has no badge when the offer value is zero or malformed', () => {
    renderWithApp(<BestSellerCard product={product({}, [0, 0, 0, 0])} />);
    expect(screen.queryByText('50% OFF')).not.toBeInTheDocument();
  });

  it('says Out of Stock in red when the quantity is 0', () => {
    renderWithApp(<BestSellerCard product={product({ quantity: 0 })} />);
    expect(screen.getByText('Out of Stock')).toHaveClass('text-red-700');
    expect(screen.queryByText('In Stock')).not.toBeInTheDocument();
  });

  it('toggles the heart locally', () => {
    renderWithApp(<BestSellerCard product={product()} />);
    const heart = screen.getByRole('button', { name: 'Like Cheddar Cheese 200g' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});

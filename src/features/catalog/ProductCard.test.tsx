import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { ProductCard } from './ProductCard';
import { makeProduct } from '../../test/makeProduct';

const salmon = makeProduct({
  _id: 'salmon-1',
  name: 'Atlantic Salmon Fillet 500g',
  thumbnail: '/images/products/fish.svg',
  price: 20,
  discount: 25,
  rating: 4,
  reviewsCount: 37,
  quantity: 0,
});

function renderCard(product = salmon) {
  return renderWithApp(<ProductCard product={product} />, {
    routes: [{ path: '/detail/:id', element: <p>Detail page</p> }],
  });
}

describe('<ProductCard>', () => {
  it('shows the thumbnail, name, rating and review count', () => {
    renderCard();
    const image = screen.getByRole('img', { name: 'Atlantic Salmon Fillet 500g' });
    expect(image).toHaveAttribute('src', '/images/products/fish.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(screen.getByRole('heading', { name: 'Atlantic Salmon Fillet 500g' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(37)')).toBeInTheDocument();
  });

  it('shows the discounted price, the original struck through and a discount badge', () => {
    renderCard();
    expect(screen.getByText('$15.00')).toBeInTheDocument();
    expect(screen.getByText('$20.00').closest('del')).not.toBeNull();
    expect(screen.getByText('25% off')).toBeInTheDocument();
  });

  it('shows no struck-through price or badge without a discount', () => {
    renderCard(makeProduct({ price: 3.5, discount: 0 }));
    expect(screen.getByText('$3.50')).toBeInTheDocument();
    expect(document.querySelector('del')).toBeNull();
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
  });

  it('labels stock: Stock Out at quantity 0, In Stock above', () => {
    renderCard();
    expect(screen.getByText('Stock Out')).toHaveClass('badge-error');
    expect(screen.queryByText('In Stock')).not.toBeInTheDocument();
  });

  it('labels a product with stock In Stock', () => {
    renderCard(makeProduct({ quantity: 1 }));
    expect(screen.getByText('In Stock')).toHaveClass('badge-success');
  });

  it('renders the favorite heart', () => {
    renderCard();
    expect(screen.getByRole('button', { name: /wishlist/i })).toBeInTheDocument();
  });

  it('links to /detail/{_id}', async () => {
    const { router } = renderCard();
    const link = screen.getByRole('link', { name: /view details/i });
    expect(link).toHaveAttribute('href', '/detail/salmon-1');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/detail/salmon-1');
    expect(await screen.findByText('Detail page')).toBeInTheDocument();
  });

  it('shows prices in taka when Tk is chosen', () => {
    localStorage.setItem('currency', 'Tk');
    renderCard();
    const article = screen.getByRole('article');
    // 1 USD = 122 Tk: $15 -> ৳1,830.00, $20 -> ৳2,440.00
    expect(within(article).getByText('৳1,830.00')).toBeInTheDocument();
    expect(within(article).getByText('৳2,440.00').closest('del')).not.toBeNull();
  });
});

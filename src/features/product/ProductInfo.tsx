import { Link } from 'react-router';
import { StarRating } from '../../components/StarRating';
import type { Product } from '../../contract';
import { PriceLine } from './PriceLine';
import { ProductExtras } from './ProductExtras';
import { QuantityStepper } from './QuantityStepper';
import { SpecialOfferTimer } from './SpecialOfferTimer';

/** Name, rating, prices and the (mostly static) buying controls. */
export function ProductInfo({ product }: { product: Product }) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold lg:text-3xl">{product.name}</h1>
      <StarRating value={product.rating} count={product.reviewsCount} />
      <p className="opacity-80">{product.summary.shortDescription}</p>
      <PriceLine price={product.price} discount={product.discount} />
      <button type="button" className="btn btn-success w-fit">
        Order on WhatsApp
      </button>
      <SpecialOfferTimer countdown={product.details.specialOfferCountdown} />
      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper />
        <button type="button" className="btn btn-primary">
          Add to Cart
        </button>
        <Link to="/Checkout" className="btn btn-secondary">
          Buy Now
        </Link>
      </div>
      <ProductExtras product={product} />
    </div>
  );
}

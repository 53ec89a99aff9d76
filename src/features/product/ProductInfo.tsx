import { Link } from 'react-router';
import { StarRating } from '../../components/StarRating';
import type { Product } from '../../contract';
import { useT } from '../../i18n/useT';
import { PriceLine } from './PriceLine';
import { ProductExtras } from './ProductExtras';
import { QuantityStepper } from './QuantityStepper';
import { SpecialOfferTimer } from './SpecialOfferTimer';

/** Name, rating, prices and the (mostly static) buying controls. */
export function ProductInfo({ product }: { product: Product }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <h1 data-backend-text className="text-2xl font-bold lg:text-3xl">
        {product.name}
      </h1>
      <StarRating value={product.rating} count={product.reviewsCount} />
      <p data-backend-text className="opacity-80">
        {product.summary.shortDescription}
      </p>
      <PriceLine price={product.price} discount={product.discount} />
      <button type="button" className="btn btn-success w-fit">
        {t('product.whatsApp')}
      </button>
      <SpecialOfferTimer countdown={product.details.specialOfferCountdown} />
      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper />
        <button type="button" className="btn btn-primary">
          {t('product.addToCart')}
        </button>
        <Link to="/Checkout" className="btn btn-secondary">
          {t('product.buyNow')}
        </Link>
      </div>
      <ProductExtras product={product} />
    </div>
  );
}

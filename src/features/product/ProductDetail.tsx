import type { Product } from '../../contract';
import { usePageTitle } from '../../i18n/usePageTitle';
import { ProductInfo } from './ProductInfo';
import { ProductTabs } from './ProductTabs';
import { RelatedProducts } from './RelatedProducts';
import { siteUrl } from '../../lib/siteUrl';

/** The product detail screen of docs/product.md §2. */
export function ProductDetail({ product }: { product: Product }) {
  usePageTitle(product.name); // product data: shown as the backend sends it

  return (
    <main className="mx-auto flex max-w-[1360px] flex-col gap-10 px-4 py-6 lg:py-10">
      <div className="grid gap-6 md:grid-cols-2 lg:gap-10">
        <figure className="flex items-center justify-center self-start rounded-box bg-base-200 p-6">
          <img
            src={siteUrl(product.thumbnail)}
            alt={product.name}
            width={480}
            height={480}
            className="aspect-square h-auto w-full max-w-md object-contain"
          />
        </figure>
        <ProductInfo product={product} />
      </div>
      <ProductTabs product={product} />
      <RelatedProducts product={product} />
    </main>
  );
}

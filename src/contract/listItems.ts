import { CategorySchema } from './category';
import type { EndpointName } from './endpoints';
import { FavoriteSchema } from './favorite';
import { ProductSchema } from './product';
import type { z } from './zod';

/**
 * The item each list call carries: the contract checks a list's items one by one (endpoints.ts), so
 * one bad item is named and skipped, not the list. Not imported by the app, which loads its schemas per resource.
 */
export const LIST_ITEMS: Partial<Record<EndpointName, { schema: z.ZodMiniType; ref: string; noun: string }>> =
  {
    listCategories: { schema: CategorySchema, ref: 'Category', noun: 'categories' },
    listProducts: { schema: ProductSchema, ref: 'Product', noun: 'products' },
    listFavorites: { schema: FavoriteSchema, ref: 'Favorite', noun: 'favorites' },
  };

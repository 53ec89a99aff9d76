import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';
import type { Category, Product } from '../../contract';
import { firstScreenCards, PRODUCT_GRID_BREAKPOINTS } from './gridRows';

/**
 * What a page's first screen shows of the backend: the products its grids start with and every
 * category. A route's loader returns it (src/app/routes.tsx): at build time from the build's
 * catalog, so that the HTML holds it and the router hands it to hydration (hydrationData); in the
 * browser from the backend's fresh answer. The list and category queries have the last word
 * once they answer (useProductList, useCategories).
 */
export interface FirstScreen {
  readonly kind: 'first-screen';
  readonly products: Product[];
  readonly categories: Category[];
}

/** The filter grid's first screen at its widest: three rows of its most columns. */
export const FILTER_FIRST_SCREEN = firstScreenCards(
  Math.max(...PRODUCT_GRID_BREAKPOINTS.map((b) => b.items)),
);

/** The first `count` products of the list, in its order. */
export function firstProducts(products: readonly Product[], count: number): Product[] {
  return products.slice(0, count);
}

export function firstScreen(products: Product[], categories: Category[]): FirstScreen {
  return { kind: 'first-screen', products, categories };
}

const isFirstScreen = (data: unknown): data is FirstScreen =>
  typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'first-screen';

/** The first screen the current page's route loaded, if it has one (null once a loader found no backend). */
export function useFirstScreen(): FirstScreen | undefined {
  // The router's state as useMatches reads it, but none outside a data router (a hook or a
  // component tested alone), where useMatches would throw.
  const state = useContext(UNSAFE_DataRouterStateContext);
  if (!state) return undefined;
  for (let at = state.matches.length - 1; at >= 0; at--) {
    const data: unknown = state.loaderData[state.matches[at]!.route.id];
    if (isFirstScreen(data)) return data;
  }
  return undefined;
}

/**
 * The build's HTML for each public route (tooling/prerender.ts runs this at
 * build time, in Node): the first screen as React renders it with the build's
 * catalog in the query cache (firstScreen.ts) and before any visitor choice or
 * clock is known. The build writes those queries beside the HTML and the browser
 * starts its cache from them (main.tsx); what the build could not know waits for
 * useHydrated().
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { fetchCategories } from '../api/categories';
import { requestJson } from '../api/http';
import { parseItems, parseWhole } from '../api/parse';
import { PRODUCT_LIST_PATH } from '../api/productList';
import { categorySchemas, productSchemas } from '../api/schemas';
import { createQueryClient } from '../api/queryClient';
import { Spinner } from '../components/Spinner';
import MainLayout from '../features/frame/MainLayout';
import { activateLanguage } from '../i18n/i18n';
import { takePrerenderedTitle } from '../i18n/usePageTitle';
import { useT } from '../i18n/useT';
import { BRAND_NAME } from '../lib/brand';
import { siteUrl } from '../lib/siteUrl';
import type { PageVariant } from '../preferences/pageVariant';
import { AppProviders } from './App';
import { FIRST_CALLS } from './firstCalls';
import { PUBLIC_PAGES } from './routeTable';
import { adoptFirstScreen, firstScreen, type Catalog, type FirstScreen } from './firstScreen';
import { createRoutes } from './routes';

/** Every public page (routeTable.ts); /detail/:id and /auth/* wait for sign-in and get the shell. */
export const PRERENDERED_PATHS: readonly string[] = PUBLIC_PAGES.map((page) => page.path);

/** Pages the browser paints only once it has parsed them (`paintedWhenParsed` in routeTable.ts). */
export const PAINTED_WHEN_PARSED: readonly string[] = PUBLIC_PAGES.filter(
  (page) => page.paintedWhenParsed,
).map((page) => page.path);

/**
 * The catalog as the app reads a backend's answers (GET /products, GET /catagory): checked
 * against the contract, an invalid item reported and left out (src/api/parse.ts).
 */
export async function catalogFromAnswers(products: unknown, categories: unknown): Promise<Catalog> {
  const [{ ProductListEnvelopeSchema, ProductSchema }, { CategoryListEnvelopeSchema, CategorySchema }] =
    await Promise.all([productSchemas(), categorySchemas()]);
  const envelope = parseWhole('load products', ProductListEnvelopeSchema, products);
  return {
    products: await parseItems(
      'product',
      ProductSchema,
      Array.isArray(envelope) ? envelope : envelope.products,
    ),
    categories: await parseItems(
      'category',
      CategorySchema,
      parseWhole('load categories', CategoryListEnvelopeSchema, categories),
    ),
  };
}

/**
 * The build's backend (VITE_API_URL), read with the app's own client: its timeout, its error
 * messages, its contract. Rejects with the ApiError the app would show.
 */
export async function catalogFromBackend(): Promise<Catalog> {
  const [products, categories] = await Promise.all([
    requestJson('load products', PRODUCT_LIST_PATH),
    fetchCategories(),
  ]);
  return catalogFromAnswers(products, categories);
}

/**
 * What a page's first screen loads as soon as the app runs (`preload` in routeTable.ts: its
 * screen, its first calls' contract), by their loaders `() => import('…')`: the build preloads
 * their chunks with the app's scripts (tooling/prerender.ts), a round trip sooner.
 */
export const FIRST_SCREEN_LOADERS: Readonly<Record<string, readonly (() => Promise<unknown>)[]>> =
  Object.fromEntries(
    PUBLIC_PAGES.filter((page) => page.preload && page.screen).map((page) => [
      page.path,
      [page.screen!, ...(page.firstCalls ?? []).map((call) => FIRST_CALLS[call].schemas)],
    ]),
  );

/**
 * A language's catalog, which the app loads before it adopts the page (main.tsx): preloaded with
 * the scripts of that language's pages, not a round trip after them. English ships in the app.
 */
export { LANGUAGE_CATALOGS } from '../i18n/i18n';

/** Every other path (signed-in pages, unknown URLs): the page frame around a spinner. */
export const SHELL_PATH = '/app-shell';

function PageLoading() {
  const t = useT();
  return <Spinner label={t('frame.loadingPage')} />;
}

const shellRoutes: RouteObject[] = [
  { path: '*', Component: MainLayout, children: [{ path: '*', Component: PageLoading }] },
];

async function html(element: ReactNode): Promise<string> {
  // React moves a Suspense boundary that comes after 12.8 kB of HTML out of place and puts it back
  // with an inline script, which the CSP refuses: the footer stayed hidden and failed to hydrate.
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/**
 * The page at `path` in a language and currency, as HTML for `<div id="root">`, the title it
 * sets, and its query cache, which the browser starts from (main.tsx). `catalog`: the build's
 * (null when it could not be read: the pages are written without products).
 */
export async function prerenderPage(
  path: string,
  { language, currency }: PageVariant,
  catalog: Catalog | null,
): Promise<{ html: string; title: string; data?: FirstScreen }> {
  const page = PUBLIC_PAGES.find((entry) => entry.path === path);
  const [screen] = await Promise.all([page?.screen?.(), activateLanguage(language)]);
  const data = firstScreen(path, catalog);
  const queryClient = createQueryClient();
  if (data) adoptFirstScreen(queryClient, data);
  // At a sub-path the page's links are under the base, as the browser's router writes them (App.tsx).
  const routes = createRoutes(queryClient, { screens: screen && { [path]: screen.default } });
  const handler = createStaticHandler(path === SHELL_PATH ? shellRoutes : routes, {
    basename: import.meta.env.BASE_URL,
  });
  const context = await handler.query(new Request(new URL(siteUrl(path), 'http://prerender.invalid')));
  // A path outside the router's basename, or no route: the build would write a not-found page.
  if (context instanceof Response || context.statusCode !== 200)
    throw new Error(
      `Prerendering ${path}: the route answered ${context instanceof Response ? context.status : context.statusCode}`,
    );
  const router = createStaticRouter(handler.dataRoutes, context);
  takePrerenderedTitle(); // another page's, if it set one
  const body = await html(
    <AppProviders queryClient={queryClient} hydrating currency={currency}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  // Its queries' garbage-collection timers would hold the build open for five minutes.
  queryClient.clear();
  const title = takePrerenderedTitle() || BRAND_NAME;
  return data ? { html: body, title, data } : { html: body, title };
}

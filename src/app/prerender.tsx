/**
 * The build's HTML for each public route (tooling/prerender.ts, in Node): the first screen with the
 * build's catalog in the query cache (firstScreen.ts); what the build cannot know waits for useHydrated().
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
import { PRODUCT_LIST_PATH } from '../api/productList/queries';
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

/** The catalog from a backend's answers, checked as the app checks them (src/api/parse.ts). */
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

/** The build's backend (VITE_API_URL), read with the app's own client; rejects with its ApiError. */
export async function catalogFromBackend(): Promise<Catalog> {
  const [products, categories] = await Promise.all([
    requestJson('load products', PRODUCT_LIST_PATH),
    fetchCategories(),
  ]);
  return catalogFromAnswers(products, categories);
}

/** Each `preload` page's screen and first calls' contract loaders: the build modulepreloads their chunks. */
export const FIRST_SCREEN_LOADERS: Readonly<Record<string, readonly (() => Promise<unknown>)[]>> =
  Object.fromEntries(
    PUBLIC_PAGES.filter((page) => page.preload && page.screen).map((page) => [
      page.path,
      [page.screen!, ...(page.firstCalls ?? []).map((call) => FIRST_CALLS[call].schemas)],
    ]),
  );

/** A language's catalog, preloaded with that language's pages (the app loads it before adopting). */
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
  // Past a chunk size React moves a Suspense boundary out of place and back with an inline script,
  // which the CSP refuses (the footer stayed hidden).
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/** The page at `path` in a variant: the HTML of `<div id="root">`, its title and its query cache. */
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
  const routes = createRoutes(queryClient, { screens: screen && { [path]: screen.default } });
  const handler = createStaticHandler(path === SHELL_PATH ? shellRoutes : routes, {
    basename: import.meta.env.BASE_URL,
  });
  const context = await handler.query(new Request(new URL(siteUrl(path), 'http://prerender.invalid')));
  // Outside the basename, or no route: the build would write a not-found page.
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
  // Its queries' garbage-collection timers would hold the build open.
  queryClient.clear();
  const title = takePrerenderedTitle() || BRAND_NAME;
  return data ? { html: body, title, data } : { html: body, title };
}

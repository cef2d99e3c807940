import type { Logger, SearchApiOptions } from '@shop/api-client';
import { categoryContentPath, emptyStateQueries, pageEndpoint, pageListingQuery, pageUrlState, SearchApiProvider, SHELL_QUERY_MARK } from '@shop/listing';
import { parseSearchParams, type SearchApi } from '@shop/api-client';
import { DEFAULT_LOCALE, isSupportedLocale, toStoredLocale } from '@shop/market';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { App } from './App';
import type { ShopRuntimeConfig } from './config';
import type { RouteMatch } from './routing/routes';

export { SHELL_NAMESPACES } from './shellNamespaces';

/** The page's locale from the runtime configuration (the default for one the shop does not know). */
export function pageLocale(config: ShopRuntimeConfig): string {
  return isSupportedLocale(config.locale) ? config.locale : DEFAULT_LOCALE;
}

/**
 * The page's API settings from the server (base URL, redirect allow-list, ad timeout): every remote builds its
 * client from them with the API client it bundles. The same in the browser and in the server renderer.
 */
export function pageApiOptions(config: ShopRuntimeConfig, logger: Logger): SearchApiOptions {
  return {
    baseUrl: config.apiBaseUrl,
    allowedRedirectHosts: config.allowedRedirectHosts,
    ...(config.adTimeoutMs ? { adTimeoutMs: config.adTimeoutMs } : {}),
    logger,
  };
}

/** One QueryClient per page (browser) or per request (server), with the same defaults on both sides. */
export function createPageQueryClient(): QueryClient {
  // Marked as the shell's: a remote's module knows by it that it renders in the shop (SHELL_QUERY_MARK).
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false, meta: { [SHELL_QUERY_MARK]: true } } } });
}

/** The remote module a route renders, `null` when it renders none. */
export function pageModule(match: RouteMatch): string | null {
  return match.kind === 'page' ? (match.module ?? 'search/SearchPage') : null;
}

/** What a route lists: its endpoint, URL state and locale (a route's own locale before the shop's); `null` for none. */
function pageListing(match: RouteMatch, search: string, locale: string) {
  if (match.kind !== 'page') return null;
  const urlState = parseSearchParams(search);
  const endpoint = pageEndpoint(match.module ?? 'search/SearchPage', match.params, urlState);
  if (!endpoint) return null;
  // Only the search alias (`/c/{seoText}/a{id}`) searches its SEO text; the cqe alias's is its name, shown, not
  // searched (the CqeView lists the address as it is: one key, so this prefetch is the page's request).
  const seoText = endpoint.type === 'search' ? match.params.seoText : undefined;
  return { endpoint, urlState: pageUrlState(urlState, seoText), locale: match.routeLocale ? toStoredLocale(match.routeLocale) : locale };
}

/**
 * The first page's listing query (the remote's `useListing` finds it under the same key). Started at boot in
 * the browser, awaited by the server renderer; `null` for a page that lists nothing.
 */
export function firstPageQuery(api: SearchApi, match: RouteMatch, search: string, locale: string) {
  const listing = pageListing(match, search, locale);
  return listing ? pageListingQuery(api, listing.endpoint, listing.urlState, listing.locale) : null;
}

/**
 * The category section content (intro, subcategories) of a category page, `null` for any other page: a page
 * the browser renders keeps its products back while it is on its way (`CatalogueListing`), so it is fetched
 * with the listing, at boot in the browser and beside it on the server.
 */
export function pageContentPath(match: RouteMatch, locale: string): string | null {
  if (match.kind !== 'page' || match.module !== 'category/CategoryPage') return null;
  return categoryContentPath(match.params.categoryId ?? '', locale, match.routeLocale);
}

/**
 * What the first page renders when its answer is a failure or empty (the listing's `emptyStateQueries`: the
 * no-results message and the bestsellers row), for the server renderer to fetch beside it; `null` for a page
 * that lists nothing.
 */
export function emptyPageQueries(api: SearchApi, match: RouteMatch, search: string, locale: string) {
  const listing = pageListing(match, search, locale);
  return listing ? emptyStateQueries(api, listing.endpoint, listing.locale) : null;
}

export interface PageTreeProps {
  queryClient: QueryClient;
  i18n: I18n;
  apiOptions: SearchApiOptions;
  locale: string;
  onLocale: (locale: string) => void;
  embedAllowedOrigins: readonly string[];
  /** `BrowserRouter` in the browser, `StaticRouter` on the server. */
  router: (children: ReactNode) => ReactNode;
  /** The page was opened with `isEmbedded=true`. */
  embeddedAtStart: boolean;
}

/** The whole page as React renders it: the same tree on the server and when the browser hydrates it. */
export function PageTree({ queryClient, i18n, apiOptions, locale, onLocale, embedAllowedOrigins, router, embeddedAtStart }: PageTreeProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <SearchApiProvider options={apiOptions}>
            {router(
              <Suspense fallback={null}>
                <App initialLocale={locale} onLocale={onLocale} embedAllowedOrigins={embedAllowedOrigins} embeddedAtStart={embeddedAtStart} />
              </Suspense>,
            )}
          </SearchApiProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

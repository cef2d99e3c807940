import { createLogger, createSearchApi, SHOP_ENVIRONMENT, type SearchApi, type SearchApiOptions } from '@shop/api-client';
import { SearchApiContext, type SearchApiSource } from '@shop/page-context';
import { useContext, useMemo, type ReactNode } from 'react';
import { SPONSORED_TIMEOUT_MS } from './sponsored';

/** The shop's client settings for a base URL: ad timeout and log level of SPEC §9. */
export function shopSearchApiOptions(baseUrl = '/'): SearchApiOptions {
  return { baseUrl, adTimeoutMs: SPONSORED_TIMEOUT_MS, logger: createLogger({ level: SHOP_ENVIRONMENT.LOG_LEVEL }) };
}

/** The shop's client for a base URL: ad timeout and log level of SPEC §9. */
export function createShopSearchApi(baseUrl = '/'): SearchApi {
  return createSearchApi(shopSearchApiOptions(baseUrl));
}

/**
 * Provides the page's search API settings. The host passes its runtime `options`; a test or a standalone
 * page may pass a ready `api`, or just a `baseUrl`. Defaults to the host's proxy at `/`. Rendered links and
 * images below it follow the settings' link policy (own origin plus `ALLOWED_REDIRECT_HOSTS`; ui-kit's
 * `useLinkPolicy` reads it from the same page-wide context, so it reaches every remote's bundle).
 */
export function SearchApiProvider({ api, options, baseUrl, children }: { api?: SearchApi; options?: SearchApiOptions; baseUrl?: string; children: ReactNode }) {
  const value = useMemo<SearchApiSource>(
    () => (api ? { api } : { options: options ?? shopSearchApiOptions(baseUrl) }),
    [api, options, baseUrl],
  );
  return <SearchApiContext.Provider value={value}>{children}</SearchApiContext.Provider>;
}

// One client per settings object in this bundle: the host's settings, this bundle's request code.
const clients = new WeakMap<SearchApiOptions, SearchApi>();
let fallbackApi: SearchApi | null = null;

/** The search API client built with this bundle's API client from the page's settings. */
export function useSearchApi(): SearchApi {
  const source = useContext(SearchApiContext);
  if (source && 'api' in source) return source.api;
  if (source) {
    let client = clients.get(source.options);
    if (!client) {
      client = createSearchApi(source.options);
      clients.set(source.options, client);
    }
    return client;
  }
  fallbackApi ??= createShopSearchApi();
  return fallbackApi;
}

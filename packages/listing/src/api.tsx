import { createLogger, createSearchApi, SHOP_ENVIRONMENT, type SearchApi } from '@shop/api-client';
import { LinkPolicyContext } from '@shop/ui-kit';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SPONSORED_TIMEOUT_MS } from './sponsored';

const SearchApiContext = createContext<SearchApi | null>(null);

/** The shop's client for a base URL: ad timeout and log level of SPEC §9. */
export function createShopSearchApi(baseUrl = '/'): SearchApi {
  return createSearchApi({ baseUrl, adTimeoutMs: SPONSORED_TIMEOUT_MS, logger: createLogger({ level: SHOP_ENVIRONMENT.LOG_LEVEL }) });
}

/**
 * Provides the search API client; without a provider the client talks to `/` (the host's proxy). Rendered
 * links and images below it follow the client's link policy (own origin plus `ALLOWED_REDIRECT_HOSTS`).
 */
export function SearchApiProvider({ api, baseUrl, children }: { api?: SearchApi; baseUrl?: string; children: ReactNode }) {
  const value = useMemo(() => api ?? createShopSearchApi(baseUrl), [api, baseUrl]);
  return (
    <SearchApiContext.Provider value={value}>
      <LinkPolicyContext.Provider value={value.linkPolicy}>{children}</LinkPolicyContext.Provider>
    </SearchApiContext.Provider>
  );
}

let fallbackApi: SearchApi | null = null;

export function useSearchApi(): SearchApi {
  const api = useContext(SearchApiContext);
  if (api) return api;
  fallbackApi ??= createShopSearchApi();
  return fallbackApi;
}

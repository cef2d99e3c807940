import { createSearchApi, type SearchApi } from '@shop/api-client';
import { LinkPolicyContext } from '@shop/ui-kit';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SPONSORED_TIMEOUT_MS } from './sponsored';

const SearchApiContext = createContext<SearchApi | null>(null);

/**
 * Provides the search API client; without a provider the client talks to `/` (the host's proxy). Rendered
 * links and images below it follow the client's link policy (own origin plus `ALLOWED_REDIRECT_HOSTS`).
 */
export function SearchApiProvider({ api, baseUrl, children }: { api?: SearchApi; baseUrl?: string; children: ReactNode }) {
  const value = useMemo(() => api ?? createSearchApi({ baseUrl: baseUrl ?? '/', adTimeoutMs: SPONSORED_TIMEOUT_MS }), [api, baseUrl]);
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
  fallbackApi ??= createSearchApi({ baseUrl: '/', adTimeoutMs: SPONSORED_TIMEOUT_MS });
  return fallbackApi;
}

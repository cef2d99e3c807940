import type { SearchApi, SearchApiOptions } from '@shop/api-client';
import { createContext } from 'react';

/**
 * How the page reaches the search API. The host hands down its runtime settings (`options`); each remote
 * builds its own client from them with the API client it bundles, so request building is the remote's
 * own code. Tests and standalone pages may hand a ready client (`api`).
 */
export type SearchApiSource = { readonly options: SearchApiOptions } | { readonly api: SearchApi };

/** One context object for the whole page: the host's provider reaches every remote's hooks. */
export const SearchApiContext = createContext<SearchApiSource | null>(null);

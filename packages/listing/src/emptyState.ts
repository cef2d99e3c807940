import { displayableItems, type ApiResult, type SearchApi, type SearchEndpoint, type SearchResult } from '@shop/api-client';
import { noResultsMessageKey, shopMessageQuery } from './messages';
import { bestsellersQuery } from './Recommendations';

/**
 * What a listing's failed or empty state renders besides its answer (SPEC §4, §8): the storefront's no-results
 * message (nrp for a search, ncp for a catalogue page: the page's `emptyContent`) and the bestsellers row. A
 * server that rendered such an answer fetches them too: its HTML then carries them, nothing moves when they
 * would have arrived, and the browser asks for neither when it hydrates.
 */
export function emptyStateQueries(api: SearchApi, endpoint: SearchEndpoint, locale: string) {
  return [shopMessageQuery(api, noResultsMessageKey(endpoint), locale), bestsellersQuery(api, locale)] as const;
}

/** Whether a listing shows its failed or empty state for this first answer: an error, or no product to show. */
export function showsEmptyState(answer: ApiResult<SearchResult>): boolean {
  return answer.kind === 'error' || (answer.kind === 'ok' && displayableItems(answer.data.items ?? []).length === 0);
}

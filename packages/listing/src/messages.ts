import type { MessageKey, SearchApi, SearchEndpoint, SearchResult } from '@shop/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchApi } from './api';

/**
 * SPEC §4: the no-results (nrp) or no-category-products (ncp) message is loaded when there are no results,
 * or when a semantic-only search found nothing by keyword (its products are then only "similar").
 */
export function needsNoResultsMessage(result: Pick<SearchResult, 'numFound' | 'xPayload'>): 'empty' | 'semanticOnly' | null {
  if (result.numFound === 0) return 'empty';
  return result.xPayload?.keywordResults?.num_items_found === 0 ? 'semanticOnly' : null;
}

/** How long a storefront message is kept once read. */
export const MESSAGE_KEPT_MS = 30 * 60_000;

/**
 * The storefront's message for a key (SPEC §4 nrp, ncp): one cache entry for the page and a server's prefetch.
 * The API client answers a failure as a value, not a throw: only a message read is kept, so the next page
 * without results asks again once the service is back (a failure kept for half an hour hid its text).
 */
export function shopMessageQuery(api: SearchApi, key: MessageKey, locale: string) {
  return queryOptions({
    queryKey: ['message', key, locale] as const,
    queryFn: ({ signal }) => api.message(key, locale, { signal }),
    staleTime: (query) => (query.state.data?.kind === 'ok' ? MESSAGE_KEPT_MS : 0),
  });
}

/** The message a listing of `endpoint` shows when it has nothing (SPEC §4): nrp for a search, ncp for a catalogue page. */
export function noResultsMessageKey(endpoint: SearchEndpoint): MessageKey {
  return endpoint.type === 'search' ? 'nrp' : 'ncp';
}

/** The storefront's message text for a key, or `null` while loading or when the service has none. */
export function useShopMessage(key: MessageKey, locale: string): string | null {
  return useShopMessageState(key, locale, true).text;
}

/**
 * The storefront's message for a key, read only while `wanted` (SPEC §4: loaded only for an answer that needs it):
 * its text (`null` when the service has none) and whether it is still on its way (never while not wanted).
 */
export function useShopMessageState(key: MessageKey, locale: string, wanted: boolean): { text: string | null; pending: boolean } {
  const api = useSearchApi();
  const message = useQuery({ ...shopMessageQuery(api, key, locale), enabled: wanted });
  return { text: message.data?.kind === 'ok' ? message.data.data.value : null, pending: wanted && message.isPending };
}

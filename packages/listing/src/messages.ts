import type { MessageKey, SearchResult } from '@shop/api-client';
import { useQuery } from '@tanstack/react-query';
import { useSearchApi } from './api';

/**
 * SPEC §4: the no-results (nrp) or no-category-products (ncp) message is loaded when there are no results,
 * or when a semantic-only search found nothing by keyword (its products are then only "similar").
 */
export function needsNoResultsMessage(result: Pick<SearchResult, 'numFound' | 'xPayload'>): 'empty' | 'semanticOnly' | null {
  if (result.numFound === 0) return 'empty';
  return result.xPayload?.keywordResults?.num_items_found === 0 ? 'semanticOnly' : null;
}

/** The storefront's message text for a key, or `null` while loading or when the service has none. */
export function useShopMessage(key: MessageKey, locale: string): string | null {
  const api = useSearchApi();
  const message = useQuery({
    queryKey: ['message', key, locale],
    queryFn: ({ signal }) => api.message(key, locale, { signal }),
    staleTime: 30 * 60_000,
  });
  return message.data?.kind === 'ok' ? message.data.data.value : null;
}

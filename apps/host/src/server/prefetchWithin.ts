import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';

/**
 * Prefetches a query for the server's render, for at most `ms`: a query not answered by then is cancelled
 * (its request aborted, its state reverted), so a late answer never reaches the hydration state without being
 * in the markup; the browser fetches it instead. Resolves once the query settled or was cancelled, never rejects.
 */
export function prefetchWithin<T, K extends readonly unknown[]>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>, ms: number): Promise<void> {
  const timer = setTimeout(() => void queryClient.cancelQueries({ queryKey: options.queryKey, exact: true }), ms);
  return queryClient.prefetchQuery(options).finally(() => clearTimeout(timer));
}

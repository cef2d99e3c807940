import { parseSearchParams, stringifySearchParams, type UrlState } from '@shop/api-client';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useListingStore } from './store';

/** The page query, read from the URL (the source of truth; back/forward re-read it). */
export function useUrlState(): UrlState {
  const { search } = useLocation();
  return useMemo(() => parseSearchParams(search), [search]);
}

/**
 * Writes a new query to the URL of the current path. Filter, sort and paging changes keep the scroll
 * position unless `scrollTop` is asked for. The listing on screen starts its request for the new query
 * at once, in the event handler.
 */
export function useSetUrlState(): (next: UrlState, options?: { path?: string; scrollTop?: boolean; replace?: boolean }) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (next, options = {}) => {
      const query = stringifySearchParams(next);
      // The new answer is asked for now, while React renders the page for the new address.
      if ((options.path ?? pathname) === pathname) useListingStore.getState().prefetchListing?.(next);
      navigate(`${options.path ?? pathname}${query ? `?${query}` : ''}`, {
        replace: options.replace ?? false,
        state: options.scrollTop ? null : { keepScroll: true },
      });
    },
    [navigate, pathname],
  );
}

import { parseSearchParams, stringifySearchParams, type UrlState } from '@shop/api-client';
import { useCallback, useMemo } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import { useListingStoreApi } from './store';

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
  const store = useListingStoreApi();
  return useCallback(
    (next, options = {}) => {
      const query = stringifySearchParams(next);
      // The new answer is asked for now, while React renders the page for the new address.
      if ((options.path ?? pathname) === pathname) store.getState().prefetchListing?.(next);
      navigate(`${options.path ?? pathname}${query ? `?${query}` : ''}`, {
        replace: options.replace ?? false,
        state: options.scrollTop ? null : { keepScroll: true },
      });
    },
    [navigate, pathname, store],
  );
}

/**
 * Our path (`/q/search?q=sofa&offset=48`) as the href a link shows, through the router: on the shop the path
 * itself; in a storefront's widget the shop's address (memory routing) or the path under the widget's base path
 * (url routing). A bare path there pointed at the storefront's own site, where a link opened in a new tab found
 * nothing.
 */
export function useLinkHref(): (path: string) => string {
  const root = useHref('/');
  const prefix = root.endsWith('/') ? root.slice(0, -1) : root;
  return useCallback((path: string) => `${prefix}${path}`, [prefix]);
}

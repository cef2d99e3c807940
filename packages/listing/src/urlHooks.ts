import { parseSearchParams, stringifySearchParams, type UrlState } from '@shop/api-client';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The page query, read from the URL (the source of truth; back/forward re-read it). */
export function useUrlState(): UrlState {
  const { search } = useLocation();
  return useMemo(() => parseSearchParams(search), [search]);
}

/**
 * Writes a new query to the URL of the current path. Filter, sort and paging changes keep the scroll
 * position unless `scrollTop` is asked for.
 */
export function useSetUrlState(): (next: UrlState, options?: { path?: string; scrollTop?: boolean; replace?: boolean }) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (next, options = {}) => {
      const query = stringifySearchParams(next);
      navigate(`${options.path ?? pathname}${query ? `?${query}` : ''}`, {
        replace: options.replace ?? false,
        state: options.scrollTop ? null : { keepScroll: true },
      });
    },
    [navigate, pathname],
  );
}

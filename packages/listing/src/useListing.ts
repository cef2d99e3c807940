import {
  displayableItems,
  insertSponsored,
  type ApiResult,
  type DisplayItem,
  type SearchEndpoint,
  type SearchResult,
  type UrlState,
  type RequestContext,
  type SearchApi,
} from '@shop/api-client';
import { useShopTranslation } from '@shop/market';
import { useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { toastStore, touchSession, useSessionId } from '@shop/page-context';
import { useSearchApi } from './api';
import { readAbValue } from './consent';
import { alignOffset, allItems, nextOffset } from './listingMachine';
import { fetchSponsored, sponsoredEligible, SPONSORED_POSITIONS, type SponsoredContext } from './sponsored';
import { useListingStore } from './store';
import { useCookies } from './useCookies';
import { useUrlState } from './urlHooks';

/** SPEC §9 default page size. */
export const DEFAULT_FETCHSIZE = 48;

export function requestContextFor(locale: string, cookies = typeof document === 'undefined' ? '' : document.cookie): RequestContext {
  const [language = 'de', country = 'DE'] = locale.split('_');
  const abValue = readAbValue(cookies);
  return { country, language, fetchsize: DEFAULT_FETCHSIZE, ...(abValue ? { abValue } : {}) };
}

/** Query options factory: keys come from here only (STYLE §5). */
export function listingQueryOptions(api: SearchApi, endpoint: SearchEndpoint, state: UrlState, context: RequestContext) {
  return {
    queryKey: ['listing', endpoint, context.country, context.language, state] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.search(endpoint, state, context, { signal }) as Promise<ApiResult<SearchResult>>,
    // Failures are answers too (never thrown), but only successes may be served from the cache.
    staleTime: (query: { state: { data?: ApiResult<SearchResult> } }) => (query.state.data?.kind === 'ok' ? 60_000 : 0),
  };
}

/**
 * The query a listing page makes for an endpoint and a URL — the one place that derives it, so a prefetch
 * (the host starts it while the remote still loads) and the page share one cache entry.
 */
export function pageListingQuery(api: SearchApi, endpoint: SearchEndpoint, urlState: UrlState, locale: string) {
  const context = requestContextFor(locale);
  const fetchsize = context.fetchsize ?? DEFAULT_FETCHSIZE;
  const state = { ...urlState, offset: alignOffset(urlState.offset, fetchsize) };
  return listingQueryOptions(api, endpoint, state, context);
}

/** The endpoint a federated page lists, from its module and route parameters (SPEC §2, §7). */
export function pageEndpoint(module: string, params: Readonly<Record<string, string>>, urlState: UrlState): SearchEndpoint | null {
  switch (module) {
    case 'search/SearchPage':
      return { type: 'search' };
    case 'category/CategoryPage':
      return { type: 'category', categoryId: params.categoryId ?? '', categoryName: params.categoryName ?? '' };
    case 'category/BrandPage':
      return params.brandName ? { type: 'brand', brandName: params.brandName, ...(params.brandId ? { brandId: params.brandId } : {}) } : { type: 'brand', brandId: params.brandId ?? '' };
    case 'category/NamedQueryPage':
      return { type: 'query', queryId: params.queryId ?? '' };
    case 'evaluation/CqeView': {
      const id = params.id ?? urlState.cqeName ?? '';
      return id ? { type: 'cqe', id } : null;
    }
    default:
      return null;
  }
}

export type ListingView =
  | { status: 'loading' }
  | { status: 'redirect'; location: string }
  | { status: 'error'; httpStatus: number }
  | {
      status: 'ready';
      result: SearchResult;
      items: DisplayItem[];
      numFound: number;
      fetchsize: number;
      /** Offset of the first shown block (after rounding, SPEC §4). */
      firstOffset: number;
      loadingMore: boolean;
      canLoadMore: boolean;
      loadMore: () => void;
      /** A refetch after a filter change is running; the old results stay visible meanwhile. */
      updating: boolean;
    };

/**
 * Page load and load-more for one listing page (SPEC §4): fetch through TanStack Query, round the offset
 * down, filter the displayed items, and load further blocks once per offset.
 */
export function useListing(endpoint: SearchEndpoint, locale: string): ListingView {
  const api = useSearchApi();
  const { t } = useShopTranslation('search');
  const urlState = useUrlState();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const context = useMemo(() => requestContextFor(locale), [locale]);
  const fetchsize = context.fetchsize ?? DEFAULT_FETCHSIZE;
  const options = useMemo(() => pageListingQuery(api, endpoint, urlState, locale), [api, endpoint, urlState, locale]);
  const state = options.queryKey[4];
  const query = useQuery({ ...options, placeholderData: keepPreviousData, retry: false });
  const key = JSON.stringify(options.queryKey);

  const begin = useListingStore((s) => s.begin);
  useEffect(() => {
    begin(key);
    touchSession();
  }, [begin, key]);
  const listing = useListingStore((s) => (s.key === key ? s.listing : null));

  const answer = query.data;
  // The client already checked 3xx targets against the allow-list; a redirect result's URL may only be our own path.
  const ownPath = (url: string | undefined) => (url && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : undefined);
  const redirectTo = answer?.kind === 'redirect' ? answer.location : answer?.kind === 'ok' && answer.data.type === 'redirect' ? ownPath(answer.data.redirectURL) : undefined;
  useEffect(() => {
    if (!redirectTo) return;
    // SPEC §2: our own paths navigate in the app; an external (allow-listed) target assigns the window location.
    if (redirectTo.startsWith('/') && !redirectTo.startsWith('//')) navigate(redirectTo, { replace: true });
    else window.location.assign(redirectTo);
  }, [redirectTo, navigate]);

  const first = answer?.kind === 'ok' && answer.data.type !== 'redirect' ? answer.data : undefined;
  const session = useSessionId();
  const cookies = useCookies();
  const sponsoredContext = useMemo<SponsoredContext | null>(
    () =>
      typeof window === 'undefined'
        ? null
        : {
            endpoint,
            country: context.country,
            language: context.language,
            cookies,
            isEmbedded: state.isEmbedded,
            viewportWidth: window.innerWidth,
            session,
          },
    [endpoint, context, state.isEmbedded, session, cookies],
  );
  const eligible = Boolean(first && sponsoredContext && session && sponsoredEligible(sponsoredContext, first));
  // Sponsored products for the first block only; they never hold up the results (SPEC §4, §7).
  const sponsored = useQuery({
    queryKey: ['sponsored', key],
    queryFn: ({ signal }) => fetchSponsored(api, sponsoredContext!, first!, signal),
    enabled: eligible,
    retry: false,
    staleTime: Infinity,
  });
  const firstItems = useMemo(() => {
    const shown = first ? displayableItems(first.items ?? []) : [];
    return sponsored.data?.length ? insertSponsored(shown, sponsored.data, SPONSORED_POSITIONS) : shown;
  }, [first, sponsored.data]);

  const loadMore = useCallback(() => {
    const store = useListingStore.getState();
    if (!first || store.key !== key) return;
    const offset = nextOffset(state.offset, fetchsize, store.listing.blocks, first.numFound);
    if (offset === null || !store.trigger(key, offset)) return;
    const next = listingQueryOptions(api, endpoint, { ...state, offset }, context);
    queryClient
      .fetchQuery({ ...next, retry: false })
      .then((res) => {
        if (res.kind === 'ok') store.succeed(key, offset, displayableItems(res.data.items ?? []));
        else throw new Error(`load more failed with ${res.status}`);
      })
      .catch(() => {
        // SPEC §4: on failure the offset is un-triggered, so the button works again — and fetches again.
        queryClient.removeQueries({ queryKey: next.queryKey, exact: true });
        useListingStore.getState().fail(key, offset);
        toastStore.getState().show(t('error.headline'), { tone: 'error' });
      });
  }, [first, key, state, fetchsize, api, endpoint, context, queryClient, t]);

  if (redirectTo) return { status: 'redirect', location: redirectTo };
  if (!answer) {
    if (query.isError) return { status: 'error', httpStatus: 500 };
    return { status: 'loading' };
  }
  if (answer.kind === 'error') return { status: 'error', httpStatus: answer.status };
  if (answer.kind !== 'ok') return { status: 'loading' };
  const data = answer.data;
  const blocks = listing?.blocks ?? [];
  const items = allItems(firstItems, listing ?? { triggered: new Set(), blocks: [], loadingMore: false });
  return {
    status: 'ready',
    result: data,
    items,
    numFound: data.numFound,
    fetchsize,
    firstOffset: state.offset,
    loadingMore: listing?.loadingMore ?? false,
    canLoadMore: nextOffset(state.offset, fetchsize, blocks, data.numFound) !== null,
    loadMore,
    updating: query.isPlaceholderData,
  };
}

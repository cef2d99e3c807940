import {
  displayableItems,
  isHttpRequestError,
  insertSponsored,
  isOwnPath,
  resolveRedirectTarget,
  needsCanonicalQuery,
  boundedTerm,
  preloadAnswerRules,
  stringifySearchParams,
  type ApiResult,
  type DisplayItem,
  type SearchEndpoint,
  type SearchResult,
  type UrlState,
  type RequestContext,
  type SearchApi,
} from '@shop/api-client';
import { useShopTranslation } from '@shop/market';
import { whenIdle } from '@shop/ui-kit';
import { ServerRedirectContext, touchSession } from '@shop/page-context';
import { useQuery, useQueryClient, keepPreviousData, type Query, type QueryClient } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';
import { gridboxesLoadedEvent } from './analytics';
import { useSearchApi } from './api';
import { readAbValue, readConsent, readCustomerNumber } from './consent';
import { activeFilterCount } from './facetState';
import { alignOffset, allItems, isUntouched, nextOffset } from './listingMachine';
import { usePageEvents } from './pageEvents';
import { fetchSponsored, fetchSponsoredBanners, sponsoredEligible, SPONSORED_POSITIONS, type SponsoredBanners, type SponsoredContext } from './sponsored';
import { useListingState, useListingStoreApi } from './store';
import { ToastStoreContext } from './toastScope';
import { useViewportWidth } from './timing';
import { useCookies } from './useCookies';
import { useUrlState } from './urlHooks';

/** SPEC §9 default page size. */
export const DEFAULT_FETCHSIZE = 48;

/**
 * Redirects followed one after the other before the page stops and shows an error: an upstream whose redirects
 * go round (A → B → A) would otherwise have the tab navigate for ever. Legitimate chains are one or two long
 * (a brand's name → its page); browsers give up on HTTP redirects after 20.
 */
export const MAX_REDIRECT_HOPS = 5;

/** How many redirects in a row led to this history entry (the listing writes it into the entry's state). */
export function redirectHops(historyState: unknown): number {
  const hops = (historyState as { redirectHops?: unknown } | null | undefined)?.redirectHops;
  return typeof hops === 'number' && Number.isInteger(hops) && hops > 0 ? hops : 0;
}

export function requestContextFor(locale: string, cookies = typeof document === 'undefined' ? '' : document.cookie): RequestContext {
  const [language = 'de', country = 'DE'] = locale.split('_');
  const abValue = readAbValue(cookies);
  return { country, language, fetchsize: DEFAULT_FETCHSIZE, ...(abValue ? { abValue } : {}) };
}

/** Automatic retries of a failed listing request (a transient failure: no answer or a timeout). */
export const LISTING_RETRIES = 2;
/** Longest wait between two retries. */
export const LISTING_RETRY_MAX_DELAY_MS = 30_000;

/** Backoff between retries: 1 s, 2 s, 4 s, … up to {@link LISTING_RETRY_MAX_DELAY_MS}. */
export function listingRetryDelay(failures: number): number {
  return Math.min(1000 * 2 ** failures, LISTING_RETRY_MAX_DELAY_MS);
}

/**
 * What a gateway answers for a service that gave no answer or is unavailable for now: our server's proxy says
 * 502 when the search API is unreachable and 504 when it timed out, a balancer 503 while it restarts.
 */
const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * A failure retried by itself, as one that may pass: no answer at all (our server unreachable, a timeout), or a
 * gateway's word that the service gave none ({@link GATEWAY_STATUSES}; in the browser the search API's silence
 * is our proxy's 502 or 504). The failure's status is 500 for all of these (SPEC §7); the answer's own status
 * tells them apart. The API's own answer — a 4xx, a 500, a refused body — is shown at once with "try again"
 * (SPEC §7, §8).
 */
export function isTransientFailure(error: unknown): boolean {
  if (!isHttpRequestError(error)) return true;
  if (error.reason === 'network' || error.reason === 'timeout') return true;
  return error.reason === 'http' && GATEWAY_STATUSES.has(error.response?.status ?? 0);
}

/**
 * API statuses that say the page is not there (404) or gone for good (410): asking again cannot help, and the
 * host's server answers a page with that status.
 */
export const NOT_THERE_STATUSES: ReadonlySet<number> = new Set([404, 410]);

/**
 * The names under which the search API refuses a part of a listing's path (SPEC §7: brand, named query and
 * category section paths; the reference API's 400 body `{ param }`). No address parameter has these names.
 */
const PATH_PARAMS: ReadonlySet<string> = new Set(['brandName', 'brandId', 'queryId', 'categoryId', 'id']);

/**
 * The status of a failed listing's page when the API says it is not there: its 404 or 410, or 404 for a 400
 * that refuses the address's path (`/q/brand/sofa/b1x`, `/q/query/Sale!`) — no such page can exist, as for a
 * route whose validity check fails (SPEC §2). `null` for any other failure.
 */
export function notThereStatus(error: unknown): 404 | 410 | null {
  if (!isHttpRequestError(error)) return null;
  if (NOT_THERE_STATUSES.has(error.statusCode)) return error.statusCode === 410 ? 410 : 404;
  return error.statusCode === 400 && PATH_PARAMS.has(paramOf(error.body) ?? '') ? 404 : null;
}

/** The parameter a 400's body names (`{ param }`), if any. */
function paramOf(body: unknown): string | undefined {
  const param = body !== null && typeof body === 'object' ? (body as { param?: unknown }).param : undefined;
  return typeof param === 'string' ? param : undefined;
}

type ListingAnswer = ApiResult<SearchResult>;

/** After a failure, coming back (focus, network) tries again; a good answer is not refetched under the shopper. */
function refetchWhenFailed(query: Query<ListingAnswer, Error, ListingAnswer, readonly unknown[]>): boolean {
  return query.state.status === 'error';
}

/**
 * Query options factory: keys come from here only (STYLE §5). A failed answer is thrown, so TanStack Query
 * retries transient failures with backoff and refetches a failed listing when the page regains focus or the
 * browser comes back online.
 */
export function listingQueryOptions(api: SearchApi, endpoint: SearchEndpoint, state: UrlState, context: RequestContext) {
  return {
    queryKey: ['listing', endpoint, context.country, context.language, state] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ListingAnswer> => {
      const answer = (await api.search(endpoint, state, context, { signal })) as ListingAnswer;
      if (answer.kind === 'error') throw answer.error;
      return answer;
    },
    // Only answers are cached (successes and redirects); failures are never served from the cache.
    staleTime: 60_000,
    retry: (failures: number, error: Error) => failures < LISTING_RETRIES && isTransientFailure(error),
    retryDelay: listingRetryDelay,
    refetchOnWindowFocus: refetchWhenFailed,
    refetchOnReconnect: refetchWhenFailed,
    // A failure the shell's prefetch already met is shown, not asked again when the page mounts (SPEC §7, §8:
    // one request per failing page load); "try again", focus and reconnect ask again.
    retryOnMount: false,
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

/**
 * The query a page lists: the address, plus the SEO text of the search alias `/c/{seoText}/a{id}` as the
 * query when the address has none (SPEC §2) — so heading, field and request agree.
 */
export function pageUrlState(urlState: UrlState, seoText: string | undefined): UrlState {
  if (!seoText || urlState.q) return urlState;
  const q = boundedTerm(seoText.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim());
  return q ? { ...urlState, q } : urlState;
}

/**
 * The address's single-value parameters the page sends and can list without: a sort, and the page's settings
 * (campaign, design theme, page id) — the API refuses one that is too long with a 400 naming it.
 */
const DROPPABLE_SCALARS = ['sort', 'campaign', 'designTheme', 'pageId'] as const;
type DroppableScalar = (typeof DROPPABLE_SCALARS)[number];

function isDroppableScalar(param: string): param is DroppableScalar {
  return (DROPPABLE_SCALARS as readonly string[]).includes(param);
}

/** URL parameters a 400 answer may name that the page can drop and load again without (SPEC §5). */
function droppableParam(body: unknown, state: UrlState): string | undefined {
  const param = paramOf(body);
  if (param === undefined) return undefined;
  if ((isDroppableScalar(param) && state[param] !== undefined) || (param === 'offset' && state.offset > 0) || param in state.filters) return param;
  return undefined;
}

/**
 * The address state without the parameter a 400 answer's body names, when the page can drop it and load again
 * without (SPEC §5: a bad parameter is dropped, not fatal); `undefined` when it names none such.
 */
export function withoutRefusedParam(body: unknown, state: UrlState): UrlState | undefined {
  const param = droppableParam(body, state);
  return param === undefined ? undefined : withoutParam(state, param);
}

function withoutParam(state: UrlState, param: string): UrlState {
  if (isDroppableScalar(param)) {
    const next = { ...state };
    delete next[param];
    return next;
  }
  if (param === 'offset') return { ...state, offset: 0 };
  const filters = { ...state.filters };
  delete filters[param];
  return { ...state, filters };
}

export type ListingView =
  | { status: 'loading' }
  | { status: 'redirect'; location: string }
  | {
      status: 'error';
      httpStatus: number;
      /**
       * Asks again now (the "try again" button); absent when asking again cannot help: the API says the page
       * does not exist (404) or is gone (410).
       */
      retry?: () => void;
      /** A new attempt is running. */
      retrying: boolean;
    }
  | {
      status: 'ready';
      result: SearchResult;
      items: DisplayItem[];
      numFound: number;
      fetchsize: number;
      /** Offset of the first shown block (after rounding, SPEC §4). */
      firstOffset: number;
      /** Offset of the last shown block: load more moves the current page on (pagination follows it). */
      lastOffset: number;
      /**
       * How far into the result the shopper has come: the end of the last shown block (at most `numFound`), what
       * load more's "You have seen … of …" counts. Not the tiles: sponsored products placed among them are not
       * the result's, and products that cannot be shown are left out of them (counted by tiles, two sponsored
       * products hid the button while the last two products were still to come).
       */
      shownUpTo: number;
      loadingMore: boolean;
      /** Blocks added by load more so far. */
      loadedBlocks: number;
      canLoadMore: boolean;
      loadMore: () => void;
      /** A refetch after a filter change is running; the old results stay visible meanwhile. */
      updating: boolean;
      /**
       * The state the shown result was asked for: the page's own, or while `updating` the one before. Its
       * facets' and selections' links lead on from that state (`facetPanelHandlers` makes them lead on from
       * the current one).
       */
      answeredState: UrlState;
      /** Sponsored banners of the page (SPEC §7), fetched under the same conditions as sponsored products. */
      banners: SponsoredBanners;
    };

const NO_BANNERS: SponsoredBanners = { pencil: null, inGrid: null };

/** The latest the answer rules wait for an idle moment before they load anyway. */
export const ANSWER_RULES_IDLE_MS = 2_000;

/** How many listings' last sponsored-products load a page keeps for links to a place on it. */
export const AD_LOADS_KEPT = 50;

/**
 * Each listing's last sponsored-products load, per query cache (one per shop page, one per storefront widget
 * session): kept beyond the listing's own mount, so back to a place on a listing from a page of another kind
 * (whose listing hook is another) shows what that listing showed.
 */
const adLoadsByCache = new WeakMap<QueryClient, Map<string, string>>();

/**
 * Remembers a listing's last sponsored-products load as the newest. Bounded: the listings of a long visit, the
 * one least recently remembered forgotten first.
 */
export function rememberAdLoad(loads: Map<string, string>, key: string, load: string): void {
  loads.delete(key);
  loads.set(key, load);
  if (loads.size > AD_LOADS_KEPT) loads.delete(loads.keys().next().value!);
}

function adLoadsOf(cache: QueryClient): Map<string, string> {
  let loads = adLoadsByCache.get(cache);
  if (!loads) {
    loads = new Map();
    adLoadsByCache.set(cache, loads);
  }
  return loads;
}

/**
 * Page load and load-more for one listing page (SPEC §4): fetch through TanStack Query, round the offset
 * down, filter the displayed items, and load further blocks once per offset.
 */
export function useListing(endpoint: SearchEndpoint, locale: string, seoText?: string): ListingView {
  const api = useSearchApi();
  const { t } = useShopTranslation('search');
  const addressState = useUrlState();
  const urlState = useMemo(() => pageUrlState(addressState, seoText), [addressState, seoText]);
  const { pathname, search, state: historyState, key: entryKey, hash } = useLocation();
  const navigationType = useNavigationType();
  const hops = redirectHops(historyState);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { open, embedded, track } = usePageEvents();
  const context = useMemo(() => requestContextFor(locale), [locale]);
  const fetchsize = context.fetchsize ?? DEFAULT_FETCHSIZE;
  const options = useMemo(() => pageListingQuery(api, endpoint, urlState, locale), [api, endpoint, urlState, locale]);
  const state = options.queryKey[4];
  const query = useQuery({ ...options, placeholderData: keepPreviousData });
  const key = JSON.stringify(options.queryKey);
  // A failure is shown where it happened, not kept for the next visit: `retryOnMount: false` (the shell's failed
  // prefetch is not asked again by its page) would show it again from the cache when the shopper comes back to
  // this listing (back, or a link), without asking the service, which may be back by then. Once no page shows
  // it, a failed listing is dropped (after this commit's other cleanups: its own observer's is one of them).
  const { queryKey } = options;
  useEffect(
    () => () => {
      setTimeout(() => {
        const left = queryClient.getQueryCache().find({ queryKey, exact: true });
        if (left?.state.status === 'error' && left.getObserversCount() === 0) queryClient.removeQueries({ queryKey, exact: true });
      }, 0);
    },
    [queryClient, queryKey],
  );
  // The state whose answer is shown: kept while the next one is on its way (the previous answer stays).
  const answered = useRef(state);
  useEffect(() => {
    if (!query.isPlaceholderData && query.data) answered.current = state;
  });

  const store = useListingStoreApi();
  // The page's toast queue, or a storefront widget state's own (toastScope.ts).
  const toasts = useContext(ToastStoreContext);
  useEffect(() => {
    const prefetch = (next: UrlState) => void queryClient.prefetchQuery(pageListingQuery(api, endpoint, pageUrlState(next, seoText), locale));
    store.setState({ prefetchListing: prefetch });
    return () => {
      if (store.getState().prefetchListing === prefetch) store.setState({ prefetchListing: null });
    };
  }, [store, queryClient, api, endpoint, seoText, locale]);

  // A page the server rendered came with its answer: the answer rules (a chunk of their own) are first needed by
  // the request after the shopper's first tap, and load while the page is idle, not on the way to it.
  useEffect(() => whenIdle(preloadAnswerRules, ANSWER_RULES_IDLE_MS), []);

  // A new history entry of the listing the shopper is at (after load more: "previous page" or "1", the header's
  // category, the same search again) is that page anew: its first block alone. Not back or forward (they keep
  // what was loaded), not a link to a place on the page (the skip link's #main), nor a filter or sort applied
  // again unchanged (`keepScroll`: the shopper stays where they are on the page). The same listing is told by
  // its key, not by the address: `?q=sofa&sort=relevance` and its page link `?q=sofa` are one listing.
  // (The router's links replace the entry when they lead to the address already shown; `navigate` pushes one.)
  const keepScroll = (historyState as { keepScroll?: unknown } | null)?.keepScroll === true;
  const entry = useRef(entryKey);
  useEffect(() => {
    if (entry.current === entryKey) return;
    entry.current = entryKey;
    const again = hash === '' && navigationType !== NavigationType.Pop && !keepScroll;
    if (again && store.getState().key === key) store.getState().restart(key);
  }, [entryKey, hash, navigationType, keepScroll, key, store]);

  const begin = useListingState((s) => s.begin);
  useEffect(() => {
    begin(key);
    // SPEC §4 page load, step 4: every page load renews the session, also one that asks for no sponsored products
    // (filters selected): a shopper active for more than 300 s keeps their session id for the next ad request.
    // A widget in a storefront's page shows no ads (SPEC §6): it writes no ad cookie on the storefront's domain
    // (whose consent banner granted marketing for its own vendors); its session lives in memory.
    touchSession(Date.now(), { storeCookie: !embedded && readConsent(document.cookie).marketing });
  }, [begin, key, embedded]);
  // Nothing loaded or asked for yet reads as `null`, before and after `begin`: starting the page's listing in the
  // effect above then renders nothing again (a store's change renders its readers at sync priority: right after
  // a hydration, the whole page once more in the task of its effects).
  const listing = useListingState((s) => (s.key === key && !isUntouched(s.listing) ? s.listing : null));

  const answer = query.data;
  // Kept-previous data is the page before's answer: its redirect is not this page's (it may have led here).
  const ownAnswer = query.isPlaceholderData ? undefined : answer;
  // The client already judged redirects by the link rule; a redirect result from elsewhere (a mock) is judged here.
  const redirectResult = ownAnswer?.kind === 'ok' && ownAnswer.data.type === 'redirect' ? ownAnswer.data : undefined;
  const target =
    ownAnswer?.kind === 'redirect' ? ownAnswer.location : redirectResult ? (resolveRedirectTarget(redirectResult.redirectURL, api.linkPolicy) ?? undefined) : undefined;
  // Redirects that go round end here, with an error instead of a tab that navigates for ever.
  const redirectLoop = target !== undefined && hops >= MAX_REDIRECT_HOPS;
  const redirectTo = redirectLoop ? undefined : target;
  useEffect(() => {
    if (!redirectTo) return;
    // SPEC §2: our own paths navigate in the app; an external (allow-listed) target assigns the window location.
    if (isOwnPath(redirectTo)) navigate(redirectTo, { replace: true, state: { redirectHops: hops + 1 } });
    else open(redirectTo);
  }, [redirectTo, hops, navigate, open]);
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  /** The status this listing's query last failed with, while it is asked again. */
  const lastFailure = useRef<{ key: string; status: number } | null>(null);

  const first = answer?.kind === 'ok' && answer.data.type !== 'redirect' ? answer.data : undefined;
  // SPEC §5: what the page drops must leave the address too, and a bad parameter must not fail the page.
  const settled = !query.isPlaceholderData;
  let corrected: UrlState | undefined;
  if (query.isError && isHttpRequestError(query.error) && query.error.statusCode === 400) {
    corrected = withoutRefusedParam(query.error.body, addressState);
  } else if (settled && first && addressState.offset > 0 && state.offset >= first.numFound) {
    // An offset past the end shows the last page instead of "no results" beside a count.
    corrected = { ...addressState, offset: first.numFound > 0 ? alignOffset(first.numFound - 1, fetchsize) : 0 };
  } else if (needsCanonicalQuery(search)) {
    corrected = addressState;
  }
  const correctedQuery = corrected ? stringifySearchParams(corrected) : undefined;
  const correctedHref = correctedQuery === undefined ? undefined : `${pathname}${correctedQuery ? `?${correctedQuery}` : ''}`;
  useEffect(() => {
    // A correction on the way through redirects keeps their count: it must not restart a loop's.
    if (correctedHref !== undefined) navigate(correctedHref, { replace: true, state: { keepScroll: true, ...(hops > 0 ? { redirectHops: hops } : {}) } });
  }, [correctedHref, hops, navigate]);

  // Kept-previous data is another page's answer: nothing may be derived from it for this page (SPEC §4).
  const current = query.isPlaceholderData ? undefined : first;
  const cookies = useCookies();
  // The ad channel (SPEC §9: mobile up to 767 px) follows the window, read once resizing has paused.
  const viewportWidth = useViewportWidth();
  const sponsoredContext = useMemo<SponsoredContext | null>(
    () =>
      typeof window === 'undefined'
        ? null
        : {
            endpoint,
            country: context.country,
            language: context.language,
            cookies,
            isEmbedded: state.isEmbedded || embedded,
            viewportWidth,
            session: '',
          },
    [endpoint, context, state.isEmbedded, embedded, cookies, viewportWidth],
  );
  // SPEC §4: with selected facet values (in the answer or in the address) sponsored products are skipped. An
  // address value counts when the answer knows its code as a filter: a campaign's `utm_source` or `gclid` lists
  // the same products and is no filter (it read as one, and a newsletter's shoppers saw no sponsored products).
  const eligible = Boolean(current && sponsoredContext && activeFilterCount(state, current) === 0 && sponsoredEligible(sponsoredContext, current));
  // Sponsored products for the first block only; they never hold up the results (SPEC §4, §7). Asked anew at
  // every page load (SPEC §4 page load, step 2: clear the sponsored products): kept per history entry, so back
  // and forward show what that page showed, and the same listing reached again asks the ad service again. A
  // link to a place on the page (the skip link's #main) is a history entry but no page load: it shows the ads
  // its listing showed last. Not those of the entry before it: the browser's own entry for #main has no key of
  // its own (every such entry reads "default"), and back to it from the next page was taken for a new load.
  // An entry is told by its key and its place: the page the browser loaded and its #main share the key.
  const entryId = `${entryKey}${hash}`;
  const adLoads = adLoadsOf(queryClient);
  const loadOf = (entry: string) => ({ entry, load: hash === '' ? entryKey : (adLoads.get(key) ?? entryKey) });
  const [adLoad, setAdLoad] = useState(() => loadOf(entryId));
  if (adLoad.entry !== entryId) setAdLoad(loadOf(entryId));
  useEffect(() => rememberAdLoad(adLoads, key, adLoad.load), [adLoads, key, adLoad.load]);
  const sponsored = useQuery({
    queryKey: ['sponsored', key, adLoad.load],
    queryFn: ({ signal }) => {
      // The session is renewed when the request goes out, so an idle shopper's old id is never sent (SPEC §4).
      const session = touchSession(Date.now(), { storeCookie: readConsent(document.cookie).marketing }).id;
      return fetchSponsored(api, { ...sponsoredContext!, session }, current!, signal);
    },
    enabled: eligible,
    retry: false,
    staleTime: Infinity,
  });
  const sponsoredBanners = useQuery({
    queryKey: ['sponsoredBanners', key, adLoad.load],
    queryFn: ({ signal }) => {
      const cookie = document.cookie;
      const session = touchSession(Date.now(), { storeCookie: readConsent(cookie).marketing }).id;
      return fetchSponsoredBanners(api, { ...sponsoredContext!, session }, current!, readCustomerNumber(cookie) ?? '', signal);
    },
    enabled: eligible,
    retry: false,
    staleTime: Infinity,
  });
  const banners = (eligible ? sponsoredBanners.data : undefined) ?? NO_BANNERS;
  const sponsoredItems = eligible ? sponsored.data : undefined;
  const firstItems = useMemo(() => {
    const shown = first ? displayableItems(first.items ?? []) : [];
    return sponsoredItems?.length ? insertSponsored(shown, sponsoredItems, SPONSORED_POSITIONS) : shown;
  }, [first, sponsoredItems]);

  const loadMore = useCallback(() => {
    if (!first) return;
    // The listing's blocks belong to this page; a click before the effect that starts them has run (right
    // after hydration) starts them here instead of doing nothing.
    store.getState().begin(key);
    const listingNow = store.getState();
    const offset = nextOffset(state.offset, fetchsize, listingNow.listing.blocks, first.numFound);
    if (offset === null || !listingNow.trigger(key, offset)) return;
    const next = listingQueryOptions(api, endpoint, { ...state, offset }, context);
    queryClient
      .fetchQuery({ ...next, retry: false })
      .then((res) => {
        if (res.kind !== 'ok') throw new Error(`load more failed with ${res.status}`);
        // Its products are loaded gridboxes too (SPEC §7 analytics), said once the block is shown.
        if (listingNow.succeed(key, offset, displayableItems(res.data.items ?? []))) track(gridboxesLoadedEvent(res.data, state.path));
      })
      .catch(() => {
        // SPEC §4: on failure the offset is un-triggered, so the button works again — and fetches again.
        queryClient.removeQueries({ queryKey: next.queryKey, exact: true });
        // A block the listing no longer waits for (started again meanwhile) fails unsaid.
        if (store.getState().fail(key, offset)) toasts.getState().show(t('error.headline'), { tone: 'error' });
      });
  }, [first, key, state, fetchsize, api, endpoint, context, queryClient, t, store, toasts, track]);

  const redirect = redirectTo ?? (correctedHref !== undefined && (query.isError || (first && state.offset >= first.numFound)) ? correctedHref : undefined);
  // On the server, the page is a redirect (the host answers with one, with the API's 301 or 302 kept, SPEC §7);
  // in the browser it navigates itself.
  const serverRedirect = useContext(ServerRedirectContext);
  if (redirect !== undefined) {
    serverRedirect?.(redirect, redirectTo !== undefined && ownAnswer?.kind === 'redirect' ? ownAnswer.status : 302);
    return { status: 'redirect', location: redirect };
  }
  const failed = (httpStatus: number): ListingView => ({ status: 'error', httpStatus, ...(NOT_THERE_STATUSES.has(httpStatus) ? {} : { retry }), retrying: query.isFetching });
  // Redirects that went round: 508 Loop Detected.
  if (redirectLoop) return failed(508);
  if (!answer || query.isPlaceholderData) {
    if (query.isError) {
      const status = notThereStatus(query.error) ?? (isHttpRequestError(query.error) ? query.error.statusCode : 500);
      lastFailure.current = { key, status };
      return failed(status);
    }
    // Asked again after a failure ("try again", focus, back online): TanStack Query makes a query without data
    // pending again, which would show the loading state and take the retry button, with the shopper's focus,
    // away while it asks. The failure stays on screen, its button busy, until the answer comes.
    if (query.isFetching && query.errorUpdateCount > 0 && lastFailure.current?.key === key) return failed(lastFailure.current.status);
    if (!answer) return { status: 'loading' };
    // The page before was a redirect (here, as a rule): nothing of it to show while this page's answer comes.
    if (answer.kind !== 'ok' || answer.data.type === 'redirect') return { status: 'loading' };
  }
  if (answer.kind === 'error') return failed(answer.status);
  if (answer.kind !== 'ok') return { status: 'loading' };
  // A redirect result whose target the link rule refused: nowhere to go, and nothing to show.
  if (redirectResult) return failed(500);
  const data = answer.data;
  const blocks = listing?.blocks ?? [];
  const items = allItems(firstItems, listing ?? { triggered: new Set(), blocks: [], loadingMore: false });
  const lastOffset = blocks.length ? blocks[blocks.length - 1]!.offset : state.offset;
  return {
    status: 'ready',
    result: data,
    items,
    numFound: data.numFound,
    fetchsize,
    firstOffset: state.offset,
    lastOffset,
    shownUpTo: Math.min(data.numFound, lastOffset + fetchsize),
    loadingMore: listing?.loadingMore ?? false,
    loadedBlocks: blocks.length,
    canLoadMore: nextOffset(state.offset, fetchsize, blocks, data.numFound) !== null,
    loadMore,
    updating: query.isPlaceholderData,
    answeredState: query.isPlaceholderData ? answered.current : state,
    banners,
  };
}

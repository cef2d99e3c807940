import type { SponsoredBannerRequest, SponsoredProductsRequest } from './types';
import { QUERY_PARSE_LIMITS, type UrlState } from './urlState';

/** Search version value sent as `version` (SPEC §9 SEARCH_VERSION). */
export const SEARCH_VERSION = '2.1.0';
/** Search API version (SPEC §9 SEARCH_API_VERSION), sent in the Accept media type. */
export const SEARCH_API_VERSION = 2;
export const SEARCH_ACCEPT = `application/mindshift.search+json;version=${SEARCH_API_VERSION}`;
/** SPEC §9 default page size. */
export const DEFAULT_FETCHSIZE = 48;
/** Countries where the `ldtmulti` A/B value is sent to the search endpoint (SPEC §5). */
export const AB_COUNTRIES: readonly string[] = ['SK', 'NL', 'PL', 'BE', 'CZ', 'FR', 'DE'];
/** The A/B value that only search requests in {@link AB_COUNTRIES} keep. */
export const LDTMULTI = 'ldtmulti';
export const SPONSORED_REQUEST_PATH = '/t/piq/request';

/** Which search-data call a page makes, with its path parameters (README wire conventions). */
export type SearchEndpoint =
  | { type: 'search' }
  /** An empty `categoryName` is replaced by the category id: the id alone identifies the category. */
  | { type: 'category'; categoryName: string; categoryId: string }
  | { type: 'brand'; brandName: string; brandId?: string }
  | { type: 'brand'; brandName?: undefined; brandId: string }
  | { type: 'query'; queryId: string }
  | { type: 'cqe'; id: string }
  | { type: 'evaluation'; firstIndex: number | string; secondIndex: number | string };

export type SearchEndpointType = SearchEndpoint['type'];

/** SPEC §7: the form of the brand filter value that names a brand by its brand page address. */
export const BRAND_PAGE_FILTER_PREFIX = 'brandpageurl:';

/** `brandpageurl:{value}` (SPEC §7), where `value` is the brand page's address below `/brand/`. */
export function brandPageFilterValue(value: string): string {
  return `${BRAND_PAGE_FILTER_PREFIX}${value}`;
}

/** The brand page address a `brandpageurl:{value}` filter value names, or `undefined` for another value. */
export function brandPageUrlOf(value: string): string | undefined {
  return value.startsWith(BRAND_PAGE_FILTER_PREFIX) ? value.slice(BRAND_PAGE_FILTER_PREFIX.length) : undefined;
}

/**
 * The brand filter value a brand page sends: its brand page address as the path names it —
 * `{brandName}`, `{brandName}/{brandId}` or `{brandId}` (SPEC §7) — in the `brandpageurl:` form.
 */
export function brandPageFilterOf(endpoint: Extract<SearchEndpoint, { type: 'brand' }>): string {
  const parts = endpoint.brandName === undefined ? [endpoint.brandId] : [endpoint.brandName, ...(endpoint.brandId === undefined ? [] : [endpoint.brandId])];
  return brandPageFilterValue(parts.join('/'));
}

/** Market and tracking values a request needs besides the URL state. */
export interface RequestContext {
  /** Country code, e.g. `DE`; sent as `assortment` and in `X-Country`. */
  country: string;
  /** Language code, e.g. `de`; sent in `X-Language`. */
  language: string;
  /** Defaults to `48`. */
  fetchsize?: number;
  /** A/B cookie value, sent as `v`. A comma-separated list; its `ldtmulti` entry is subject to SPEC §5. */
  abValue?: string;
  /** Request id, for logging. */
  requestId?: string;
  spanId?: string;
  tug?: string;
}

/** A request ready for `fetch`: `path` is relative to the API base URL. */
export interface ApiRequest {
  method: 'GET' | 'POST';
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body?: unknown;
  /** The call may outlive the page (an event sent as the shopper leaves it, e.g. a banner's click). */
  keepalive?: boolean;
}

// Parameters the client sets itself; a page URL cannot override them through filters.
const CLIENT_PARAMS = new Set([
  'q',
  'sort',
  'offset',
  'fetchsize',
  'locale',
  'assortment',
  'version',
  'idsOnly',
  'productsOnly',
  'withFacets',
  'campaign',
  'pageId',
  'queryId',
  'designTheme',
  'id',
  'spanId',
  'v',
  'tug',
]);

/** `language_COUNTRY`, the stored locale form (SPEC §3). */
export function toApiLocale(language: string, country: string): string {
  return `${language.toLowerCase()}_${country.toUpperCase()}`;
}

/** The custom headers that carry the storefront's country and language (SPEC §7). */
function storefrontHeaders(country: string, language: string): Record<string, string> {
  return { 'X-Country': country.toUpperCase(), 'X-Language': language.toLowerCase() };
}

export function searchHeaders(country: string, language: string): Record<string, string> {
  return { Accept: SEARCH_ACCEPT, ...storefrontHeaders(country, language) };
}

const seg = encodeURIComponent;

export function searchPath(endpoint: SearchEndpoint): string {
  switch (endpoint.type) {
    case 'search':
      return '/q/api/search';
    case 'category':
      return `/q/api/category/${seg(endpoint.categoryName || endpoint.categoryId)}/${seg(endpoint.categoryId)}`;
    case 'brand':
      if (endpoint.brandName === undefined) return `/q/api/brand/${seg(endpoint.brandId)}`;
      return endpoint.brandId === undefined
        ? `/q/api/brand/${seg(endpoint.brandName)}`
        : `/q/api/brand/${seg(endpoint.brandName)}/${seg(endpoint.brandId)}`;
    case 'query':
      return `/q/api/query/${seg(endpoint.queryId)}`;
    case 'cqe':
      return `/q/api/cqe/${seg(endpoint.id)}`;
    case 'evaluation':
      return `/q/api/evaluation/${seg(String(endpoint.firstIndex))}/${seg(String(endpoint.secondIndex))}`;
  }
}

/** The longest A/B value sent; a longer cookie is no value of the shop's (a URL must not grow with it). */
export const MAX_AB_VALUE_CHARS = 200;

/**
 * The A/B value to send: entries named `ldtmulti` (`ldtmulti`, `ldtmulti:2`, `ldtmulti=b`) are removed unless
 * the endpoint is search and the country is an A/B country (SPEC §5). `undefined` when nothing is left, or for
 * a value longer than {@link MAX_AB_VALUE_CHARS}.
 */
export function abValueFor(abValue: string | undefined, endpoint: SearchEndpointType, country: string): string | undefined {
  if (abValue === undefined || abValue.length > MAX_AB_VALUE_CHARS) return undefined;
  const keepLdtmulti = endpoint === 'search' && AB_COUNTRIES.includes(country.toUpperCase());
  const entries = abValue
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .filter((entry) => keepLdtmulti || entry.split(/[:=]/, 1)[0]?.toLowerCase() !== LDTMULTI);
  return entries.length > 0 ? entries.join(',') : undefined;
}

function validFetchsize(fetchsize: number | undefined): number {
  return fetchsize !== undefined && Number.isSafeInteger(fetchsize) && fetchsize > 0 ? fetchsize : DEFAULT_FETCHSIZE;
}

/**
 * Builds a search-data request (SPEC §5, §7). The page URL's filters are passed through as repeated
 * parameters; view-only parameters (isEmbedded, cqeName, campaignPageName, path) are not sent.
 */
export function buildSearchRequest(endpoint: SearchEndpoint, state: UrlState, context: RequestContext): ApiRequest {
  const query = new URLSearchParams();
  const trimmed = state.q?.trim();
  // A wildcard query is dropped (SPEC §5).
  if (state.q !== undefined && trimmed !== '' && trimmed !== '*') query.append('q', state.q);
  // A brand page names its brand as a filter value (SPEC §7); the page's own address decides which, not a
  // `brandpageurl:` value an earlier link left in the URL.
  const brandPage = endpoint.type === 'brand' ? brandPageFilterOf(endpoint) : undefined;
  if (brandPage !== undefined) query.append('brand', brandPage);
  const filterPairs: [string, string][] = [];
  for (const [code, values] of Object.entries(state.filters)) {
    if (CLIENT_PARAMS.has(code)) continue;
    // On a brand page the page's own value is one of the brand's values: the address's keep room for it
    // (QUERY_PARSE_LIMITS.arrayLimit in all), or the API would refuse the brand filter and it would be dropped.
    const brandValues = brandPage !== undefined && code === 'brand' ? values.filter((value) => brandPageUrlOf(value) === undefined).slice(0, QUERY_PARSE_LIMITS.arrayLimit - 1) : null;
    for (const value of brandValues ?? values) filterPairs.push([code, value]);
  }
  const filtersAt = [...query.keys()].length;
  if (state.sort !== undefined && state.sort !== '') query.set('sort', state.sort);
  query.set('offset', String(Number.isSafeInteger(state.offset) && state.offset > 0 ? state.offset : 0));
  query.set('fetchsize', String(validFetchsize(context.fetchsize)));
  query.set('locale', toApiLocale(context.language, context.country));
  query.set('assortment', context.country.toUpperCase());
  query.set('version', SEARCH_VERSION);
  query.set('idsOnly', 'false');
  query.set('productsOnly', 'false');
  if (state.campaign !== undefined) query.set('campaign', state.campaign);
  if (state.pageId !== undefined) query.set('pageId', state.pageId);
  // SPEC §3 search request: a named query adds its id as a parameter, besides naming it in the path; so does
  // the custom query embeddings view (SPEC §2: it passes the named query id as a query parameter).
  if (endpoint.type === 'query') query.set('queryId', endpoint.queryId);
  else if (endpoint.type === 'cqe') query.set('queryId', endpoint.id);
  if (state.designTheme !== undefined) query.set('designTheme', state.designTheme);
  if (context.requestId !== undefined) query.set('id', context.requestId);
  if (context.spanId !== undefined) query.set('spanId', context.spanId);
  const v = abValueFor(context.abValue, endpoint.type, context.country);
  if (v !== undefined) query.set('v', v);
  if (context.tug !== undefined) query.set('tug', context.tug);
  // An address within the parse limits (QUERY_PARSE_LIMITS.parameterLimit parameters) leaves no room for the
  // client's own: the API would refuse the whole request (400 'query', which no parameter to drop answers). The
  // filters the address lists last are left out instead.
  const room = QUERY_PARSE_LIMITS.parameterLimit - [...query.keys()].length;
  const own = [...query.entries()];
  const ordered = new URLSearchParams([...own.slice(0, filtersAt), ...filterPairs.slice(0, Math.max(0, room)), ...own.slice(filtersAt)]);
  return {
    method: 'GET',
    path: searchPath(endpoint),
    query: ordered,
    headers: searchHeaders(context.country, context.language),
  };
}

/** `GET /q/api/gridboxes/{country}/{language}?ids=a,b&version=2` (SPEC §7). */
export function buildGridboxesRequest(country: string, language: string, ids: readonly string[]): ApiRequest {
  const query = new URLSearchParams({ ids: ids.join(','), version: String(SEARCH_API_VERSION) });
  return {
    method: 'GET',
    path: `/q/api/gridboxes/${seg(country.toUpperCase())}/${seg(language.toLowerCase())}`,
    query,
    headers: { Accept: 'application/json' },
  };
}

export type MessageKey = 'nrp' | 'ncp';

/** `GET /q/api/message?key=nrp|ncp&locale=de_DE` (SPEC §7); `locale` in `language_COUNTRY` form. */
export function buildMessageRequest(key: MessageKey, locale: string): ApiRequest {
  return {
    method: 'GET',
    path: '/q/api/message',
    query: new URLSearchParams({ key, locale }),
    headers: { Accept: 'application/json' },
  };
}

/** `GET /q/api/suggest?q=…&locale=…&assortment=…`. */
export function buildSuggestRequest(q: string, context: Pick<RequestContext, 'country' | 'language'>): ApiRequest {
  return {
    method: 'GET',
    path: '/q/api/suggest',
    query: new URLSearchParams({
      q,
      locale: toApiLocale(context.language, context.country),
      assortment: context.country.toUpperCase(),
    }),
    headers: searchHeaders(context.country, context.language),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Ads (SPEC §5, §7, §9)

export type AdPageType = 'campaign' | 'category' | 'search' | 'product';
export type AdType = 'pencilTeaser' | 'inGrid';
export type AdChannel = 'desktop' | 'mobile';
export type AdEventKind = 'track' | 'conversion' | 'impression' | 'view' | 'click';

export const AD_SITE = '01';
export const AD_PAGE_TYPE_CODES: Readonly<Record<AdPageType, string>> = {
  campaign: '020',
  category: '030',
  search: '040',
  product: '050',
};
export const AD_TYPE_CODES: Readonly<Record<AdType, string>> = { pencilTeaser: '4', inGrid: '2' };
export const AD_CHANNEL_CODES: Readonly<Record<AdChannel, string>> = { desktop: '1', mobile: '2' };
/** Most sponsored banner items per ad type (SPEC §5). */
export const MAX_BANNER_ITEMS: Readonly<Record<AdType, number>> = { pencilTeaser: 6, inGrid: 15 };

export interface AdSlot {
  /** Environment number, a non-negative integer. */
  environment: number;
  pageType: AdPageType;
  adType: AdType;
  channel: AdChannel;
}

/**
 * Ad slot id (SPEC §9): environment number, site `01`, page type, ad type and channel written one after the
 * other, e.g. environment 1, search, pencil teaser, desktop → `"10104041"`.
 */
export function buildAdSlotId(slot: AdSlot): string {
  const environment = Number.isSafeInteger(slot.environment) && slot.environment >= 0 ? slot.environment : 0;
  return `${environment}${AD_SITE}${AD_PAGE_TYPE_CODES[slot.pageType]}${AD_TYPE_CODES[slot.adType]}${AD_CHANNEL_CODES[slot.channel]}`;
}

function nonNegativeInt(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** Cuts a banner item count to {@link MAX_BANNER_ITEMS} of the ad type (SPEC §5). */
export function capBannerCount(adType: AdType, count: number): number {
  return Math.min(nonNegativeInt(count), MAX_BANNER_ITEMS[adType]);
}

export interface SponsoredProductsInput {
  /** Ad session cookie value. */
  session: string;
  slot: string;
  /** Category list or matched product codes. */
  targets: readonly string[];
  count: number;
  /** Defaults to `count`. */
  countFill?: number;
  /** Defaults to `false`. */
  internal?: boolean;
  /**
   * The storefront the ads are for, sent as `X-Country` and `X-Language` like every call of the page (SPEC §7):
   * a banner's picture, text and link are the storefront's own.
   */
  country?: string;
  language?: string;
}

export function buildSponsoredProductsBody(input: SponsoredProductsInput): SponsoredProductsRequest {
  const count = nonNegativeInt(input.count);
  return {
    session: input.session,
    slot: input.slot,
    targets: [...input.targets],
    count,
    count_fill: Math.min(nonNegativeInt(input.countFill ?? count), count),
    internal: input.internal ?? false,
  };
}

export interface SponsoredBannerInput extends SponsoredProductsInput {
  adType: AdType;
  width?: number;
  height?: number;
  auction?: string;
  user?: string;
}

/** Banner request body; the item count is cut to 6 (pencil teaser) or 15 (in-grid) (SPEC §5). */
export function buildSponsoredBannerBody(input: SponsoredBannerInput): SponsoredBannerRequest {
  const count = capBannerCount(input.adType, input.count);
  const body: SponsoredBannerRequest = buildSponsoredProductsBody({ ...input, count });
  if (input.width !== undefined) body.width = input.width;
  if (input.height !== undefined) body.height = input.height;
  if (input.auction !== undefined) body.auction = input.auction;
  if (input.user !== undefined) body.user = input.user;
  return body;
}

export function buildSponsoredRequest(body: SponsoredProductsRequest | SponsoredBannerRequest, storefront: { country?: string; language?: string } = {}): ApiRequest {
  const { country, language } = storefront;
  return {
    method: 'POST',
    path: SPONSORED_REQUEST_PATH,
    query: new URLSearchParams(),
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(country !== undefined && language !== undefined ? storefrontHeaders(country, language) : {}),
    },
    body,
  };
}

export function buildAdEventRequest(kind: AdEventKind, body: unknown): ApiRequest {
  return {
    method: 'POST',
    path: `/t/piq/${kind}`,
    query: new URLSearchParams(),
    headers: { 'Content-Type': 'application/json' },
    body,
    // A click on a banner that leads to another site is sent as the page goes: the browser keeps it going.
    keepalive: true,
  };
}

/** Joins a base URL (default `/`, absolute or relative) with a request's path and query. */
export function requestUrl(baseUrl: string, request: Pick<ApiRequest, 'path' | 'query'>): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const search = request.query.toString();
  return `${base}${request.path}${search === '' ? '' : `?${search}`}`;
}

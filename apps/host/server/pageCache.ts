/** SPEC §2, §9: prefixes whose pages may be cached for 30 minutes. */
export const CACHEABLE_PREFIXES = ['/h/', '/q/query', '/q/brand', '/q/api/gridboxes'] as const;
/** Query parameters that do not make a page uncacheable. */
export const CACHE_NEUTRAL_PARAMS = new Set(['sort', 'pageId', 'link', 'path']);

/** A route locale segment (`/q/de-DE/query/x`) does not change which prefix a page belongs to. */
const ROUTE_LOCALE = /^\/q\/[a-z]{2}-[A-Z]{2}(?=\/)/;

/**
 * `public, max-age=1800, s-maxage=1800` for the cacheable prefixes when the query has no parameters other
 * than sort, pageId, link and path; otherwise 300 s (SPEC §9).
 */
export function pageCacheControl(pathname: string, params: URLSearchParams): string {
  const path = pathname.replace(ROUTE_LOCALE, '/q');
  const cacheablePath = CACHEABLE_PREFIXES.some((prefix) => path.startsWith(prefix));
  const neutral = [...params.keys()].every((key) => CACHE_NEUTRAL_PARAMS.has(key));
  const seconds = cacheablePath && neutral ? 1800 : 300;
  return `public, max-age=${seconds}, s-maxage=${seconds}`;
}

/**
 * How long a shared cache may keep a page whose status went out before its render was done (the search API
 * slower than the status wait: the page streams, its frame first): 30 seconds. What it turns out to be is not
 * known when its headers go: rendered, or left to the browser by a render that failed or missed its deadline.
 * Kept for the page's whole lifetime (30 minutes), the page the browser renders was every shopper's and every
 * crawler's long after the API came back; kept this long, a burst of requests for the page is still one render.
 */
export const STREAMED_PAGE_KEPT_S = 30;

/** The cache headers of a page that streams (see {@link STREAMED_PAGE_KEPT_S}); a browser asks again each time. */
export function streamedPageCacheControl(): string {
  return `public, max-age=0, s-maxage=${STREAMED_PAGE_KEPT_S}`;
}

import { isOwnPath, parseSearchParams, safeLink, stringifySearchParams, type LinkPolicy, type SearchResult } from '@shop/api-client';
import { judgeLocale } from '../routing/localeJudge';
import { matchRoute, type PageMatch } from '../routing/routes';

/**
 * The address search engines should keep for a listing page rendered on the server (`<link rel="canonical">`),
 * as a path on our origin: the renderer makes it absolute on the public origin the request was made to when the
 * host's configuration names it (`CANONICAL_ORIGINS`), and leaves it relative otherwise (resolved against the
 * page's own address; a `Host` header is never taken on trust). One page is reached by many addresses, and each would be indexed apart:
 * - a category's name in its path is free text (`/h/anything/c1001` lists category c1001): the canonical path
 *   is the one the search API gives that category in the page's breadcrumbs (through the link rule, and only
 *   if it is our own path to a category page with the same id), so old and mistyped names lead to one page;
 *   with no such crumb the page gets no canonical, rather than one that keeps a wrong name;
 * - a brand's name is free text too (`/q/brand/anything/b1001`, any case): its canonical path is its crumb's, a
 *   brand page's own path whose crumb names the page's brand by its id (the crumb's code) or its name (any case);
 *   with no such crumb, none;
 * - the query is written as the shop writes it (`stringifySearchParams`: fixed order, defaults left out,
 *   spaces as `+`), without what changes how the page is shown or counted but not what it lists (`designTheme`,
 *   `pageId`, `path`), and with only the filters the answer knows as facets (a tracking parameter such as
 *   `utm_source` is read as a filter, and lists the same products);
 * - what the shopper chose stays (search term, filters, sort, offset, campaign): it is the page they would
 *   share, and browsers that share a page send its canonical address.
 * `null` for a page framed by a storefront (`isEmbedded=true`, kept out of indexes by its `X-Robots-Tag`, which
 * a canonical would contradict).
 */
export function canonicalHref(match: PageMatch, url: URL, result: SearchResult | null, policy: LinkPolicy): string | null {
  const state = parseSearchParams(url.search);
  if (state.isEmbedded) return null;
  const path =
    match.page === 'category' ? categoryPath(match.params.categoryId, result, policy) : match.page === 'brand' ? brandPath(match.params, result, policy) : ownPath(url.pathname);
  if (path === null) return null;
  const facets = new Set((result?.facets ?? []).map((facet) => facet.code));
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([code]) => facets.has(code)));
  const { designTheme: _theme, pageId: _pageId, path: _path, ...kept } = state;
  const query = stringifySearchParams({ ...kept, filters });
  return query ? `${path}?${query}` : path;
}

/** The request's path without empty segments (`/q//search/` is `/q/search`), as the route table reads it. */
function ownPath(pathname: string): string {
  return `/${pathname.split('/').filter(Boolean).join('/')}`;
}

/** The path of the first breadcrumb that is our own path to a page `isThePage` accepts (with the crumb's code). */
function crumbPath(result: SearchResult | null, policy: LinkPolicy, isThePage: (target: PageMatch, code: string) => boolean): string | null {
  for (const crumb of result?.breadcrumbs ?? []) {
    const href = safeLink(crumb.url, policy);
    if (!href || !isOwnPath(href)) continue;
    const target = new URL(href, 'http://host');
    const match = matchRoute(target.pathname, '', judgeLocale);
    if (match.kind === 'page' && isThePage(match, crumb.code)) return ownPath(target.pathname);
  }
  return null;
}

/** The category's own path, from the breadcrumb that leads to a category page with the same id. */
function categoryPath(categoryId: string | undefined, result: SearchResult | null, policy: LinkPolicy): string | null {
  if (!categoryId) return null;
  return crumbPath(result, policy, (target) => target.page === 'category' && target.params.categoryId === categoryId);
}

/**
 * The brand's own path, from the breadcrumb that leads to a brand page and names this brand: by its code (the
 * brand id) or its name, in any case. The one segment of `/q/brand/{x}` is read as an id but may be a name.
 */
function brandPath(params: Readonly<Record<string, string>>, result: SearchResult | null, policy: LinkPolicy): string | null {
  const names = [params.brandName, params.brandId].filter((value): value is string => Boolean(value)).map((value) => value.toLowerCase());
  return crumbPath(result, policy, (target, code) => {
    if (target.page !== 'brand') return false;
    const crumbName = target.params.brandName?.toLowerCase();
    return (params.brandId !== undefined && code === params.brandId) || (crumbName !== undefined && names.includes(crumbName));
  });
}

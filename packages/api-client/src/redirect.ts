// A host no real URL can have: relative URLs resolve against it, so "resolved host is the sentinel" means
// "stays on our own origin" after the same normalisation a browser applies (backslashes, tabs, `//host`).
const SENTINEL_ORIGIN = 'http://own-origin.invalid';
const SENTINEL_HOST = 'own-origin.invalid';

function parse(url: string): URL | undefined {
  try {
    return new URL(url, SENTINEL_ORIGIN);
  } catch {
    return undefined;
  }
}

function hostAllowed(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return allowedHosts.some((allowed) => allowed.toLowerCase() === host);
}

/**
 * Whether a URL is safe as a link target: relative, or http/https. With `allowedHosts`, absolute URLs must
 * also point at one of those hosts. `javascript:`, `data:` and the like are refused.
 */
export function isSafeHref(url: string, allowedHosts?: readonly string[]): boolean {
  const parsed = parse(url);
  if (parsed === undefined) return false;
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.host === SENTINEL_HOST) return true;
  return allowedHosts === undefined || hostAllowed(parsed.hostname, allowedHosts);
}

// Request parameters the client adds; they have no meaning in a view URL.
const API_ONLY_PARAMS = [
  'fetchsize',
  'assortment',
  'version',
  'idsOnly',
  'productsOnly',
  'withFacets',
  'id',
  'spanId',
  'v',
  'tug',
];

function viewPathname(pathname: string): string | undefined {
  if (pathname === '/q/api' || pathname.startsWith('/q/api/')) {
    const rest = pathname.slice('/q/api'.length);
    if (rest === '/search') return '/q/search';
    if (rest.startsWith('/category/')) return `/h/${rest.slice('/category/'.length)}`;
    if (rest.startsWith('/brand/')) return `/q${rest}`;
    if (rest.startsWith('/query/')) return `/q${rest}`;
    if (rest.startsWith('/cqe/')) {
      const id = rest.slice('/cqe/'.length);
      return id !== '' && !id.includes('/') ? `/c/s${id}` : undefined;
    }
    // Other API paths (gridboxes, message, evaluation, …) are data, not pages.
    return undefined;
  }
  return pathname;
}

/**
 * Maps an API path to the matching view path (`/q/api/search?…` → `/q/search?…`, `/q/api/category/x/c1` →
 * `/h/x/c1`, `/q/api/brand/…` → `/q/brand/…`, `/q/api/query/…` → `/q/query/…`, `/q/api/cqe/42` → `/c/s42`),
 * dropping client-only parameters. Non-API paths are returned as they are; `undefined` for an API path that
 * has no page.
 */
export function apiPathToViewPath(pathWithQuery: string): string | undefined {
  const parsed = parse(pathWithQuery);
  if (parsed === undefined) return undefined;
  const pathname = viewPathname(parsed.pathname);
  if (pathname === undefined) return undefined;
  if (pathname !== parsed.pathname) for (const key of API_ONLY_PARAMS) parsed.searchParams.delete(key);
  const search = parsed.searchParams.toString();
  return `${pathname}${search === '' ? '' : `?${search}`}${parsed.hash}`;
}

/**
 * The location to send the shopper to for a redirect target, or `undefined` when it must be refused: a target
 * is accepted when it is one of our own paths (starting with a single `/`) or an http(s) URL on one of
 * `allowedHosts`. API paths are mapped to view paths.
 */
export function resolveRedirectTarget(target: string, allowedHosts: readonly string[] = []): string | undefined {
  const trimmed = target.trim();
  const parsed = parse(trimmed);
  if (parsed === undefined) return undefined;
  const local = parsed.host === SENTINEL_HOST;
  if (local) {
    if (!trimmed.startsWith('/')) return undefined;
    return apiPathToViewPath(`${parsed.pathname}${parsed.search}${parsed.hash}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  if (!hostAllowed(parsed.hostname, allowedHosts)) return undefined;
  const path = apiPathToViewPath(`${parsed.pathname}${parsed.search}${parsed.hash}`);
  return path === undefined ? undefined : `${parsed.origin}${path}`;
}

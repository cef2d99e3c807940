import { isOwnPath, safeLink, type LinkPolicy } from './links';

// Only for splitting a path we already judged safe into its parts.
const PATH_BASE = 'http://own-origin.invalid';

function parse(url: string): URL | undefined {
  try {
    return new URL(url, PATH_BASE);
  } catch {
    return undefined;
  }
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
  // A named query's id, which its path names already.
  'queryId',
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
 * The location to send the shopper to for a redirect target (a 3xx `Location`, `link` or `redirectURL`, or a 200
 * answer of type redirect), or `null` when it must be refused. The target passes {@link safeLink} — our own
 * origin, or an allowed host — and API paths are then mapped to view paths (SPEC §7).
 */
export function resolveRedirectTarget(target: unknown, policy: LinkPolicy): string | null {
  const safe = safeLink(target, policy);
  if (safe === null) return null;
  if (isOwnPath(safe)) return safeLink(apiPathToViewPath(safe), policy);
  const url = new URL(safe);
  const path = apiPathToViewPath(`${url.pathname}${url.search}${url.hash}`);
  return path === undefined ? null : safeLink(`${url.origin}${path}`, policy);
}

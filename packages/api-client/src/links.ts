/**
 * The one rule for every address that comes from an upstream (search API, fragment service) and becomes a link,
 * an image or a navigation: API redirects, product and suggestion links, facet, sort and breadcrumb links,
 * fragment links (DESIGN.md "Trust boundaries").
 *
 * The target is resolved the way a browser resolves it — WHATWG URL parsing against our own origin, which
 * already folds backslashes, strips tabs and newlines, decodes nothing it should not and punycodes hosts — and
 * the *result* is judged, never the raw string. What passes is re-serialised from the parsed URL, so the browser
 * later sees exactly what was judged.
 */

/** Where links from upstream may point. */
export interface LinkPolicy {
  /** Our own origin, e.g. `https://shop.example`. Links resolving to it become paths (`/q/search?q=sofa`). */
  readonly origin: string;
  /**
   * Hosts besides our own that links and redirects may point at, over http or https (`ALLOWED_REDIRECT_HOSTS`).
   * A name without a port matches only the scheme's default port; `host:port` matches exactly that port.
   * Defaults to none.
   */
  readonly allowedHosts: readonly string[];
}

/** Longer targets are refused: no real link is that long, and a browser or proxy would cut it anyway. */
export const MAX_URL_LENGTH = 2048;

/** Stands for "our origin" where there is none (server, file page): only relative targets can match it. */
const NO_ORIGIN = 'http://own-origin.invalid';

/** Origins as {@link httpOrigin} read them: a page has one or two, and every link checked asks again. */
const readOrigins = new Map<string, string>();
/** More distinct origins than a page has: the map is emptied rather than grown. */
const READ_ORIGINS_LIMIT = 16;

function httpOrigin(origin: string | undefined): string {
  if (origin === undefined) return NO_ORIGIN;
  const known = readOrigins.get(origin);
  if (known !== undefined) return known;
  let read = NO_ORIGIN;
  try {
    const url = new URL(origin);
    if (url.protocol === 'http:' || url.protocol === 'https:') read = url.origin;
  } catch {
    // not an origin: nothing absolute can match it
  }
  if (readOrigins.size >= READ_ORIGINS_LIMIT) readOrigins.clear();
  readOrigins.set(origin, read);
  return read;
}

/** The origin of the page we run in, or a placeholder no absolute URL can match. */
export function currentOrigin(): string {
  const location = (globalThis as { location?: { origin?: unknown } }).location;
  return httpOrigin(typeof location?.origin === 'string' ? location.origin : undefined);
}

/** A link policy for `allowedHosts` on `origin` (default: the page's own origin). */
export function linkPolicy(allowedHosts: readonly string[] = [], origin: string = currentOrigin()): LinkPolicy {
  return { origin: httpOrigin(origin), allowedHosts };
}

/** An allow-list entry as the URL parser normalises a host (lower case, punycode, default port dropped). */
function normaliseHost(entry: string): { host: string; withPort: boolean } | null {
  const trimmed = entry.trim();
  if (trimmed === '' || /[/\\@?#\s]/.test(trimmed)) return null;
  try {
    const url = new URL(`http://${trimmed}`);
    return { host: url.host, withPort: url.port !== '' };
  } catch {
    return null;
  }
}

function hostAllowed(url: URL, allowedHosts: readonly string[]): boolean {
  return allowedHosts.some((entry) => {
    const allowed = normaliseHost(entry);
    if (allowed === null) return false;
    return allowed.withPort ? url.host === allowed.host : url.port === '' && url.hostname === allowed.host;
  });
}

/**
 * The address to use for an upstream link or redirect target, or `null` when it must not be followed (render
 * it as plain text, do not navigate). The result is either a path on our own origin — always starting with
 * exactly one `/` — or an absolute `http(s)` URL on one of the policy's allowed hosts. Everything else is
 * refused: other schemes (`javascript:`, `data:`, …), other hosts, user info (`https://shop@evil.com`), paths
 * a browser would read as another host (`//evil.com`, `/\evil.com`, `/.//x//evil.com`), empty and overlong
 * targets, and anything that is not a string.
 */
export function safeLink(target: unknown, policy: LinkPolicy): string | null {
  if (typeof target !== 'string' || target.length > MAX_URL_LENGTH || target.trim() === '') return null;
  const own = httpOrigin(policy.origin);
  let url: URL;
  try {
    url = new URL(target, `${own}/`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  if (url.origin === own) {
    // A path starting with `//` would be read as a host once it is used as a relative address.
    if (url.pathname.startsWith('//')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  }
  return hostAllowed(url, policy.allowedHosts) ? url.href : null;
}

/** Whether a result of {@link safeLink} is one of our own paths (navigate in the app) rather than another host. */
export function isOwnPath(safe: string): boolean {
  return safe.startsWith('/') && !safe.startsWith('//');
}

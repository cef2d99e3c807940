import path from 'node:path';
import type { RemoteName } from '@shop/listing';

export interface HostServerConfig {
  port: number;
  /** Folder with the host's production build (index.html, main.js, chunks). */
  distDir: string;
  /** Where `/q/api/*`, `/t/*`, `/n/*` and category section content are proxied to. */
  searchApiUrl: string;
  /** `mf-manifest.json` URL of each remote, handed to the browser. */
  remotes: Record<RemoteName, string>;
  /** Upstream timeout of the proxy. Defaults to 5000 ms (SPEC §9 server HTTP timeout). */
  upstreamTimeoutMs: number;
  remoteTimeoutMs: number;
  /** SPEC §9 sponsored ads timeout. Defaults to 300 ms. */
  adTimeoutMs: number;
  allowedRedirectHosts: string[];
  /** Product pages (`/p/…`) belong to the product-detail team; when set, the host redirects them there. */
  productPageUrl: string | null;
  /** Storefront origins that may frame the shop and receive its messages (`EMBED_ALLOWED_ORIGINS`). */
  embedAllowedOrigins: string[];
  /**
   * The shop's public origins (`CANONICAL_ORIGINS=https://www.shop.de,https://www.shop.pl`; none by default): a
   * page asked for under one of their host names gets an absolute canonical link on that origin. Under any other
   * name (one this list does not have, such as a Host header a client chose) it stays relative to the page.
   */
  canonicalOrigins: string[];
  /** Origins that may read `/q/api/*` cross-origin (`API_CORS_ORIGINS`, default `*`: public data, never credentials). */
  apiCorsOrigins: '*' | string[];
  /** Largest upstream body the proxy passes on (`UPSTREAM_MAX_BYTES`, default 8 MiB). */
  upstreamMaxBytes: number;
  /** Bytes of public search answers the proxy keeps for a few seconds (`PROXY_CACHE_BYTES`, default 32 MiB; 0: off). */
  proxyCacheBytes: number;
  /** Trust `X-Forwarded-*` from this many proxies in front (`TRUST_PROXY_HOPS`, default 0: none). */
  trustProxyHops: number;
  /**
   * SPEC §7 "a tag manager script is loaded": the storefront's Google Tag Manager container per locale
   * (`TAG_MANAGERS=de_DE=GTM-ABC1234,pl_PL=GTM-XYZ9876`, `*` for every storefront without its own). None by default.
   */
  tagManagers: Record<string, string>;
  /**
   * Server-side rendering of listing pages (`SSR_DEADLINE_MS`, default 1000; `SSR=off` turns it off): the
   * longest the server waits for the page's answer, its remote's server code and texts before it sends the
   * page for the browser to render instead.
   */
  ssrDeadlineMs: number | null;
  /**
   * The longest the server's render waits for each of a page's other parts — its fragments, and on a page
   * without results the no-results message and the bestsellers (`SSR_PART_WAIT_MS`, default 400); a part not
   * there by then is fetched by the browser.
   */
  ssrPartWaitMs: number;
  /**
   * How long the server holds a listing page's status and head for its render (`SSR_STATUS_WAIT_MS`, default
   * 200; `0` sends them at once): a page rendered by then goes out whole, with the status that says what it is
   * (404 or 410 for a page the API does not know). One that takes longer is streamed as before: its head at the end of
   * the wait, its status 200, and a page that turns out not to exist is marked `noindex` in its head.
   */
  ssrStatusWaitMs: number;
  /**
   * How often the host reads the remotes' manifests again (`REMOTE_MANIFEST_REFRESH_MS`, default 60000): a
   * remote's redeploy reaches the pages' preloads and server rendering within this.
   */
  manifestRefreshMs: number;
}

/** A Google Tag Manager container id. */
export const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;

function tagManagers(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of (value ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
    const [locale = '', id = ''] = entry.split('=').map((part) => part.trim());
    if (!(locale === '*' || /^[a-z]{2}_[A-Z]{2}$/.test(locale)) || !TAG_MANAGER_ID.test(id)) {
      throw new Error(`TAG_MANAGERS lists locale=GTM-ID pairs such as de_DE=GTM-ABC1234 (or *=GTM-…), got "${entry}"`);
    }
    out[locale] = id;
  }
  return out;
}

/** The tag manager container of a storefront: its own, else the `*` one, else none. */
export function tagManagerFor(config: Pick<HostServerConfig, 'tagManagers'>, locale: string): string | null {
  return config.tagManagers[locale] ?? config.tagManagers['*'] ?? null;
}

function origins(name: string, value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      let parsed: URL;
      try {
        parsed = new URL(o);
      } catch {
        throw new Error(`${name} must list origins such as https://www.shop.example, got "${o}"`);
      }
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`${name}: "${o}" is not an http(s) origin`);
      return parsed.origin;
    });
}

function port(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 65536 ? n : fallback;
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
}

function url(name: string, value: string | undefined, fallback: string): string {
  const chosen = value && value.trim() !== '' ? value.trim() : fallback;
  try {
    return new URL(chosen).toString();
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${chosen}"`);
  }
}

/** Reads the host's runtime configuration from the environment; every value has a local default. */
export function readHostConfig(env: NodeJS.ProcessEnv = process.env): HostServerConfig {
  return {
    port: port(env.PORT, 3000),
    distDir: path.resolve(env.HOST_DIST_DIR ?? path.join(__dirname, '..', 'dist')),
    searchApiUrl: url('SEARCH_API_URL', env.SEARCH_API_URL, 'http://localhost:3004/'),
    remotes: {
      search: url('REMOTE_SEARCH_URL', env.REMOTE_SEARCH_URL, 'http://localhost:3001/mf-manifest.json'),
      category: url('REMOTE_CATEGORY_URL', env.REMOTE_CATEGORY_URL, 'http://localhost:3002/mf-manifest.json'),
      evaluation: url('REMOTE_EVALUATION_URL', env.REMOTE_EVALUATION_URL, 'http://localhost:3003/mf-manifest.json'),
    },
    upstreamTimeoutMs: positive(env.UPSTREAM_TIMEOUT_MS, 5000),
    remoteTimeoutMs: positive(env.REMOTE_TIMEOUT_MS, 2000),
    adTimeoutMs: positive(env.AD_TIMEOUT_MS, 300),
    allowedRedirectHosts: (env.ALLOWED_REDIRECT_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean),
    productPageUrl: env.PRODUCT_PAGE_URL ? url('PRODUCT_PAGE_URL', env.PRODUCT_PAGE_URL, '') : null,
    embedAllowedOrigins: origins('EMBED_ALLOWED_ORIGINS', env.EMBED_ALLOWED_ORIGINS),
    canonicalOrigins: origins('CANONICAL_ORIGINS', env.CANONICAL_ORIGINS),
    apiCorsOrigins: (env.API_CORS_ORIGINS ?? '*').trim() === '*' ? '*' : origins('API_CORS_ORIGINS', env.API_CORS_ORIGINS),
    upstreamMaxBytes: positive(env.UPSTREAM_MAX_BYTES, 8 * 1024 * 1024),
    proxyCacheBytes: env.PROXY_CACHE_BYTES === '0' ? 0 : positive(env.PROXY_CACHE_BYTES, 32 * 1024 * 1024),
    trustProxyHops: Number.isInteger(Number(env.TRUST_PROXY_HOPS)) && Number(env.TRUST_PROXY_HOPS) > 0 ? Number(env.TRUST_PROXY_HOPS) : 0,
    tagManagers: tagManagers(env.TAG_MANAGERS),
    ssrDeadlineMs: env.SSR === 'off' ? null : positive(env.SSR_DEADLINE_MS, 1000),
    ssrPartWaitMs: positive(env.SSR_PART_WAIT_MS, 400),
    ssrStatusWaitMs: env.SSR_STATUS_WAIT_MS?.trim() === '0' ? 0 : positive(env.SSR_STATUS_WAIT_MS, 200),
    manifestRefreshMs: positive(env.REMOTE_MANIFEST_REFRESH_MS, 60_000),
  };
}

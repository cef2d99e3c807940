import type { RemoteName } from '@shop/listing';

/**
 * What the host server hands to the browser in the HTML shell (`window.__SHOP_CONFIG__`) and at
 * `/config.json`. Remote locations are runtime configuration, never build input (DESIGN.md).
 */
export interface ShopRuntimeConfig {
  /** `mf-manifest.json` URL of each remote. */
  remotes: Record<RemoteName, string>;
  /** Base URL of the search API as the browser sees it. Defaults to `/` (the host proxies it). */
  apiBaseUrl: string;
  /** Locale resolved by the server for this request, stored form (`de_DE`). */
  locale: string;
  /** Hosts that redirects and API links may point to besides our own paths. */
  allowedRedirectHosts: string[];
  /** Milliseconds a slot waits for a remote before it shows its fallback. */
  remoteTimeoutMs: number;
  /** Storefront origins that may frame the shop and receive its iframe messages (`EMBED_ALLOWED_ORIGINS`). */
  embedAllowedOrigins: string[];
  /** Milliseconds sponsored-ad calls may take before the page goes on without them (SPEC §9: 300). */
  adTimeoutMs: number;
}

declare global {
  interface Window {
    __SHOP_CONFIG__?: ShopRuntimeConfig;
  }
}

import type { ShopRuntimeConfig } from '../src/config';

/** JSON that is safe inside an inline <script>: no `</script>`, no HTML comment openers, no line separators. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const LANG_PLACEHOLDER = /<html lang=(?:"[^"]*"|[^\s>]*)/;
const CONFIG_PLACEHOLDER = '<!--SHOP_CONFIG-->';
const PRELOADS_PLACEHOLDER = '<!--SHOP_PRELOADS-->';

/** Fills the built HTML shell: `lang` from the locale, and the runtime configuration. */
/**
 * The page's Content-Security-Policy: scripts only from us and the configured remotes (plus the one inline
 * config script, by nonce), no plugins, no foreign form targets or base URLs.
 */
export function contentSecurityPolicy(remoteUrls: readonly string[], nonce: string): string {
  const origins = [...new Set(remoteUrls.map((u) => new URL(u).origin))].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${origins}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${origins}`,
    `connect-src 'self' ${origins}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function renderShell(template: string, config: ShopRuntimeConfig, preloads = '', nonce = ''): string {
  const lang = config.locale.replace('_', '-');
  return template
    .replace(PRELOADS_PLACEHOLDER, preloads)
    .replace(LANG_PLACEHOLDER, `<html lang="${lang.replace(/[^A-Za-z-]/g, '')}"`)
    .replace(CONFIG_PLACEHOLDER, `<script${nonce ? ` nonce="${nonce}"` : ''}>window.__SHOP_CONFIG__=${inlineJson(config)}</script>`);
}

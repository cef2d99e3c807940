import { createHash } from 'node:crypto';
import type { ShopRuntimeConfig } from '../src/config';
import { escapeHtml } from '../src/server/escapeHtml';
import { notFoundNoScript, notFoundSection, notFoundTitle, noScriptText } from './noScript';
import { HYDRATION_STATE_ID } from '../src/server/hydrationState';
import type { EarlyFrame } from '../src/server';
import { EARLY_TAPS_SCRIPT } from '../src/shell/earlyTaps';
import { SEEN_ROWS_SCRIPT } from '../src/shell/seenRows';
import { langTag } from '@shop/market';

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

/** The inline script that hands the runtime configuration to the browser. */
export function configScript(config: ShopRuntimeConfig): string {
  return `window.__SHOP_CONFIG__=${inlineJson(config)}`;
}

/** CSP source for an inline script by its SHA-256: the same page gets the same policy, so a shared cache may keep it. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export interface PolicyOptions {
  /** `mf-manifest.json` URLs of the remotes: their origins may serve scripts, images and data. */
  remoteUrls: readonly string[];
  /** Hash sources of the page's inline scripts. */
  inlineScripts: readonly string[];
  /** Origins allowed to frame the shop (`EMBED_ALLOWED_ORIGINS`); our own origin always is. */
  frameAncestors: readonly string[];
  /** The page loads the storefront's tag manager: its origins may serve scripts, images and data. */
  tagManager?: boolean;
}

/** Where Google Tag Manager and the analytics it loads live. */
export const TAG_MANAGER_ORIGINS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com'] as const;

/** The data layer start event of Google Tag Manager's own snippet, inline (allowed by its hash). */
export const TAG_MANAGER_START = "(window.dataLayer=window.dataLayer||[]).push({'gtm.start':Date.now(),event:'gtm.js'})";

/** The tag manager of a storefront (SPEC §7): the start event, then its container script, loaded async. */
export function tagManagerMarkup(id: string): string {
  return `<script>${TAG_MANAGER_START}</script><script async src="${TAG_MANAGER_ORIGINS[0]}/gtm.js?id=${encodeURIComponent(id)}"></script>`;
}

/**
 * The page's Content-Security-Policy: scripts only from us and the configured remotes (plus the inline config,
 * by hash — never a per-request nonce, which a shared cache would hand to everyone), no plugins, no foreign form
 * targets or base URLs, and framing only by the allowed storefronts.
 */
export function contentSecurityPolicy({ remoteUrls, inlineScripts, frameAncestors, tagManager = false }: PolicyOptions): string {
  const origins = [...new Set([...remoteUrls.map((u) => new URL(u).origin), ...(tagManager ? TAG_MANAGER_ORIGINS : [])])].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${[...inlineScripts, origins].filter(Boolean).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${origins}`,
    `connect-src 'self' ${origins}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
  ]
    .map((d) => d.trim())
    .join('; ');
}

/** Between these markers the shell has its boot placeholder, replaced by a server-rendered page's markup. */
const ROOT_START = '<!--SHOP_ROOT-->';
const ROOT_END = '<!--/SHOP_ROOT-->';
const ROOT_CONTENT = new RegExp(`${ROOT_START}[\\s\\S]*${ROOT_END}`);
const TITLE = /<title>[^<]*<\/title>/;
/** Tells crawlers not to index a page (one the API says does not exist). */
const NO_INDEX = '<meta name="robots" content="noindex">';

/** The page's state as JSON data (`type="application/json"`: never run, so the CSP needs no hash for it). */
function stateScript(state: unknown): string {
  return `<script type="application/json" id="${HYDRATION_STATE_ID}">${inlineJson(state)}</script>`;
}

/** A refresh to `location` at once, and a link to it (the address has passed the link rule; escaped here). */
function refreshTo(location: string): { refresh: string; link: string } {
  const href = escapeHtml(location);
  return { refresh: `<meta http-equiv="refresh" content="0; url=${href}">`, link: `<p><a href="${href}">${href}</a></p>` };
}

/** A page the host's server renderer rendered (apps/host/src/server): markup, head additions, title, state. */
export interface ServerRenderedPage {
  html: string;
  head: string;
  title: string;
  state: unknown;
}

/**
 * Puts a server-rendered page into the filled shell: its markup in place of the boot placeholder (exactly what
 * React rendered, so the browser can hydrate it), its styles and image preloads and `<title>` in the head, and
 * its state as JSON data (`type="application/json"`: never run, so the CSP needs no hash for it).
 */
export function withServerRenderedPage(shell: string, page: ServerRenderedPage): string {
  const title = escapeHtml(page.title);
  const state = stateScript(page.state);
  return shell
    .replace(TITLE, () => `<title>${title}</title>`)
    .replace('</head>', () => `${page.head}</head>`)
    .replace(ROOT_CONTENT, () => page.html)
    .replace('</body>', () => `${state}</body>`);
}

/**
 * The rest of a page that turned out to be a redirect (the listing's redirect answer, a bad parameter dropped,
 * an offset past the end; the address has passed the link rule): the shell's title, a refresh to the address
 * at once and a link to it. Not an HTTP redirect: the status may have gone out with the early part before the
 * search answered, and the server can tell a refresh's request from the shopper's own (redirects that go round
 * stop there). Nothing here loads (no script, style or image), so the document is complete at once and the
 * browser follows the refresh, with JavaScript or without. Starts where {@link earlyPartLength} cuts.
 */
export function redirectRest(shell: string, location: string): string {
  const title = TITLE.exec(shell)?.[0] ?? '<title></title>';
  const { refresh, link } = refreshTo(location);
  return `${title}${refresh}</head><body>${link}</body></html>`;
}

/**
 * The shell of a page the API says does not exist (the browser renders its error state): crawlers are told in
 * its head not to index it, for when its status (200) went out with the early part before the render was done.
 */
export function withNoIndex(shell: string): string {
  return shell.replace('</head>', () => `${NO_INDEX}</head>`);
}

/**
 * The shell of a page that does not exist: its title is the not-found page's, and its `<noscript>` shows the
 * not-found page (title, hint, a link home) in the page's language, and hides the boot placeholder, whose grey
 * tiles a browser without JavaScript would otherwise show above it for ever. A browser with JavaScript reads none of it (the app renders its 404 page).
 */
export function withNotFoundNoScript(shell: string, locale: string): string {
  return shell
    .replace(TITLE, () => `<title>${escapeHtml(notFoundTitle(locale))}</title>`)
    .replace(NO_SCRIPT, () => notFoundNoScriptMarkup(notFoundNoScript(locale)));
}

/** The boot placeholder of the template: its bar, and the grid of grey tiles under it. */
const BOOT_PLACEHOLDER = /<div class="boot" aria-busy="true">\s*(<div class="boot__bar">[\s\S]*?<\/div>)\s*<div class="boot__main">(?:<div class="boot__(?:field|tile)"><\/div>)*<\/div>\s*<\/div>/;

/**
 * The shell of an address no route matches: the not-found page (title, hint, a link home, in the page's
 * language) stands under the boot placeholder's bar in place of its grey tiles, and its title is the
 * document's. A shopper reads it at once, before the scripts have come (they then render the app's own
 * not-found page with the whole header), and so does a browser without JavaScript or a crawler.
 */
export function withNotFoundPage(shell: string, locale: string): string {
  if (!BOOT_PLACEHOLDER.test(shell)) return withNotFoundNoScript(shell, locale);
  return shell
    .replace(TITLE, () => `<title>${escapeHtml(notFoundTitle(locale))}</title>`)
    .replace(BOOT_PLACEHOLDER, (_all, bar: string) => `<div class="boot">${bar}<main class="shell__main">${notFoundSection(locale)}</main></div>`)
    .replace(NO_SCRIPT, '');
}

/** The not-found page for a browser without JavaScript, in place of the boot placeholder's grey tiles. */
function notFoundNoScriptMarkup(notFound: string): string {
  return `<noscript><style>.boot{display:none}</style>${notFound}</noscript>`;
}

/** Whether the shell can carry a frame sent early: it has the boot placeholder between its markers. */
export function hasFrameSlot(shell: string): boolean {
  const start = shell.indexOf(ROOT_START);
  return start >= 0 && shell.indexOf(ROOT_END, start) > start && TITLE.test(shell.slice(0, start));
}

/**
 * The page up to the end of its frame, sent while the render still waits for the search API: the whole head
 * (the title and description only when the meta fragment gave them: the rest carries the title otherwise), the
 * inline config and tap capture, and `#root` opened with the header in it. The header paints with the
 * shell's CSS and works without JavaScript (its links and forms are plain HTML).
 */
export function earlyPartWithFrame(shell: string, frame: EarlyFrame): string {
  const head = shell
    .slice(0, shell.indexOf(ROOT_START))
    .replace(TITLE, () => (frame.title ? `<title>${escapeHtml(frame.title)}</title>` : ''))
    .replace('</head>', () => `${frame.description ? `<meta name="description" content="${escapeHtml(frame.description)}">` : ''}</head>`);
  return `${head}${frame.html}`;
}

/** The boot placeholder's grid of grey tiles without its bar (the header is there): the template's `.boot` CSS. */
const BOOT_TILES = `<div class="boot" aria-busy="true"><div class="boot__main">${'<div class="boot__tile"></div>'.repeat(4)}</div></div>`;

/** What a page whose frame went out early turned out to be. */
export type FrameOutcome =
  | { page: ServerRenderedPage }
  | { browser: { notFound: false } | { notFound: true; locale: string } }
  | { redirect: string };

/**
 * The rest of a page whose frame went out early ({@link earlyPartWithFrame}), from the frame on:
 * - a rendered page: its markup after the frame (the same frame begins it, so the browser hydrates it), then
 *   the shell after `#root`, with the title (when the head had none) and the state;
 * - a page left to the browser (a failure, a missed deadline, a page the API does not know): the frame's own
 *   end (`<main>` with grey tiles, the footer) and the shell after `#root` with its scripts and its title; the
 *   browser renders `#root` anew. Without JavaScript, `<main>` asks for it in the page's language, or says that
 *   the page does not exist, which crawlers are told too (`noindex`);
 * - a redirect: the frame's end and a refresh to the address at once, nothing that loads.
 * The title, `noindex` and refresh come after `#root`, in the body (the head went out with the frame): the
 * browser's app renders into `#root` only and leaves them be.
 */
export function restAfterFrame(shell: string, frame: EarlyFrame, outcome: FrameOutcome): string {
  const afterRoot = shell.slice(shell.indexOf(ROOT_END) + ROOT_END.length);
  const shellTitle = TITLE.exec(shell)?.[0] ?? '';
  if ('redirect' in outcome) {
    const { refresh, link } = refreshTo(outcome.redirect);
    return `${frame.tail}</div>${frame.title ? '' : shellTitle}${refresh}${link}</body></html>`;
  }
  if ('page' in outcome) {
    const { page } = outcome;
    const title = frame.title ? '' : `<title>${escapeHtml(page.title)}</title>`;
    return `${page.html.slice(frame.html.length)}${afterRoot.replace('</body>', () => `${title}${stateScript(page.state)}</body>`)}`;
  }
  const { browser } = outcome;
  // Until the browser renders #root: the boot placeholder's grey tiles (the template's CSS) under the header,
  // and for a browser without JavaScript the page's line asking for it, or the not-found page in their place.
  const rootContent = shell.slice(shell.indexOf(ROOT_START), shell.indexOf(ROOT_END));
  const noScript = browser.notFound ? notFoundNoScriptMarkup(notFoundSection(browser.locale)) : (NO_SCRIPT.exec(rootContent)?.[0] ?? '');
  const tail = frame.tail.replace('</main>', () => `${BOOT_TILES}${noScript}</main>`);
  const title = frame.title ? '' : browser.notFound ? `<title>${escapeHtml(notFoundTitle(browser.locale))}</title>` : shellTitle;
  const noIndex = browser.notFound ? NO_INDEX : '';
  return `${tail}${afterRoot.replace('</body>', () => `${title}${noIndex}</body>`)}`;
}

/**
 * Where a page may be cut to send its beginning at once: before `<title>`, after the charset, viewport and
 * preloads (the title and everything after it may change with the server-rendered page). -1: no cut.
 */
export function earlyPartLength(shell: string): number {
  return shell.indexOf('<title>');
}

/** The template's `<noscript>` (English), given the page's language by {@link renderShell}. */
const NO_SCRIPT = /<noscript>[^<]*<\/noscript>/;

/**
 * Fills the built HTML shell: `lang` from the locale, the preload hints, the runtime configuration, the capture
 * of taps made before the page is live (shell/earlyTaps.ts), the mark of products seen (shell/seenRows.ts) and
 * the line for a browser without JavaScript in the page's language.
 */
export function renderShell(template: string, config: ShopRuntimeConfig, preloads = ''): string {
  const lang = langTag(config.locale);
  return template
    .replace(NO_SCRIPT, () => `<noscript>${escapeHtml(noScriptText(config.locale))}</noscript>`)
    .replace(PRELOADS_PLACEHOLDER, preloads)
    .replace(LANG_PLACEHOLDER, `<html lang="${lang.replace(/[^A-Za-z-]/g, '')}"`)
    .replace(CONFIG_PLACEHOLDER, `<script>${configScript(config)}</script><script>${EARLY_TAPS_SCRIPT}</script><script>${SEEN_ROWS_SCRIPT}</script>`);
}

/**
 * The benchmarks' reference page (`bench:page`, `bench:lighthouse`): a server-rendered copy of the shop's search
 * page (or of a category page, `/h/{name}/{id}`) without any JavaScript. Per request it fetches the same answer
 * from the stack's search API and writes the same tiles as plain HTML in the ui-kit's markup, styled with the
 * ui-kit's CSS, with the same images — no script tags. What the shop's page can at best approach on the same
 * machine in the same run.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const escape = (s) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const AVAILABILITY = { 3: ['available', 'Verfügbar'], 2: ['soon', 'Bald verfügbar'], 1: ['unavailable', 'Nicht verfügbar'] };

/** One tile in the ui-kit's markup (ProductTile): image, brand, title link, stars, price, availability, channel, article number. */
function tileHtml(item, position) {
  const g = item.gridbox;
  const reduced = typeof g.price?.oldPrice === 'number' && g.price.oldPrice > g.price.price;
  const [availability, availabilityText] = AVAILABILITY[g.stockAvailability?.availabilityIndicator] ?? [];
  const image = g.image?.url
    ? `<img class="sk-tile__image" src="${escape(g.image.url)}" alt="" width="300" height="300" loading="${position <= 4 ? 'eager' : 'lazy'}"${position === 1 ? ' fetchpriority="high"' : ''} decoding="async">`
    : '<div class="sk-tile__image sk-tile__image--none"></div>';
  return `<li class="sk-grid__item"><article class="sk-tile" data-testid="product-tile"><div class="sk-tile__media">${image}</div><div class="sk-tile__body">${
    g.brand?.name ? `<p class="sk-tile__brand">${escape(g.brand.name)}</p>` : ''
  }<h2 class="sk-tile__title"><a class="sk-tile__link" href="${escape(item.url)}">${escape(g.keyfacts?.title)}</a></h2>${
    g.ratings?.average > 0
      ? `<p class="sk-tile__rating"><span class="sk-stars"><span class="sk-stars__track">★★★★★</span><span class="sk-stars__fill" style="width:${Math.min(g.ratings.average, 5) * 20}%">★★★★★</span></span>${
          typeof g.ratings.count === 'number' ? `<span class="sk-tile__rating-count">(${g.ratings.count})</span>` : ''
        }</p>`
      : ''
  }<p class="sk-tile__price"><span class="${
    reduced ? 'sk-price sk-price--reduced' : 'sk-price'
  }">${euro.format(g.price?.price ?? 0)}</span>${reduced ? `<span class="sk-tile__old-price"><del>${euro.format(g.price.oldPrice)}</del></span>` : ''}</p>${
    availability ? `<p class="sk-tile__availability sk-availability sk-availability--${availability}"><span class="sk-availability__dot"></span>${availabilityText}</p>` : ''
  }<p class="sk-tile__channel">${
    g.stockAvailability?.badgeInfo?.badges?.some((b) => b.type === 'store') ? 'In der Filiale und online erhältlich' : 'Nur online erhältlich'
  }</p><p class="sk-tile__number">Art.-Nr. ${escape(g.erpNumber ?? g.productId)}</p></div></article></li>`;
}

const SHELL_CSS =
  'body{margin:0;background:#f4f6f8;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}.bar{background:#0b5cad;height:56px;display:flex;align-items:center;padding:0 16px;color:#fff;font-weight:800;font-size:1.25rem}main{max-width:1280px;margin:0 auto;padding:16px}.search{display:flex;gap:8px}.search input{flex:1;min-height:48px;font:inherit;padding:0 12px;border:1px solid #767f8a;border-radius:8px}';

/**
 * The page security headers the copy takes over from the shop's own page, so that both are navigated alike:
 * `Cross-Origin-Opener-Policy` puts a page in a browsing context group of its own, which from a new tab means a
 * new renderer process before anything is parsed (measured here: FCP of the same HTML +180 to +290 ms with the
 * shop's `same-origin`), and `Origin-Agent-Cluster` and the CSP change how the page is hosted and checked.
 */
export const NAVIGATION_HEADERS = ['cross-origin-opener-policy', 'cross-origin-embedder-policy', 'origin-agent-cluster', 'content-security-policy', 'referrer-policy', 'x-content-type-options', 'strict-transport-security', 'permissions-policy'];

/** The {@link NAVIGATION_HEADERS} the shop's server sends with `pageUrl`. */
export async function shopPageHeaders(pageUrl) {
  const response = await fetch(pageUrl);
  await response.arrayBuffer();
  return Object.fromEntries(NAVIGATION_HEADERS.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)]] : [])));
}

/** The brotli level of the shop's answers made per request (packages/http-static/src/compression.ts). */
const { dynamicBrotliOptions } = await tsImport(pathToFileURL(path.join(root, 'packages/http-static/src/compression.ts')).href, import.meta.url);

/**
 * Sends a body compressed as the shop's servers compress theirs (packages/http-static: brotli at the level of
 * answers made per request, or gzip level 6, by `Accept-Encoding`, from 1 kB). Sent raw, as it was until
 * 2026-11-27, the copy's 72 kB of HTML (8.9 kB in brotli) arrived 0.33 s later on the throttled line
 * (responseEnd 538 against 206 ms, medians of 10 loads of the category copy; its LCP 868 against 724 ms): a
 * slower limit flattered the shop's ratios.
 */
export function sendCompressed(req, res, status, headers, body) {
  const encoding = body.length >= 1024 ? negotiate(String(req.headers['accept-encoding'] ?? ''), ['br', 'gzip']) : null;
  const encoded =
    encoding === 'br' ? brotliCompressSync(body, dynamicBrotliOptions) : encoding === 'gzip' ? gzipSync(body, { level: 6 }) : body;
  res.writeHead(status, { ...headers, vary: 'Accept-Encoding', ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': encoded.length });
  res.end(encoded);
}

/**
 * The shop's own server-rendered page without what makes it live: its scripts (the inline ones too), their
 * hints and the remote's manifest and origin hints. Its markup, styles, image preloads and hydration data stay
 * (the data as the inert JSON it is): what the page costs before any script runs.
 */
export function withoutScripts(html) {
  return html
    .replace(/<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="(?:preload|prefetch|modulepreload)"[^>]*\bas="(?:script|fetch)"[^>]*>/g, '')
    .replace(/<link\b[^>]*\brel="preconnect"[^>]*>/g, '');
}

/**
 * The no-JS limit: the same search answer, rendered on the server as plain HTML.
 * @param {{ apiPort: number, port: number, locale?: string, headers?: Record<string, string>, ownPagesFrom?: string }} options the stack's
 *   search API, the copy's port, headers to send with the page (the shop page's, {@link shopPageHeaders}), and
 *   `ownPagesFrom`: the shop's origin, to serve its own pages {@link withoutScripts} instead of the plain copy
 * @returns {Promise<http.Server>}
 */
export async function startNoJsCopy({ apiPort, port, locale = 'de_DE', headers = {}, ownPagesFrom }) {
  const { uiKitCss } = await tsImport(pathToFileURL(path.join(root, 'packages/ui-kit/src/styles.ts')).href, import.meta.url);
  const api = `http://localhost:${apiPort}`;
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname.startsWith('/q/api/images/')) {
        const upstream = await fetch(`${api}${url.pathname}`);
        sendCompressed(req, res, upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream', 'cache-control': 'public, max-age=3600' }, Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      if (ownPagesFrom) {
        const own = await fetch(`${ownPagesFrom}${url.pathname}${url.search}`, { headers: { 'accept-encoding': 'identity' } });
        sendCompressed(req, res, own.status, { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, Buffer.from(withoutScripts(await own.text()), 'utf8'));
        return;
      }
      const q = url.searchParams.get('q') ?? '';
      // A category page (`/h/{name}/{id}`) is the category's answer; any other path the search for `q`.
      const category = /^\/h\/([^/]+)\/([^/]+)$/.exec(url.pathname);
      const params = new URLSearchParams({ ...(category ? {} : { q }), locale, assortment: locale.slice(3), fetchsize: '48', offset: '0', version: '2' });
      const endpoint = category ? `/q/api/category/${category[1]}/${category[2]}` : '/q/api/search';
      const answer = await (await fetch(`${api}${endpoint}?${params}`)).json();
      const items = (answer.items ?? []).filter((i) => i.gridbox);
      const heading = category ? String(answer.breadcrumbs?.at?.(-1)?.label ?? decodeURIComponent(category[1])) : `Suchergebnisse für „${q}“`;
      const html = `<!doctype html><html lang="de-DE"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(category ? heading : q)} – Shop</title><style>${SHELL_CSS}${uiKitCss}</style></head><body><header class="bar">Shop</header><main><form class="search" action="/q/search"><input name="q" type="search" value="${escape(q)}" aria-label="Suche"><button class="button" type="submit">Suchen</button></form><h1>${escape(heading)}</h1><p data-testid="result-count">${answer.numFound ?? 0} Produkte</p><ul class="sk-grid" role="list">${items.map((item, i) => tileHtml(item, i + 1)).join('')}</ul></main></body></html>`;
      sendCompressed(req, res, 200, { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, Buffer.from(html, 'utf8'));
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}

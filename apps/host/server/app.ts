import { existsSync, promises as fs } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

import { createLogger, isOwnPath, linkPolicy, readBody, safeLink, SHOP_ENVIRONMENT, type Logger } from '@shop/api-client';
import { langTag, resolveLocale, toStoredLocale } from '@shop/market';
import type { RemoteName } from '@shop/listing';
import { createApiProxy, createBaseApp, isProxiedPath, proxiedKind, registerStaticFiles, sendStreamedHtml } from '@shop/http-static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ShopRuntimeConfig } from '../src/config';
import { judgeLocale, judgeLocaleOn } from '../src/routing/localeJudge';
import { LOCALE_SWITCH_PATH, matchRoute, type PageId } from '../src/routing/routes';
import { applyRouteMiddleware } from '../src/routing/routeMiddleware';
import { tagManagerFor, type HostServerConfig } from './config';
import type { EarlyFrame, OwnUiKitCss, RedirectQuestion, RenderedPage, RenderHandle, RenderRedirect, RenderRequest, RenderSkip } from '../src/server';
import { robotsTag, ROBOTS_TXT } from './crawlers';
import { configScript, contentSecurityPolicy, earlyPartLength, earlyPartWithFrame, hasFrameSlot, redirectRest, restAfterFrame, renderShell, scriptHash, TAG_MANAGER_START, tagManagerMarkup, withNoIndex, withNotFoundNoScript, withNotFoundPage, withServerRenderedPage } from './html';
import { localeSwitch } from './localeSwitch';
import { pageCacheControl, streamedPageCacheControl } from './pageCache';
import { RenderMisses } from './renderMisses';
import { repairUrl } from './repairUrl';
import { HOST_UI_KIT_CSS_HASH, PAGE_CSS, UI_KIT_CSS_HASH_ATTRIBUTE } from '../src/shell/styles';
import { UI_KIT_CSS_ID } from '../src/shell/styleIds';
import { EARLY_TAPS_SCRIPT } from '../src/shell/earlyTaps';
import { SEEN_ROWS_SCRIPT } from '../src/shell/seenRows';
import { SHELL_NAMESPACES } from '../src/shellNamespaces';
import { BOOT_CHUNKS_FILE, bootFiles, MAX_BOOT_CHUNKS_CHARS, MAX_MANIFEST_CHARS, parseBootChunks, parseManifest, preloadTags, textFiles, type BootChunks, type FederationManifest } from './preloads';
import { browserManifest, leanManifestUrl, type ManifestAt } from './remoteManifests';

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * A redirect's address, absolute (SPEC §7) on the public origin the request was made to: the configured one
 * for its host name (`CANONICAL_ORIGINS`), else the request's scheme and `Host` — the header a shared cache
 * keys its copy on, not a forwarded host it may not (a copy with another host in its Location would send every
 * shopper there). Without a `Host` the address stays relative.
 */
function absoluteOn(to: string, canonicalOrigin: string | undefined, request: FastifyRequest): string {
  const host = request.headers.host;
  const origin = canonicalOrigin ?? (host ? `${request.protocol}://${host}` : undefined);
  if (!origin) return to;
  try {
    return new URL(to, origin).href;
  } catch {
    return to;
  }
}

/** The host's server renderer (`dist/server/render.js`, built from apps/host/src/server). */
interface HostRenderer {
  renderPage(request: RenderRequest): Promise<RenderedPage | RenderSkip | RenderRedirect>;
  /** The same, with the page's frame on demand (a renderer built before it had none). */
  startRender?(request: RenderRequest): RenderHandle;
  refreshRemotes(remotes: Record<RemoteName, string>): Promise<void>;
  prepare(remotes: Record<RemoteName, string>): Promise<void>;
  /** Where a page sends the shopper at once, without rendering it (a renderer built before it had none). */
  redirectOf?(request: RedirectQuestion): Promise<string | null | undefined>;
  /** The ui-kit CSS of the remote that renders a page module, once loaded (a renderer built before it had none). */
  uiKitCssOf?(module: string): OwnUiKitCss | null;
}

/** Redirects after a redirect's target that the server follows before it answers with an HTTP redirect. */
export const REDIRECT_CHECK_HOPS = 3;

/**
 * Whether a redirect from `from` to `to` goes round: its target (and the target's, up to
 * {@link REDIRECT_CHECK_HOPS}) sends the shopper on again to an address of the chain, or further than the check
 * follows. `ask` says where an address of ours sends the shopper (`null`: nowhere; `undefined`: not known in
 * time, taken as nowhere). Another host's address ends the chain.
 */
export async function redirectGoesRound(from: URL, to: string, ask: (pathAndSearch: string) => Promise<string | null | undefined>): Promise<boolean> {
  const seen = new Set([`${from.pathname}${from.search}`]);
  let next = new URL(to, from);
  for (let hop = 0; hop < REDIRECT_CHECK_HOPS; hop += 1) {
    if (next.origin !== from.origin) return false;
    const address = `${next.pathname}${next.search}`;
    if (seen.has(address)) return true;
    seen.add(address);
    const after = await ask(address);
    if (after === null || after === undefined) return false;
    next = new URL(after, next);
  }
  return true;
}

/**
 * A navigation the page in the tab made by itself — a refresh or a script, not the shopper (Fetch Metadata:
 * same-origin, no user activation). The server's late redirect (a refresh in a page whose status went out) is
 * followed by such a refresh, so a page asked for this way is not answered with another redirect: redirects that
 * go round (an upstream's A → B → A) take one hop on the server, and the page's own code follows the rest and
 * stops a loop (`MAX_REDIRECT_HOPS`).
 */
export function navigationByThePage(headers: IncomingHttpHeaders): boolean {
  return headers['sec-fetch-mode'] === 'navigate' && headers['sec-fetch-site'] === 'same-origin' && headers['sec-fetch-user'] !== '?1';
}

function loadRenderer(distDir: string): HostRenderer | null {
  const file = path.join(distDir, 'server', 'render.js');
  if (!existsSync(file)) return null;
  return createRequire(file)(file) as HostRenderer;
}

/** `X-Shop-Render: client` asks for the page without server rendering. */
const CLIENT_RENDER_HEADER = 'x-shop-render';

/** The CSP source of the inline capture of taps made before the page is live (the same on every page). */
const EARLY_TAPS_HASH = scriptHash(EARLY_TAPS_SCRIPT);
/** The CSP source of the inline mark of products seen (shell/seenRows.ts). */
const SEEN_ROWS_HASH = scriptHash(SEEN_ROWS_SCRIPT);
/** The host's copy of the ui-kit CSS: the head's on pages no loaded listing remote renders. */
const HOST_UI_KIT_CSS: OwnUiKitCss = { css: PAGE_CSS.find(([id]) => id === UI_KIT_CSS_ID)?.[1] ?? '', hash: HOST_UI_KIT_CSS_HASH };
/**
 * The shell's and the ui-kit's CSS, in the <head> of every page (before <title>: sent at once, ahead of a
 * server render): the browser paints with it and the shop's scripts do not carry it. The ui-kit's is `uiKit`,
 * the CSS of the remote that renders the page, where the server has it; else the host's copy.
 */
function pageStyles(uiKit: OwnUiKitCss | null): string {
  return PAGE_CSS.map(([id, css]) => {
    if (id !== UI_KIT_CSS_ID) return `<style id="${id}">${css}</style>`;
    const own = uiKit ?? HOST_UI_KIT_CSS;
    return `<style id="${id}" ${UI_KIT_CSS_HASH_ATTRIBUTE}="${own.hash}">${own.css}</style>`;
  }).join('');
}
const PAGE_STYLES = pageStyles(null);

/** A render's outcome that is no page: the browser renders it. */
function isSkip(rendered: RenderedPage | RenderSkip | RenderRedirect): rendered is RenderSkip {
  return 'skipped' in rendered;
}

/** A render's outcome that says the page does not exist (the API answered 404 or 410 for it). */
function isNotFound(rendered: RenderedPage | RenderSkip | RenderRedirect): rendered is RenderSkip {
  return isSkip(rendered) && rendered.notFound === true;
}

/**
 * How long the server waits for the frame (header) of a page whose render outlasts the status wait: it is
 * rendered from texts already loaded and nothing else, in a few milliseconds. Past this, the head goes out alone.
 */
const FRAME_WAIT_MS = 100;

/** How much longer than its deadline the server waits for its renderer before it sends the page without it. */
const RENDER_GRACE_MS = 250;
/** How long after the host starts a remote that has not answered yet goes unmentioned: it may be starting too. */
const REMOTE_START_GRACE_MS = 30_000;

/** The page's frame from the renderer, or null when it has none or takes longer than `ms` (or fails). */
function frameWithin(handle: RenderHandle, ms: number): Promise<EarlyFrame | null> {
  return Promise.race([
    handle.frameNow().catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref()),
  ]);
}

/** Where a remote's server container is: `server/remoteEntry.js` beside its browser manifest. */
export function serverEntryUrl(manifestUrl: string): string {
  return new URL('server/remoteEntry.js', manifestUrl).toString();
}

/**
 * The host server (Fastify): the HTML shell with the runtime config, redirects, 404s, SPEC §9 cache headers,
 * the host's static files, and the search API proxy. Stateless: any number of copies can run behind a shared
 * cache (`deploy/`), and nothing a shared cache may keep carries per-request data.
 */
export interface HostServerOptions {
  /** Where the server's diagnostics go (SPEC §8 locale warnings). Defaults to the console at WARN (SPEC §9). */
  logger?: Logger;
  /** Which named route middleware each page runs (SPEC §5). Defaults to the shell's own table, `PAGE_MIDDLEWARE`. */
  pageMiddleware?: Readonly<Partial<Record<PageId, readonly string[]>>>;
}

export async function createHostServer(config: HostServerConfig, options: HostServerOptions = {}): Promise<FastifyInstance> {
  const logger = options.logger ?? createLogger({ level: SHOP_ENVIRONMENT.LOG_LEVEL });
  const template = await fs.readFile(path.join(config.distDir, 'index.html'), 'utf8');
  const hostManifest = await fs
    .readFile(path.join(config.distDir, 'mf-manifest.json'), 'utf8')
    .then((text) => parseManifest(JSON.parse(text)))
    .catch(() => null);
  const bootChunks = await fs
    .readFile(path.join(config.distDir, BOOT_CHUNKS_FILE), 'utf8')
    .then((text) => parseBootChunks(JSON.parse(text)))
    .catch(() => parseBootChunks(null));
  const renderer = config.ssrDeadlineMs === null ? null : loadRenderer(config.distDir);
  const renderMisses = new RenderMisses();
  const serverRemotes = Object.fromEntries(
    (Object.keys(config.remotes) as RemoteName[]).map((name) => [name, serverEntryUrl(config.remotes[name])]),
  ) as Record<RemoteName, string>;
  /**
   * A remote's answer as text, `null` for an error or one longer than `maxChars` (counted in bytes: stricter
   * for the rare character outside ASCII). Such a body is let go at once: it is not read past the bound (an
   * endless one was read for the whole 1.5 s deadline, 38 MB in a test), nor left unread.
   */
  const readRemoteText = async (res: Response, maxChars: number): Promise<string | null> => {
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      return null;
    }
    return readBody(res, maxChars);
  };
  // Remote manifests, refreshed in the background: remotes deploy on their own schedule. Per remote, the one the
  // shop's pages load: its lean build when it has a compatible one (remoteManifests.ts), else the configured one.
  const pageManifests = new Map<RemoteName, ManifestAt>();
  // And their text chunks (`boot-chunks.json` beside the page's manifest): a remote without one gets no text hints.
  const remoteBoot = new Map<RemoteName, BootChunks>();
  const manifestTexts = new Map<RemoteName, string>();
  // A remote's lists: `false` when the remote did not answer (a timeout, a refused connection), so the host keeps
  // what it read before rather than change the pages for a moment's hiccup; empty lists when it answered without
  // usable ones.
  const readRemoteBoot = async (manifestUrl: string): Promise<BootChunks | false> => {
    try {
      const res = await fetch(new URL(BOOT_CHUNKS_FILE, manifestUrl), { signal: AbortSignal.timeout(1500) });
      // A list of a few kB; anything far larger is not one (and is not read further).
      const text = await readRemoteText(res, MAX_BOOT_CHUNKS_CHARS);
      return parseBootChunks(text ? JSON.parse(text) : null);
    } catch (error) {
      return error instanceof SyntaxError ? parseBootChunks(null) : false;
    }
  };
  /**
   * A manifest as read: `null` when the remote answered with an error or far too much, `manifest: null` when
   * with something that is not one; throws when it did not answer.
   */
  const fetchManifest = async (url: string): Promise<{ text: string; manifest: FederationManifest | null } | null> => {
    const res = await fetch(url, { signal: AbortSignal.timeout(1500) });
    const text = await readRemoteText(res, MAX_MANIFEST_CHARS);
    if (text === null) return null;
    try {
      return { text, manifest: parseManifest(JSON.parse(text)) };
    } catch {
      return { text, manifest: null };
    }
  };
  // Said once when a remote stops answering and once when it is back, not at every refresh. Remotes start beside
  // the host (`npm start`, a deploy): one not answered yet is said only after a grace period.
  const unanswered = new Map<RemoteName, { said: boolean }>();
  const readingSince = Date.now();
  const unreachable = (name: RemoteName, url: string, error: unknown) => {
    const known = unanswered.get(name) ?? { said: false };
    unanswered.set(name, known);
    if (known.said || (!manifestTexts.has(name) && Date.now() - readingSince < REMOTE_START_GRACE_MS)) return;
    known.said = true;
    logger.warn('a remote did not answer; its pages keep what was read from it before', { remote: name, url, error: String(error) });
  };
  const reachable = (name: RemoteName) => {
    if (unanswered.get(name)?.said) logger.warn('a remote answers again', { remote: name });
    unanswered.delete(name);
  };
  const refreshManifests = async () => {
    const redeployedRemotes: RemoteName[] = [];
    await Promise.all(
      (Object.keys(config.remotes) as RemoteName[]).map(async (name) => {
        try {
          const fetched = await fetchManifest(config.remotes[name]);
          if (!fetched) return;
          const { text, manifest } = fetched;
          const before = manifestTexts.get(name);
          const redeployed = before !== undefined && before !== text;
          const leanUrl = leanManifestUrl(config.remotes[name]);
          const lean = await fetchManifest(leanUrl).catch((error: unknown) => void unreachable(name, leanUrl, error));
          // Unreachable for a moment while the remote is as it was: its pages stay on the build they load.
          if (lean === undefined && !redeployed && pageManifests.has(name)) return;
          const chosen = manifest
            ? browserManifest({ url: config.remotes[name], manifest }, lean?.manifest ? { url: leanUrl, manifest: lean.manifest } : null, hostManifest?.runtimeVersion ?? null)
            : null;
          const boot = chosen ? await readRemoteBoot(chosen.url) : null;
          if (boot === false) unreachable(name, chosen?.url ?? config.remotes[name], 'boot-chunks.json did not answer');
          const sameBuild = chosen !== null && pageManifests.get(name)?.url === chosen.url && !redeployed;
          if (chosen) pageManifests.set(name, chosen);
          else pageManifests.delete(name);
          if (boot) remoteBoot.set(name, boot);
          else if (boot === null || !sameBuild) remoteBoot.delete(name);
          manifestTexts.set(name, text);
          if (redeployed) redeployedRemotes.push(name);
          if (lean !== undefined && boot !== false) reachable(name);
        } catch (error) {
          // unreachable now: the pages keep what was read before (none for a remote never read) until the next refresh
          unreachable(name, config.remotes[name], error);
        }
      }),
    );
    // Redeployed remotes: the server renderer loads their new server code for the next page — once for all of
    // them, after every manifest was read. One reload per remote, each while the others' loads were under way,
    // left a remote's new container on the federation instance of its old one (the runtime reuses an instance
    // of the same name), whose chunk loader it never got: every render failed until the next deploy.
    if (redeployedRemotes.length > 0) {
      await renderer?.refreshRemotes(serverRemotes);
      await renderer?.prepare(serverRemotes);
    }
  };
  /** The manifest URL of each remote that the shop's pages load. */
  const pageRemotes = (): Record<RemoteName, string> =>
    Object.fromEntries((Object.keys(config.remotes) as RemoteName[]).map((name) => [name, pageManifests.get(name)?.url ?? config.remotes[name]])) as Record<RemoteName, string>;
  let refreshTimer: NodeJS.Timeout | undefined;
  let closed = false;
  // Every `manifestRefreshMs` (a minute); every 2 s while one is still unknown (a remote that starts after the host)
  // or did not answer the last read (a remote busy at start would otherwise keep its self-contained build for a
  // minute). None after the server is closed, also when a read was still under way then.
  const scheduleRefresh = () => {
    if (closed) return;
    const missing = unanswered.size > 0 || (Object.keys(config.remotes) as RemoteName[]).some((name) => !pageManifests.has(name));
    refreshTimer = setTimeout(() => void refreshManifests().then(scheduleRefresh), missing ? Math.min(2_000, config.manifestRefreshMs) : config.manifestRefreshMs);
    refreshTimer.unref();
  };
  void refreshManifests().then(scheduleRefresh);
  // The listing pages' server code, loaded before the first shopper asks (a remote not up yet loads later).
  void renderer?.prepare(serverRemotes).catch(() => undefined);

  const entryScript = /<script\b[^>]*\bsrc="([^"]+)"/.exec(template)?.[1];
  const preloadsFor = (module: string | null, scriptsLow: boolean, locale: string): string => {
    const [remote, expose] = (module ?? 'search/SearchPage').split('/') as [RemoteName, string];
    // A page the browser renders shows its first answer only through the shell's answer rules (the shell asks
    // for it while the remote loads): announced with the boot chunks, not found once the request has started.
    const boot = [...bootFiles(bootChunks, locale, SHELL_NAMESPACES), ...(scriptsLow ? [] : bootChunks.answerRules)];
    return preloadTags({ host: hostManifest, boot, entry: entryScript, remote: { manifestUrl: pageManifests.get(remote)?.url ?? config.remotes[remote], manifest: pageManifests.get(remote)?.manifest ?? null, expose, texts: textFiles(remoteBoot.get(remote), locale) }, scriptsLow });
  };

  const runtimeConfig = (locale: string): ShopRuntimeConfig => ({
    remotes: pageRemotes(),
    apiBaseUrl: '/',
    locale,
    allowedRedirectHosts: config.allowedRedirectHosts,
    remoteTimeoutMs: config.remoteTimeoutMs,
    adTimeoutMs: config.adTimeoutMs,
    embedAllowedOrigins: config.embedAllowedOrigins,
  });

  /** The configured public origin whose host name the request was made to (`CANONICAL_ORIGINS`), if any. */
  const canonicalHosts = new Map(config.canonicalOrigins.map((origin) => [new URL(origin).host, origin]));
  function canonicalOriginOf(host: string | undefined): string | undefined {
    return host === undefined ? undefined : canonicalHosts.get(host.toLowerCase());
  }

  function resolveRequestLocale(request: FastifyRequest, url: URL, routeLocale: string | undefined): string {
    // An explicit locale in the address wins over cookies and headers: the page must match its URL.
    if (routeLocale) return toStoredLocale(routeLocale);
    return resolveLocale(
      {
        headerLocale: request.headers['accept-language'],
        cookieLocale: cookie(request.headers.cookie, 'locale'),
        queryLocale: url.searchParams.get('locale') ?? undefined,
        path: url.pathname,
        host: request.headers.host,
      },
      // SPEC §8: a locale that cannot be determined is said (twice), never an error.
      (message) => logger.warn(message, { path: url.pathname, host: request.headers.host ?? '' }),
    ).locale;
  }

  const app = await createBaseApp({ trustProxyHops: config.trustProxyHops, rewriteUrl: repairUrl });
  // A page asked for with a path the router could not decode (repairUrl) is sent to the repaired address, so
  // that the browser's address decodes too. What the proxy forwards (API, fragments, section content) is
  // answered as repaired: its clients follow no redirect.
  app.addHook('onRequest', async (request, reply) => {
    if (request.originalUrl === request.url || isProxiedPath(request.url.split('?')[0]!)) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    // Never protocol-relative: a target starting `//` or `/\` is refused before it gets here (originForm), and
    // the repair changes only percent-escapes.
    await reply.header('cache-control', 'public, max-age=300, s-maxage=300').redirect(request.url, 301);
  });
  // The link rule for the allowed hosts alone: an origin no address has, so none counts as our own.
  const otherHosts = linkPolicy(config.allowedRedirectHosts, 'http://own.invalid');
  const proxy = createApiProxy({
    upstream: config.searchApiUrl,
    timeoutMs: config.upstreamTimeoutMs,
    maxResponseBytes: config.upstreamMaxBytes,
    corsOrigins: config.apiCorsOrigins,
    cacheBytes: config.proxyCacheBytes,
    // SPEC §2, §9: gridboxes are among the cacheable prefixes; the host, not the upstream, says for how long.
    cacheControl: (pathname, params) => (pathname.startsWith('/q/api/gridboxes/') ? pageCacheControl(pathname, params) : null),
    // An API redirect off the upstream's paths passes when the one link rule lets it lead to an allowed host
    // (as the server's render judges the same answer): the browser's client then goes there (SPEC §7).
    externalRedirect: (location) => {
      const target = safeLink(location, otherHosts);
      return target && !isOwnPath(target) ? target : null;
    },
  });
  await proxy.register(app);
  // The server renderer's own files (dist/server) are code for this server, not for browsers.
  await registerStaticFiles(app, { root: config.distDir, wildcard: false, ignore: ['index.html', 'server/**'] });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(refreshTimer);
  });

  app.get('/robots.txt', async (_request, reply) => reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(ROBOTS_TXT));

  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').type('text/plain').send('ok'));

  // The header's storefront select without JavaScript (shell Layout): the chosen storefront's cookie, and the
  // same page in it. Never cached: it sets a cookie.
  app.get(LOCALE_SWITCH_PATH, async (request, reply) => {
    const url = new URL(request.url, 'http://host');
    const { location, cookie: chosen } = localeSwitch(url.searchParams.get('to'), url.searchParams.get('from'), `${request.protocol}:`, judgeLocale);
    if (chosen) reply.header('set-cookie', chosen);
    return reply.header('cache-control', 'no-store').redirect(location, 303);
  });

  app.get('/config.json', async (request, reply) => {
    const url = new URL(request.url, 'http://host');
    return reply
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(runtimeConfig(resolveRequestLocale(request, url, undefined))));
  });

  async function page(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const url = new URL(request.url, 'http://host');
    const { pathname } = url;
    // Category section content shares the `/c/` prefix with the search aliases (SPEC §2).
    if (proxiedKind(pathname, request.method) === 'content') return proxy.forward(request, reply);

    if (config.productPageUrl && pathname.startsWith('/p/')) {
      return reply.redirect(new URL(`${pathname}${url.search}`, config.productPageUrl).toString(), 302);
    }

    // A wrong locale in the address is corrected within the storefront the host name stands for (the Host is in
    // a shared cache's key, so its redirect is kept per storefront).
    const judge = judgeLocaleOn(request.headers.host);
    const match = applyRouteMiddleware(matchRoute(pathname, url.search, judge), judge, options.pageMiddleware);
    if (match.kind === 'error') {
      request.log.error({ path: pathname }, match.message);
      return reply.code(match.status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(match.message);
    }
    if (match.kind === 'redirect') {
      return reply.header('cache-control', 'public, max-age=300, s-maxage=300').redirect(match.to, match.status);
    }
    const routeLocale = match.kind === 'page' ? match.routeLocale : undefined;
    const locale = resolveRequestLocale(request, url, routeLocale);
    const shopConfig = runtimeConfig(locale);
    const tagManager = tagManagerFor(config, locale);
    // Listing pages arrive rendered (the owning remote's server code), unless a request asks for the page the
    // browser renders (diagnostics, tests of the browser's own fetching).
    const deadlineMs = renderer !== null && match.kind === 'page' ? config.ssrDeadlineMs : null;
    const askedForClient = request.headers[CLIENT_RENDER_HEADER] === 'client';
    const byThePage = navigationByThePage(request.headers);
    // A HEAD is rendered too: its status must be the one a GET gets (a link checker asks with HEAD).
    const serverRendered = deadlineMs !== null && (request.method === 'GET' || request.method === 'HEAD') && !askedForClient;
    const preloads = match.kind === 'page' ? preloadsFor(match.module, serverRendered, locale) : '';
    // The ui-kit CSS of the remote that renders the page, once the server has its code: a remote redeployed
    // alone restyles its pages (DESIGN: the code a team owns is the code it deploys). Else the host's copy.
    const ownCss = match.kind === 'page' && match.module ? (renderer?.uiKitCssOf?.(match.module) ?? null) : null;
    // A page the server renders needs its scripts only to become live: their hints go at the end of the page,
    // after its markup and hydration state, so that the markup and its first images have the line to
    // themselves instead of sharing it with twenty scripts (`npm run bench:page`, two interleaved pairs of
    // 3 loads each at 1.6 Mbit/s: first tile 2452 → 1981 and 2742 → 2430 ms, page live 4409 → 4116 and
    // 4822 → 4572 ms). A page the browser renders needs them at once: in the head.
    const head = `${serverRendered ? '' : preloads}${ownCss ? pageStyles(ownCss) : PAGE_STYLES}${tagManager ? tagManagerMarkup(tagManager) : ''}`;
    const withLatePreloads = (page: string) => (serverRendered ? page.replace('</body>', () => `${preloads}</body>`) : page);
    const shell = renderShell(template, shopConfig, head);
    const html = match.kind === 'notFound' ? withNotFoundPage(shell, locale) : shell;
    // The answer depends on the request's language and locale cookie only when the address names no locale, and
    // a rendered page on its A/B cookie (its searches send the shopper's variant).
    if (!routeLocale) reply.header('vary', 'Accept-Language, Cookie');
    else if (serverRendered) reply.header('vary', 'Cookie');
    const robots = robotsTag(match, url.search);
    if (robots) reply.header('x-robots-tag', robots);
    reply.code(match.kind === 'notFound' ? 404 : 200).headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': match.kind === 'notFound' ? 'no-cache' : pageCacheControl(pathname, url.searchParams),
      'content-language': langTag(locale),
      'content-security-policy': contentSecurityPolicy({
        remoteUrls: Object.values(config.remotes),
        inlineScripts: [scriptHash(configScript(shopConfig)), EARLY_TAPS_HASH, SEEN_ROWS_HASH, ...(tagManager ? [scriptHash(TAG_MANAGER_START)] : [])],
        frameAncestors: config.embedAllowedOrigins,
        tagManager: tagManager !== null,
      }),
    });
    if (request.method === 'HEAD' && !serverRendered) return reply.send();
    const cut = earlyPartLength(html);
    if (deadlineMs === null || !renderer || cut < 0) return reply.send(withLatePreloads(html));
    // The page the browser renders, asked for by the request: never kept by a shared cache in place of the
    // rendered one.
    if (askedForClient) return reply.header('cache-control', 'no-store').send(html);
    // A refresh's answer may be the page to render where others get a redirect: no cache keeps it for them.
    if (byThePage) reply.header('cache-control', 'no-store');
    // Anything that fails or misses the deadline leaves the page to the browser, as without server rendering.
    const canonicalOrigin = canonicalOriginOf(request.headers.host);
    // The A/B cookie as the browser reads it (the API client's rule decides what of it is sent).
    const abValue = cookie(request.headers.cookie, 'ab');
    const renderRequest: RenderRequest = { url: `${pathname}${url.search}`, config: shopConfig, serverRemotes, apiOrigin: config.searchApiUrl, ...(request.headers.host ? { host: request.headers.host } : {}), deadlineMs, partWaitMs: config.ssrPartWaitMs, fetch: proxy.fetchAt(request.headers.host ?? ''), ...(canonicalOrigin ? { canonicalOrigin } : {}), ...(abValue ? { abValue } : {}) };
    const handle: RenderHandle = renderer.startRender ? renderer.startRender(renderRequest) : { page: renderer.renderPage(renderRequest), frameNow: async () => null };
    const rendering = Promise.race([
      handle.page,
      // The renderer keeps its own deadline; this one holds even if it does not.
      new Promise<RenderSkip>((resolve) => setTimeout(() => resolve({ skipped: 'renderer missed its deadline' }), deadlineMs + RENDER_GRACE_MS).unref()),
    ]).catch((error: unknown): RenderSkip => ({ skipped: error instanceof Error ? error.message : String(error) }));
    // What the page is once rendered, from the cut on: a redirect is a 302 when known before the status went out
    // (below), else a refresh in its head — unless it leads back to itself (an upstream's redirect to the page
    // asked for), goes round (`goesRound`, found before a 302), or the request is itself the refresh of a
    // redirect: the browser would go round for ever, so it gets the page to render as without server rendering,
    // and the page's code follows the redirect and counts the hops.
    let goesRound = false;
    const sentOnTo = (rendered: RenderedPage | RenderSkip | RenderRedirect): string | null =>
      'redirect' in rendered && new URL(rendered.redirect, url).href !== url.href && !byThePage && !goesRound ? rendered.redirect : null;
    const restOf = (rendered: RenderedPage | RenderSkip | RenderRedirect, late = withLatePreloads): string => {
      const to = sentOnTo(rendered);
      if (to !== null) return redirectRest(html, to);
      if (isNotFound(rendered)) return late(withNotFoundNoScript(withNoIndex(html), locale)).slice(cut);
      return late('html' in rendered ? withServerRenderedPage(html, rendered) : html).slice(cut);
    };
    // A page sent in two parts that the browser renders after all (a failure or a missed deadline that may
    // pass), for `RenderMisses`; while such pages come, the next one's script hints go out with its first part.
    const leftToBrowser = (rendered: RenderedPage | RenderSkip | RenderRedirect, hydrated: boolean) => !hydrated && !(isSkip(rendered) && rendered.lasting);
    const hintsEarly = serverRendered && renderMisses.hintsEarly;
    const late = hintsEarly ? (page: string) => page : withLatePreloads;
    // The status and head wait a moment for the render: a page rendered by then goes out whole, with the status
    // that says what it is.
    const early = config.ssrStatusWaitMs > 0 ? await Promise.race([rendering, new Promise<null>((resolve) => setTimeout(() => resolve(null), config.ssrStatusWaitMs).unref())]) : null;
    if (early !== null) {
      // A redirect known before the status went out is an HTTP redirect (SPEC §7: a redirect answer becomes a
      // 302, a 3xx answer keeps its 301 or 302; absolute, on the host the shopper asked), once its target is
      // known not to send the shopper round (checked with the target's first search: a 302 is followed by the
      // browser and kept by a shared cache, which could then answer a ring of redirects for ever). One that goes
      // round is the page the browser renders, whose code follows it and stops (MAX_REDIRECT_HOPS); not kept,
      // the upstream may mend it.
      const to = sentOnTo(early);
      const ask = renderer.redirectOf?.bind(renderer);
      if (to !== null && ask) {
        const until = Date.now() + deadlineMs;
        // Asked as the page was rendered (its locale's settings, the A/B value, the upstream), of the target.
        goesRound = await redirectGoesRound(url, to, (address) => ask({ ...renderRequest, url: address, deadlineMs: Math.max(0, until - Date.now()) }));
        if (goesRound) reply.header('cache-control', 'no-cache');
        else return reply.code('redirect' in early && early.status === 301 ? 301 : 302).header('location', absoluteOn(to, canonicalOrigin, request)).send();
      }
      // The API's own status for it (SPEC §7: the error state "with the status stored"): 404, or 410 Gone. Kept
      // by a cache as the page at that address would be (as its 200 marked noindex was): links to a page that is
      // gone do not each reach the search API.
      if (isNotFound(early)) reply.code(early.status === 410 ? 410 : 404);
      // A render that failed for a reason that may pass (an upstream down, a remote's server code failing): the
      // browser renders this answer, and a shared cache must not keep it in place of the rendered page for the
      // page's whole lifetime — the next request renders again. (A render slower than the wait has its status
      // and cache headers out before its outcome is known: it is kept briefly, below.)
      else if (isSkip(early) && !early.lasting && !byThePage) reply.header('cache-control', 'no-cache');
      return request.method === 'HEAD' ? reply.send() : reply.send(html.slice(0, cut) + restOf(early));
    }
    // Its status goes out before its outcome is known (rendered, or left to the browser): a shared cache keeps it
    // briefly (STREAMED_PAGE_KEPT_S), not for the page's lifetime. A refresh's no-store stays.
    if (!byThePage) reply.header('cache-control', streamedPageCacheControl());
    if (request.method === 'HEAD') return reply.send();
    // A render that takes longer (the search API is slow): the page's frame goes out now — the head, and the
    // header rendered from what has arrived, so the shopper sees the shop and can search or browse while the
    // API works — and the rest when the render is done; the status (200) goes out with it.
    const frame = hasFrameSlot(html) ? await frameWithin(handle, FRAME_WAIT_MS) : null;
    if (frame) {
      const rest = (rendered: RenderedPage | RenderSkip | RenderRedirect): string => {
        const to = sentOnTo(rendered);
        if (to !== null) return restAfterFrame(html, frame, { redirect: to });
        // The page's own render begins with the frame the browser already has; one that does not (it cannot
        // be hydrated onto it) is left to the browser, like a failed render.
        const hydrated = 'html' in rendered && rendered.html.startsWith(frame.html);
        renderMisses.record(leftToBrowser(rendered, hydrated));
        if (hydrated) return late(restAfterFrame(html, frame, { page: rendered }));
        return late(restAfterFrame(html, frame, { browser: isNotFound(rendered) ? { notFound: true, locale } : { notFound: false } }));
      };
      // The script hints, when they go early, in the frame's head: the browser fetches them while the server waits.
      const early = earlyPartWithFrame(hintsEarly ? html.replace('</head>', () => `${preloads}</head>`) : html, frame);
      return sendStreamedHtml(request, reply, early, rendering.then(rest));
    }
    // No frame (an embedded page has no header; the texts not loaded yet): the head goes out now (charset,
    // viewport, the page's CSS, and the script hints when they go early), the rest when the render is done.
    const rest = (rendered: RenderedPage | RenderSkip | RenderRedirect): string => {
      if (sentOnTo(rendered) === null) renderMisses.record(leftToBrowser(rendered, 'html' in rendered));
      return restOf(rendered, late);
    };
    return sendStreamedHtml(request, reply, `${html.slice(0, cut)}${hintsEarly ? preloads : ''}`, rendering.then(rest));
  }

  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: page });
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async (_request, reply) => reply.code(405).header('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method not allowed'),
  });
  app.setErrorHandler(async (error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    return reply
      .code(status >= 400 && status < 600 ? status : 500)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(status >= 500 ? 'Internal server error' : 'Bad request');
  });
  return app;
}

import { createLogger, createSearchApi, isHttpRequestError, isOwnPath, linkPolicy, type ApiResult, type SearchApi, type SearchApiOptions, type SearchResult } from '@shop/api-client';
import { fragmentQueryOptions, headerPageId, needsNoResultsMessage, notThereStatus, showsEmptyState, type Fragment, type PageMeta } from '@shop/listing';
import { DOMParser as ServerDomParser } from 'linkedom';
import type { RemoteName } from '@shop/listing';
import { createShopI18n, recordFormattedNumbers, setFormattedNumbers } from '@shop/market';
import { ServerRedirectContext, type ServerRedirect } from '@shop/page-context';
import type { i18n as I18n } from 'i18next';
import { dehydrate, type FetchQueryOptions, type QueryClient } from '@tanstack/react-query';
import { withEmbeddedParam } from '../embed/embeddedParam';
import { canonicalHref } from './canonical';
import { escapeHtml } from './escapeHtml';
import { acceptedOwnCss, type OwnUiKitCss } from './ownCss';
import { prefetchWithin } from './prefetchWithin';
import type { HydrationState } from './hydrationState';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { ShopRuntimeConfig } from '../config';
import { registerShopRemotes, remoteLoadsSettled, resetRemotes, startRemoteLoad } from '../federation/remotes';
import { createPageQueryClient, emptyPageQueries, firstPageQuery, pageApiOptions, pageContentPath, pageLocale, pageModule, PageTree, SHELL_NAMESPACES } from '../pageTree';
import { judgeLocale, judgeLocaleOn } from '../routing/localeJudge';
import { matchRoute, type PageMatch } from '../routing/routes';
import { listingPageNumber } from '../shell/listingPage';
import { pageTitle } from '../shell/pageTitle';
import { forgetLoadedRemotes, preloadRemoteComponent } from '../shell/RemoteSlot';
import { ShellPartContext, type ShellPart } from '../shell/shellPart';
import type { ListingPageModule, RemoteModuleId } from '@shop/listing';

// Fragments are read as data with the same code as in the browser (parseFragment); on the server a kept
// HTML parser stands in for the browser's DOMParser. Nothing in a parsed fragment runs here either.
if (typeof globalThis.DOMParser === 'undefined') {
  (globalThis as { DOMParser?: unknown }).DOMParser = ServerDomParser;
}

/** What the host server asks for one page. */
export interface RenderRequest {
  /** Path and query of the request (`/q/search?q=sofa`). */
  url: string;
  /** The browser's runtime configuration for this request (the same object the page gets inline). */
  config: ShopRuntimeConfig;
  /** Where the remotes' server containers are (`…/server/remoteEntry.js`). */
  serverRemotes: Record<RemoteName, string>;
  /**
   * The origin the page's canonical link is absolute on: the shop's public origin the request was made to, as
   * the host's configuration names it (`CANONICAL_ORIGINS`). Absent, the link is relative to the page.
   */
  canonicalOrigin?: string;
  /** Absolute base URL for the server's own API calls: the upstream the host's proxy forwards to. */
  apiOrigin: string;
  /** The host name the page was asked on (`Host`): whose storefront a wrong locale in an address is corrected to. */
  host?: string;
  /**
   * The request's A/B cookie value, sent with the page's searches as `v` as the browser sends it (SPEC §7):
   * the page renders the variant the shopper is in, and hydrates with it.
   */
  abValue?: string;
  /** Milliseconds from now after which nothing is awaited any more: the page renders what it has. */
  deadlineMs: number;
  /** The longest each of the page's other parts (fragments, the no-results queries) is waited for; default FRAGMENT_WAIT_MS. */
  partWaitMs?: number;
  /**
   * The `fetch` for the server's calls to the search API: the host's proxy's, which shares a read with the
   * browsers' reads of the same answer — the browser of a page left to it asks for the search the server
   * asked for. The global `fetch` when absent.
   */
  fetch?: typeof fetch;
}


export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** What goes into `<head>`: the preloads React asked for (images) and the meta description (the styles are the host server's). */
  head: string;
  /** `<title>`: the page's heading and the shop's name (the browser refines it from `/n/meta`). */
  title: string;
  state: HydrationState;
}

/**
 * Why the server rendered nothing (the page is rendered in the browser, as without server rendering).
 * `notFound`: the API has no such page (`status` 404 or 410) — the host answers with that status, or, when its
 * status went out before the render was done, tells crawlers not to index it. `lasting`: asking again would
 * give the same (not a listing page, a page the API refuses or does not know); any other skip — a failure, a
 * deadline missed — may pass, so the host does not let a shared cache keep the page rendered without it.
 */
export type RenderSkip = { skipped: string; lasting?: true; notFound?: true; status?: 404 | 410 };

/**
 * The page's frame up to its `<main>`: the skip link and the header (logo, navigation, language, search box
 * and, when its fragment had answered, the categories), rendered before the search API has answered. The
 * page's own render begins with exactly this markup (the fragments the frame showed pending stay pending in
 * it, and are left to the browser), so the browser hydrates one page whichever way it arrived.
 */
export interface EarlyFrame {
  /** The markup of `#root` up to `<main>`: sent before the rest. */
  html: string;
  /**
   * The rest of the frame without the page (an empty `<main>`, the footer, the closing tags): what follows
   * `html` when the page is left to the browser after all.
   */
  tail: string;
  /** `<title>`, when it is known before the page is rendered (the meta fragment gives it). */
  title?: string;
  /** The meta fragment's description, when it had answered. */
  description?: string;
}

/** A render under way: its outcome, and its frame on demand (null when it has none to give, or is done). */
export interface RenderHandle {
  page: Promise<RenderedPage | RenderSkip | RenderRedirect>;
  frameNow(): Promise<EarlyFrame | null>;
}

/**
 * The page sends the shopper elsewhere (its listing's redirect: a redirect answer, a bad parameter dropped, an
 * offset past the end), to an address that passed the link rule: the host answers with that, not a page.
 */
export type RenderRedirect = { redirect: string; status?: 301 | 302 };

let registeredRemotes = '';

/** Registers the remotes' server containers; a changed address (a redeploy elsewhere) re-registers them. */
function registerServerRemotes(remotes: Record<RemoteName, string>): void {
  const key = JSON.stringify(remotes);
  if (key === registeredRemotes) return;
  registerShopRemotes(remotes, registeredRemotes !== '');
  registeredRemotes = key;
}

/**
 * One i18next instance per locale for all requests: texts do not change between requests, and the remotes'
 * namespaces, once loaded, are there for the next page. Forgotten when a remote is redeployed.
 */
const texts = new Map<string, Promise<I18n>>();

function textsFor(locale: string): Promise<I18n> {
  let instance = texts.get(locale);
  if (!instance) {
    instance = createShopI18n(locale, { ns: SHELL_NAMESPACES });
    texts.set(locale, instance);
    instance.catch(() => texts.delete(locale));
  }
  return instance;
}

/**
 * The numbers each page formats while it renders (the host's and the remote's copies of `@shop/market` alike,
 * through the one book on the global object), per request: renders of pages in other locales or with other
 * prices run at the same time. They go to the browser with the page, whose hydration then formats none.
 */
const pageNumbers = new AsyncLocalStorage<ReturnType<typeof recordFormattedNumbers>>();
setFormattedNumbers({
  get: (key, value) => pageNumbers.getStore()?.get(key, value),
  set: (key, value, text) => pageNumbers.getStore()?.set(key, value, text),
});

/** The longest the server waits for one part besides the page's answer, unless the request says otherwise. */
const FRAGMENT_WAIT_MS = 400;

/** The fragments the shell and the page's remote read, by the paths (and so the query keys) they use. */
function fragmentPaths(match: PageMatch, search: string, locale: string): { all: string[]; meta: string } {
  const pageId = headerPageId(search, match.params);
  const pageParams = new URLSearchParams({ locale, ...(pageId ? { pageId } : {}) }).toString();
  const meta = `/n/meta?${pageParams}`;
  const all = [`/n/header?${pageParams}`, meta, `/n/footer?${new URLSearchParams({ locale }).toString()}`];
  const content = pageContentPath(match, locale);
  if (content) all.push(content);
  return { all, meta };
}

/** The pages rendered on the server, by the remote module that renders them. */
const LISTING_MODULES: readonly RemoteModuleId[] = ['search/SearchPage', 'category/CategoryPage', 'category/BrandPage', 'category/NamedQueryPage'];

/** The ui-kit CSS of each loaded listing module (its remote's build), named by its hash as the head carries it. */
const ownCss = new Map<RemoteModuleId, OwnUiKitCss>();

/**
 * Keeps the ui-kit CSS a listing module was built with, for the head of the pages it renders (see
 * `acceptedOwnCss`). A module without it (built before it had one), or one that fails to give it, leaves
 * those pages the host's copy.
 */
async function keepOwnCss(id: RemoteModuleId, mod: unknown): Promise<void> {
  const load = (mod as Partial<ListingPageModule> | null)?.uiKitCss;
  if (typeof load !== 'function' || ownCss.has(id)) return;
  const accepted = acceptedOwnCss(await Promise.resolve().then(load).catch(() => null));
  if (accepted) ownCss.set(id, accepted);
}

/** The ui-kit CSS of the remote that renders `module`'s pages, once its server code is loaded; null before. */
export function uiKitCssOf(module: string): OwnUiKitCss | null {
  return ownCss.get(module as RemoteModuleId) ?? null;
}

/** Loads a listing module's server code, and keeps what the page's head takes from it. */
function loadListingModule(id: RemoteModuleId): Promise<void> {
  return startRemoteLoad(id).then(async (mod) => {
    preloadRemoteComponent(id, mod);
    await keepOwnCss(id, mod);
  });
}

/** Loads the listing pages' server code now, so the first shopper's page does not wait for it. */
export async function prepare(remotes: Record<RemoteName, string>): Promise<void> {
  registerServerRemotes(remotes);
  await Promise.all(LISTING_MODULES.map((id) => loadListingModule(id).catch(() => undefined)));
}

/** The longest a reload of the remotes waits for their loads under way. */
const LOADS_SETTLE_MS = 5_000;

/**
 * Forgets the loaded server containers: the next page loads them again (a remote was redeployed). After the
 * loads under way (up to `LOADS_SETTLE_MS`): the runtime removes a remote's federation instance only once its
 * container is there, and a container that came after the removal would leave its instance to the next one,
 * which would then lack its own chunk loader.
 */
export async function refreshRemotes(remotes: Record<RemoteName, string>): Promise<void> {
  await within(remoteLoadsSettled(), LOADS_SETTLE_MS, 'remote loads under way').catch(() => undefined);
  registerShopRemotes(remotes, true);
  registeredRemotes = JSON.stringify(remotes);
  resetRemotes();
  forgetLoadedRemotes();
  ownCss.clear();
  texts.clear();
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), Math.max(0, ms));
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The page meta the server fetched (SPEC §2 /n/meta), empty when it did not arrive. */
function metaOf(queryClient: QueryClient, metaPath: string): PageMeta {
  return queryClient.getQueryData<Fragment>(['fragment', metaPath])?.meta ?? { title: '', description: '', siteName: '' };
}

/** The text of the rendered page's first heading, read by the HTML parser (entities decoded, tags dropped). */
function textOfFirstH1(html: string): string {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!match?.[1]) return '';
  const heading = new DOMParser().parseFromString(`<!doctype html><body><h1>${match[1]}</h1>`, 'text/html').querySelector('h1');
  return (heading?.textContent ?? '').replace(/\s+/g, ' ').trim();
}


/**
 * Renders a tree to its HTML once everything in it is ready, or at `ms` from now with what is (the parts still
 * waiting are rendered by the browser).
 */
function renderToHtml(tree: ReactNode, ms: number): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const stream = renderToPipeableStream(tree, {
      // Every part inline, in order: no boundary sent later with an inline script (the page's CSP refuses
      // those, and by the time this is piped everything is ready anyway).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.pipe(sink);
      },
      onShellError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError() {
        // A part that failed or missed the deadline is rendered by the browser; nothing to log per request.
      },
    });
    setTimeout(() => stream.abort(new Error('server render deadline')), Math.max(0, ms)).unref();
  });
}

/** What React hoists before the markup (the preloads it was asked for, such as the first tiles' images). */
function hoistedLinks(html: string): string {
  return /^(?:<link\b[^>]*>)+/.exec(html)?.[0] ?? '';
}

/** Where the page's frame ends and its `<main>` begins in a rendered `#root` (-1: nowhere, as embedded). */
function mainStart(html: string): number {
  return html.indexOf('<main');
}

/** How long the frame's own render may take: it has no data to wait for, only texts already loaded. */
const FRAME_RENDER_MS = 150;

/**
 * Renders a listing page on the server with the owning remote's server code: the first page of results,
 * facets, heading and count, and the state to hydrate them. Everything is awaited against one deadline; a
 * remote, an answer or a text that is not there in time makes this request a client-rendered page.
 */
export function renderPage(request: RenderRequest): Promise<RenderedPage | RenderSkip | RenderRedirect> {
  return startRender(request).page;
}

/** The page's API settings on the server: the browser's (`pageApiOptions`), with the request's A/B value. */
function serverApiOptions(request: Pick<RenderRequest, 'config' | 'abValue'>): SearchApiOptions {
  // A 3xx of the API is read, not followed: its 301 or 302 is kept (SPEC §7).
  return { ...pageApiOptions(request.config, createLogger({ level: 'error' })), followRedirects: false, ...(request.abValue ? { abValue: request.abValue } : {}) };
}

/** The server's own client of the search API: the page's settings, the upstream, and the host's proxy's fetch. */
function serverApi(request: Pick<RenderRequest, 'config' | 'abValue' | 'apiOrigin' | 'fetch'>, options = serverApiOptions(request)): SearchApi {
  return createSearchApi({ ...options, baseUrl: request.apiOrigin, ...(request.fetch ? { fetch: request.fetch } : {}) });
}

/** What {@link redirectOf} needs of a render request. */
export type RedirectQuestion = Pick<RenderRequest, 'url' | 'config' | 'apiOrigin' | 'fetch' | 'abValue' | 'deadlineMs' | 'host'>;

/**
 * Where a page sends the shopper at once, without rendering it: the address's own redirect (a wrong locale), or
 * its first search's redirect answer (SPEC §7). `null` when it sends the shopper nowhere (a listing, an error,
 * no listing page); `undefined` when the answer did not come within `deadlineMs`. The host asks it of a
 * redirect's target before it answers with an HTTP redirect, so that redirects that go round (an upstream's
 * A → B → A) are found on the server instead of by a browser going round them.
 */
export async function redirectOf(request: RedirectQuestion): Promise<string | null | undefined> {
  const url = new URL(request.url, 'http://host');
  // The address's own redirect is the one the host server sends on this host (its storefront's locale).
  const match = matchRoute(url.pathname, url.search, judgeLocaleOn(request.host));
  if (match.kind === 'redirect') return match.to;
  const query = firstPageQuery(serverApi(request), match, url.search, pageLocale(request.config));
  if (!query) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.deadlineMs);
  try {
    const answer = await query.queryFn({ signal: controller.signal });
    return answer.kind === 'redirect' ? answer.location : null;
  } catch {
    return controller.signal.aborted ? undefined : null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Starts rendering a listing page (see {@link renderPage}). While it waits for the search API, `frameNow()`
 * renders the page's frame from what has arrived: the host sends it ahead of the rest, so the header paints
 * before the API answers.
 */
export function startRender(request: RenderRequest): RenderHandle {
  const url = new URL(request.url, 'http://host');
  const match = matchRoute(url.pathname, url.search, judgeLocale);
  const module = pageModule(match);
  if (match.kind !== 'page' || !module || match.page.startsWith('evaluation')) return { page: Promise.resolve({ skipped: 'not a listing page', lasting: true }), frameNow: () => Promise.resolve(null) };
  registerServerRemotes(request.serverRemotes);
  const locale = pageLocale(request.config);
  const apiOptions = serverApiOptions(request);
  const queryClient = createPageQueryClient();
  const paths = fragmentPaths(match, url.search, locale);
  const embeddedAtStart = url.searchParams.get('isEmbedded') === 'true';
  // The shell's texts, once loaded (the frame renders only with them).
  let shellTexts: I18n | null = null;
  let settled = false;
  const tree = (i18n: I18n, part: ShellPart, onRedirect: ServerRedirect) => (
    <ServerRedirectContext.Provider value={onRedirect}>
      <ShellPartContext.Provider value={part}>
        <PageTree
          queryClient={queryClient}
          i18n={i18n}
          apiOptions={apiOptions}
          locale={locale}
          onLocale={() => undefined}
          embedAllowedOrigins={request.config.embedAllowedOrigins}
          router={(children) => <StaticRouter location={request.url}>{children}</StaticRouter>}
          embeddedAtStart={embeddedAtStart}
        />
      </ShellPartContext.Provider>
    </ServerRedirectContext.Provider>
  );
  const page = renderListing(request, { url, match, module: module as RemoteModuleId, locale, apiOptions, queryClient, paths, embeddedAtStart, tree, onTexts: (i18n) => (shellTexts = i18n) }).finally(() => {
    settled = true;
  });
  const frameNow = async (): Promise<EarlyFrame | null> => {
    if (settled || !shellTexts || embeddedAtStart) return null;
    // The frame shows what has arrived; a fragment still on its way is left pending in the page too (cancelled
    // here: its late answer would change the header the browser already has) and the browser asks for it.
    const frameFragments = [paths.all[0], paths.meta];
    for (const path of frameFragments) {
      if (queryClient.getQueryState(['fragment', path])?.status === 'pending') void queryClient.cancelQueries({ queryKey: ['fragment', path], exact: true });
    }
    const rendered = await renderToHtml(tree(shellTexts, 'frame', () => undefined), FRAME_RENDER_MS);
    const html = rendered.slice(hoistedLinks(rendered).length);
    const cut = mainStart(html);
    if (settled || cut <= 0) return null;
    const meta = metaOf(queryClient, paths.meta);
    return { html: html.slice(0, cut), tail: html.slice(cut), ...(meta.title ? { title: meta.title } : {}), ...(meta.description ? { description: meta.description } : {}) };
  };
  return { page, frameNow };
}

interface ListingRender {
  url: URL;
  match: PageMatch & { kind: 'page' };
  module: RemoteModuleId;
  locale: string;
  apiOptions: SearchApiOptions;
  queryClient: QueryClient;
  paths: { all: string[]; meta: string };
  embeddedAtStart: boolean;
  tree: (i18n: I18n, part: ShellPart, onRedirect: ServerRedirect) => ReactNode;
  onTexts: (i18n: I18n) => void;
}

async function renderListing(request: RenderRequest, { url, match, module, locale, apiOptions, queryClient, paths, embeddedAtStart, tree: treeOf, onTexts }: ListingRender): Promise<RenderedPage | RenderSkip | RenderRedirect> {
  const started = Date.now();
  const left = () => request.deadlineMs - (Date.now() - started);

  // The same query (and so the same cache key) as the browser's, fetched from the host's proxy.
  const api = serverApi(request, apiOptions);
  const query = firstPageQuery(api, match, url.search, locale);
  // Every query besides the first page is bounded: cancelled after the part wait (a late answer must not
  // reach the hydration state without being in the markup); one not there is fetched by the browser.
  const bounded = <T, K extends readonly unknown[]>(options: FetchQueryOptions<T, Error, T, K>) => prefetchWithin(queryClient, options, request.partWaitMs ?? FRAGMENT_WAIT_MS);
  // The page's fragments (header, footer, meta, a category's section content), read as data like the
  // browser reads them: no shift when they arrive, and title and description in the HTML.
  const policy = linkPolicy(request.config.allowedRedirectHosts);
  const fragments = paths.all.map((path) => bounded(fragmentQueryOptions(path, policy, request.apiOrigin)));
  // A failed or empty answer shows the no-results message and the bestsellers row (SPEC §4, §8): fetched once
  // it is known. A semantic-only answer without keyword hits shows the message above its products (SPEC §4).
  const emptyState = async (answer: ApiResult<SearchResult>) => {
    const empty = showsEmptyState(answer);
    const followUps = empty || (answer.kind === 'ok' && needsNoResultsMessage(answer.data) === 'semanticOnly') ? emptyPageQueries(api, match, url.search, locale) : null;
    if (followUps) await Promise.all(empty ? [bounded(followUps[0]), bounded(followUps[1])] : [bounded(followUps[0])]);
  };
  let firstPageRefused = false;
  let notFound: 404 | 410 | null = null;
  const [i18n] = await within(
    Promise.all([
      textsFor(locale).then((i18n) => {
        onTexts(i18n);
        return i18n;
      }),
      // A 400 may name a parameter the page drops (SPEC §5): the render decides, from the failed query.
      query ? queryClient.fetchQuery({ ...query, retry: false }).then(emptyState, (error: unknown) => {
        notFound = notThereStatus(error);
        if (notFound === null && (!isHttpRequestError(error) || error.statusCode !== 400)) throw error;
        firstPageRefused = true;
      }) : Promise.resolve(null),
      loadListingModule(module),
      ...fragments,
    ]),
    left(),
    'page data',
  );

  let redirect: string | undefined;
  let redirectStatus: 301 | 302 | undefined;
  const tree = treeOf(i18n, 'page', (location, status) => {
    if (redirect !== undefined) return;
    redirect = location;
    redirectStatus = status;
  });

  // Waits for everything that suspends (the remote's own texts); at the deadline React stops and the parts
  // still waiting are rendered by the browser.
  const numbers = recordFormattedNumbers();
  const html = await pageNumbers.run(numbers, () => renderToHtml(tree, left()));
  if (redirect !== undefined) {
    queryClient.clear();
    // A page in a storefront's frame stays embedded where it sends the shopper: the browser's app keeps that
    // for its whole life, but the refresh that follows this answer loads a new page from its address.
    const to = embeddedAtStart && isOwnPath(redirect) ? withEmbeddedParam(redirect) : redirect;
    return redirectStatus === 301 ? { redirect: to, status: 301 } : { redirect: to };
  }
  // A refused first page that is not a redirect shows the error state: the browser renders it (and offers to
  // ask again, unless the API said the page is not there).
  if (firstPageRefused) {
    queryClient.clear();
    return notFound !== null ? { skipped: 'the page does not exist', lasting: true, notFound: true, status: notFound } : { skipped: 'the first page was refused', lasting: true };
  }
  const state: HydrationState = { module, locale, queries: dehydrate(queryClient), numbers: numbers.list() };
  // React puts the preloads it was asked for (the first tiles' images) before the markup: they belong in <head>.
  const hoisted = hoistedLinks(html);
  const meta = metaOf(queryClient, paths.meta);
  const pageNumber = listingPageNumber(url.search, locale);
  const page = pageNumber > 1 ? i18n.t('titlePage', { ns: 'host', page: pageNumber }) : undefined;
  const title = pageTitle({ metaTitle: meta.title, heading: textOfFirstH1(html), shopName: meta.siteName || i18n.t('shopName', { ns: 'host' }), page });
  const description = meta.description ? `<meta name="description" content="${escapeHtml(meta.description)}">` : '';
  const answer = query ? queryClient.getQueryData<ApiResult<SearchResult>>(query.queryKey) : undefined;
  const canonical = canonicalHref(match, url, answer?.kind === 'ok' ? answer.data : null, policy);
  const canonicalLink = canonical ? `<link rel="canonical" href="${escapeHtml(request.canonicalOrigin ? new URL(canonical, request.canonicalOrigin).href : canonical)}">` : '';
  queryClient.clear();
  return { html: html.slice(hoisted.length), head: `${hoisted}${description}${canonicalLink}`, title, state };
}

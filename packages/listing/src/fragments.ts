import { readBody, RESPONSE_BOUNDS, safeLink, type LinkPolicy } from '@shop/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchApi } from './api';

export interface FragmentLink {
  label: string;
  href: string;
}

/** What `/n/meta` says about the page, as plain text ('' when it says nothing). */
export interface PageMeta {
  title: string;
  description: string;
  siteName: string;
}

/** Longest text taken from a meta fragment: an upstream is untrusted input, its strings are bounded. */
export const META_TEXT_MAX = 300;

export interface Fragment {
  links: FragmentLink[];
  /** The links outside any navigation (`<nav>`), e.g. a category's subcategories rather than its breadcrumb. */
  contentLinks: FragmentLink[];
  /** Plain text paragraphs (e.g. the footer's copyright line). */
  texts: string[];
  /** The page's title, description and shop name, from `<title>` and `<meta>` elements (SPEC §2 /n/meta). */
  meta: PageMeta;
}

const NO_META: PageMeta = { title: '', description: '', siteName: '' };

function metaText(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, META_TEXT_MAX);
}

function readMeta(doc: Document): PageMeta {
  const content = (selector: string) => metaText(doc.querySelector(selector)?.getAttribute('content'));
  return {
    title: metaText(doc.querySelector('title')?.textContent),
    description: content('meta[name="description"]'),
    siteName: content('meta[property="og:site_name"]'),
  };
}

/** Bounds on a fragment, an upstream answer like any other (DESIGN.md "Trust boundaries"). */
export const FRAGMENT_BOUNDS = {
  /** A longer fragment is not read at all: the page goes on without it. 512 Ki characters. */
  length: 512 * 1024,
  /**
   * A fragment with more elements (start tags) than this is not read either: a header, footer or section has a
   * few hundred, a mega menu with inline icons a few thousand. A parser's cost grows with the square of the
   * nesting (100,000 nested `<div>`s, 500 KB, held the host's server for 5 s on every page it rendered); this
   * many nested, some 50 ms at worst.
   */
  elements: 10_000,
  /** Links kept. */
  links: 200,
  /** Text paragraphs kept. */
  texts: 20,
  /** Link labels and paragraphs are cut to this many characters. */
  textLength: RESPONSE_BOUNDS.textLength,
} as const;

/** `on…=` attributes (`onerror=`, `/onload =`): upstream markup never needs them. */
const INLINE_HANDLER = /([\s/"'])on([a-z]+)\s*=/gi;

/** Start tags in markup: `<` and a letter. */
const START_TAG = /<[a-z]/gi;

function tooManyElements(html: string): boolean {
  START_TAG.lastIndex = 0;
  for (let count = 0; START_TAG.exec(html) !== null; ) if (++count > FRAGMENT_BOUNDS.elements) return true;
  return false;
}

/** Up to `budget` characters of a node's text, read in document order (not its whole `textContent`). */
function leadingText(node: Node, budget: { left: number }, parts: string[]): void {
  for (let child = node.firstChild; child !== null && budget.left > 0; child = child.nextSibling) {
    if (child.nodeType === 3) {
      const value = child.nodeValue ?? '';
      parts.push(value.slice(0, budget.left));
      budget.left -= value.length;
    } else if (child.nodeType === 1) leadingText(child, budget, parts);
  }
}

/**
 * An element's text, white space collapsed, cut to the text bound. Only as much is read as the bound can use:
 * 200 links nested in each other around 480 KB of text read it all 200 times (2.5 s on the server).
 */
function text(node: Element): string {
  const parts: string[] = [];
  leadingText(node, { left: FRAGMENT_BOUNDS.textLength * 4 }, parts);
  const plain = parts.join('').replace(/\s+/g, ' ').trim();
  return plain.length > FRAGMENT_BOUNDS.textLength ? `${plain.slice(0, FRAGMENT_BOUNDS.textLength - 1)}…` : plain;
}

/**
 * Reads a page fragment (SPEC §2: /n/header, /n/meta, /n/footer) as data — its links and text — instead of injecting
 * its HTML: nothing from it can run, and every link passes the API client's link rule (`safeLink`).
 */
export function parseFragment(html: string, policy: LinkPolicy): Fragment {
  if (typeof DOMParser === 'undefined' || !html || html.length > FRAGMENT_BOUNDS.length || tooManyElements(html)) return { links: [], contentLinks: [], texts: [], meta: NO_META };
  // Nothing in a parsed document runs, but Chromium still reports every inline handler attribute it parses to
  // the page's Content-Security-Policy: rename them first, so a hostile fragment floods no CSP reports.
  const doc = new DOMParser().parseFromString(html.replace(INLINE_HANDLER, '$1data-refused-on$2='), 'text/html');
  const links: FragmentLink[] = [];
  const contentLinks: FragmentLink[] = [];
  for (const a of doc.querySelectorAll('a[href]')) {
    if (links.length >= FRAGMENT_BOUNDS.links) break;
    const href = safeLink(a.getAttribute('href'), policy);
    const label = text(a);
    if (!label || href === null) continue;
    links.push({ label, href });
    if (!a.closest('nav')) contentLinks.push({ label, href });
  }
  const texts = [...doc.querySelectorAll('p')].slice(0, FRAGMENT_BOUNDS.texts).map(text).filter(Boolean);
  return { links, contentLinks, texts, meta: readMeta(doc) };
}

/**
 * SPEC §2: category section content comes from `/c/{language-country/}h{number}` (the id's digits), with the
 * locale (`language_COUNTRY`) as a query parameter. The locale segment is there when the page address has one.
 */
export function categoryContentPath(categoryId: string, locale: string, routeLocale?: string): string | null {
  const number = /^[ach](\d+)$/.exec(categoryId)?.[1];
  if (!number) return null;
  return `/c/${routeLocale ? `${routeLocale}/` : ''}h${number}?locale=${encodeURIComponent(locale)}`;
}

/**
 * SPEC §2: the header fragment's pageId is the pageId parameter or, for categories, the path parameter or the
 * category id. An empty parameter is none.
 */
export function headerPageId(search: string, params: Readonly<Record<string, string>>): string | undefined {
  const query = new URLSearchParams(search);
  const pageId = query.get('pageId');
  if (pageId) return pageId;
  if (params.categoryId === undefined) return undefined;
  return query.get('path') || params.categoryId;
}

const NO_FRAGMENT: Fragment = { links: [], contentLinks: [], texts: [], meta: NO_META };

/**
 * The query of a page fragment, read as data: the same key in the browser and in the server renderer (which
 * fetches it from `base`, the search API's address, and hands the answer to the browser with the page).
 */
export function fragmentQueryOptions(path: string | null, policy: LinkPolicy, base = '') {
  return {
    queryKey: ['fragment', path] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Fragment> => {
      // The server (`base`, the upstream itself) never follows the upstream's redirect: it could lead anywhere,
      // an address inside the server's network too, and what it read would go into a page kept by caches. The
      // fragment fails there (a 3xx is not ok) and the browser asks for it through the proxy, which lets a
      // redirect lead to the upstream's own paths only.
      const res = await fetch(`${base.replace(/\/$/, '')}${path!}`, { signal, headers: { Accept: 'text/html' }, ...(base ? { redirect: 'manual' as const } : {}) });
      // An error's body is let go, not left unread: an unread body holds its connection (a browser's six per
      // origin, a server's pool) until it is collected.
      if (!res.ok) {
        await res.body?.cancel().catch(() => undefined);
        // The service says there is no such fragment (a category without section content): that is its answer,
        // kept like any other. Any other failure (a 5xx, a 429) passes: the query fails, and is asked again.
        if (LASTING_ABSENCE.includes(res.status)) return NO_FRAGMENT;
        throw new Error(`fragment ${path!} answered ${res.status}`);
      }
      // Never read past the bound (4 bytes per character at most): a longer fragment is not used anyway.
      const html = await readBody(res, FRAGMENT_BOUNDS.length * 4);
      return html === null ? NO_FRAGMENT : parseFragment(html, policy);
    },
    staleTime: 10 * 60_000,
    retry: false,
    // A fragment whose service failed (the header's categories, the footer, a category's intro gone from the
    // page) is asked for again by itself, not left empty until the answer would have gone stale: when the
    // browser is back online (TanStack Query's default), when the page is shown again, and after pauses
    // doubling from FRAGMENT_RETRY_FIRST_MS to FRAGMENT_RETRY_MAX_MS. Nothing is asked again once it came.
    refetchOnWindowFocus: true,
    refetchInterval: (query: { state: { status: string; errorUpdateCount: number } }) => (query.state.status === 'error' ? fragmentRetryDelay(query.state.errorUpdateCount) : false),
  };
}

/** Answers that say a fragment does not exist (kept, not asked again until stale). */
const LASTING_ABSENCE: readonly number[] = [404, 410];

/** The first pause before a failed fragment is asked for again… */
export const FRAGMENT_RETRY_FIRST_MS = 2_000;
/** …doubling up to this. */
export const FRAGMENT_RETRY_MAX_MS = 60_000;

/** The pause before asking again for a fragment that has failed `failures` times (its query's error count, 1 or more). */
export function fragmentRetryDelay(failures: number): number {
  return Math.min(FRAGMENT_RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1), FRAGMENT_RETRY_MAX_MS);
}

/**
 * A storefront fragment (header, footer, category section content), fetched from our own origin and read as
 * data; empty when the service fails. `pending` lets a caller reserve its space (no layout shift).
 *
 * `keepPrevious` (the header, whose address changes with the page): while the next page's fragment is on its
 * way, or its service failed (it is asked for again by itself), the last one that came stays — the header's
 * categories do not vanish under the shopper's tap on every navigation between categories. Only the same
 * storefront's (the path's `locale`): after a switch to another storefront, the one before's categories would
 * lead back into it.
 */
export function useFragment(path: string | null, { keepPrevious = false }: { keepPrevious?: boolean } = {}): Fragment & { pending: boolean } {
  const { linkPolicy } = useSearchApi();
  const storefront = storefrontOf(path);
  const query = useQuery({
    ...fragmentQueryOptions(path, linkPolicy),
    enabled: path !== null,
    ...(keepPrevious
      ? { placeholderData: (previous: Fragment | undefined, before: { queryKey: readonly unknown[] } | undefined) => (storefrontOf(before?.queryKey[1]) === storefront ? keepPreviousData(previous) : undefined) }
      : {}),
  });
  // The last fragment that came (a placeholder is not one), for while the next one has failed.
  const [lastCame, setLastCame] = useState<{ fragment: Fragment; storefront: string | null } | null>(null);
  const came = query.isPlaceholderData ? undefined : query.data;
  if (keepPrevious && came && came !== lastCame?.fragment) setLastCame({ fragment: came, storefront });
  const shown = query.data ?? (keepPrevious && query.isError && lastCame?.storefront === storefront ? lastCame.fragment : null);
  return { ...(shown ?? NO_FRAGMENT), pending: path !== null && query.isPending && !shown };
}

/** The storefront a fragment's path is asked for (its `locale` parameter), `null` for none. */
function storefrontOf(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  const query = path.indexOf('?');
  return query < 0 ? null : new URLSearchParams(path.slice(query + 1)).get('locale');
}

import { isSafeHref } from '@shop/api-client';
import { useQuery } from '@tanstack/react-query';

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

/**
 * Reads a page fragment (SPEC §2: /n/header, /n/meta, /n/footer) as data — its links and text — instead of injecting
 * its HTML: nothing from it can run, and every link passes the http/https/relative allow-list.
 */
export function parseFragment(html: string): Fragment {
  if (typeof DOMParser === 'undefined' || !html) return { links: [], contentLinks: [], texts: [], meta: NO_META };
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const links: FragmentLink[] = [];
  const contentLinks: FragmentLink[] = [];
  for (const a of doc.querySelectorAll('a[href]')) {
    const href = a.getAttribute('href') ?? '';
    const label = (a.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!label || !isSafeHref(href)) continue;
    links.push({ label, href });
    if (!a.closest('nav')) contentLinks.push({ label, href });
  }
  const texts = [...doc.querySelectorAll('p')].map((p) => (p.textContent ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean);
  return { links, contentLinks, texts, meta: readMeta(doc) };
}

/** SPEC §2: category section content comes from `/c/{language-country/}h{number}` (the id's digits). */
export function categoryContentPath(categoryId: string, routeLocale?: string): string | null {
  const number = /^[ach](\d+)$/.exec(categoryId)?.[1];
  if (!number) return null;
  return `/c/${routeLocale ? `${routeLocale}/` : ''}h${number}`;
}

/** SPEC §2: the header fragment's pageId is the pageId parameter or, for categories, the category id. */
export function headerPageId(search: string, params: Readonly<Record<string, string>>): string | undefined {
  return new URLSearchParams(search).get('pageId') ?? params.categoryId ?? undefined;
}

const NO_FRAGMENT: Fragment = { links: [], contentLinks: [], texts: [], meta: NO_META };

/**
 * A storefront fragment (header, footer, category section content), fetched from our own origin and read as
 * data; empty when the service fails. `pending` lets a caller reserve its space (no layout shift).
 */
export function useFragment(path: string | null): Fragment & { pending: boolean } {
  const query = useQuery({
    queryKey: ['fragment', path],
    queryFn: async ({ signal }) => {
      const res = await fetch(path!, { signal, headers: { Accept: 'text/html' } });
      return res.ok ? parseFragment(await res.text()) : NO_FRAGMENT;
    },
    enabled: path !== null,
    staleTime: 10 * 60_000,
    retry: false,
  });
  return { ...(query.data ?? NO_FRAGMENT), pending: path !== null && query.isPending };
}

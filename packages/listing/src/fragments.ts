import { isSafeHref } from '@shop/api-client';
import { useQuery } from '@tanstack/react-query';

export interface FragmentLink {
  label: string;
  href: string;
}

export interface Fragment {
  links: FragmentLink[];
  /** The links outside any navigation (`<nav>`), e.g. a category's subcategories rather than its breadcrumb. */
  contentLinks: FragmentLink[];
  /** Plain text paragraphs (e.g. the footer's copyright line). */
  texts: string[];
}

/**
 * Reads a page fragment (SPEC §2: /n/header, /n/footer) as data — its links and text — instead of injecting
 * its HTML: nothing from it can run, and every link passes the http/https/relative allow-list.
 */
export function parseFragment(html: string): Fragment {
  if (typeof DOMParser === 'undefined' || !html) return { links: [], contentLinks: [], texts: [] };
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
  return { links, contentLinks, texts };
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

/** SPEC §2: the header fragment's pageId is the pageId parameter or, for categories, the category id. */
export function headerPageId(search: string, params: Readonly<Record<string, string>>): string | undefined {
  return new URLSearchParams(search).get('pageId') ?? params.categoryId ?? undefined;
}

const NO_FRAGMENT: Fragment = { links: [], contentLinks: [], texts: [] };

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

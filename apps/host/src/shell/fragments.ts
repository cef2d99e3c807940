import { isSafeHref } from '@shop/api-client';

export interface FragmentLink {
  label: string;
  href: string;
}

export interface Fragment {
  links: FragmentLink[];
  /** Plain text paragraphs (e.g. the footer's copyright line). */
  texts: string[];
}

/**
 * Reads a page fragment (SPEC §2: /n/header, /n/footer) as data — its links and text — instead of injecting
 * its HTML: nothing from it can run, and every link passes the http/https/relative allow-list.
 */
export function parseFragment(html: string): Fragment {
  if (typeof DOMParser === 'undefined' || !html) return { links: [], texts: [] };
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const links: FragmentLink[] = [];
  for (const a of doc.querySelectorAll('a[href]')) {
    const href = a.getAttribute('href') ?? '';
    const label = (a.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (label && isSafeHref(href)) links.push({ label, href });
  }
  const texts = [...doc.querySelectorAll('p')].map((p) => (p.textContent ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean);
  return { links, texts };
}

/** SPEC §2: the header fragment's pageId is the pageId parameter or, for categories, the category id. */
export function headerPageId(search: string, params: Readonly<Record<string, string>>): string | undefined {
  return new URLSearchParams(search).get('pageId') ?? params.categoryId ?? undefined;
}

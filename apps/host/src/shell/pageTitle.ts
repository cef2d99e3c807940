/** Separator between the page's own name and the shop's name in `document.title`. */
export const TITLE_SEPARATOR = ' – ';

/**
 * The document title of a page (WCAG 2.4.2): the title the meta fragment gives for it, else the page's
 * heading (the search term, category, brand or campaign name, in the page's language) and the shop's name.
 * A listing's later page says which (`page`, e.g. "Page 2"): each page of a listing has a title of its own, in
 * a tab, a bookmark and a search engine's index.
 */
export function pageTitle({ metaTitle, heading, shopName, page }: { metaTitle: string; heading: string; shopName: string; page?: string | undefined }): string {
  const ofPage = page ? `${TITLE_SEPARATOR}${page}` : '';
  if (metaTitle) return `${metaTitle}${ofPage}`;
  const name = heading.replace(/\s+/g, ' ').trim();
  return name && name !== shopName ? `${name}${ofPage}${TITLE_SEPARATOR}${shopName}` : `${shopName}${ofPage}`;
}

/**
 * Whether a navigation is a new page for focus and title: a new path, or a new search term. Filter, sort
 * and load-more updates of the same page are not (they say so with `keepScroll`), and neither is a page the
 * listing focuses itself (`focusResults`, pagination) — on the same path only: back or forward to a filtered
 * or paged entry of another page carries that entry's state, and is a new page all the same (`pathChanged`).
 */
export function isNewPage(state: unknown, pathChanged = false): boolean {
  if (pathChanged || !state || typeof state !== 'object') return true;
  const { keepScroll, focusResults } = state as { keepScroll?: unknown; focusResults?: unknown };
  return keepScroll !== true && focusResults !== true;
}

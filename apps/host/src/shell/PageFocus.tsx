import { useShopTranslation } from '@shop/market';
import { useFragment } from '@shop/listing';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { listingPageNumber } from './listingPage';
import { isNewPage, pageTitle } from './pageTitle';

/** Longest wait for a page's heading after a route change (a remote may still be loading). */
const HEADING_WAIT_MS = 10_000;

function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#main h1');
}

/** The text of the page's `h1`, kept current as remotes render and results arrive. */
function useMainHeading(): string {
  const [text, setText] = useState('');
  useEffect(() => {
    const read = () => setText((mainHeading()?.textContent ?? '').trim());
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return text;
}

/**
 * Route changes inside the app: focus moves to the new page's `h1` (so a screen reader reads where the
 * shopper is, and Tab continues from there), and `document.title` and the meta description follow the page,
 * from the `/n/meta` fragment (read as text) or computed from the heading and the shop's name.
 */
export function PageFocus({ locale, pageId }: { locale: string; pageId?: string | undefined }) {
  const { t } = useShopTranslation('host');
  const location = useLocation();
  const { meta, pending: metaPending } = useFragment(`/n/meta?${new URLSearchParams({ locale, ...(pageId ? { pageId } : {}) }).toString()}`);
  const heading = useMainHeading();
  const shopName = meta.siteName || t('shopName');

  const pageNumber = listingPageNumber(location.search, locale);
  const page = pageNumber > 1 ? t('titlePage', { page: pageNumber }) : undefined;
  useEffect(() => {
    document.title = pageTitle({ metaTitle: meta.title, heading, shopName, page });
  }, [meta.title, heading, shopName, page]);

  // A page whose fragment came without a description (or failed) has none: the last page's would describe
  // another page. While the fragment is on its way, the last one stays.
  useEffect(() => {
    if (metaPending) return;
    let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta.description) {
      element?.remove();
      return;
    }
    if (!element) {
      element = document.createElement('meta');
      element.name = 'description';
      document.head.appendChild(element);
    }
    element.content = meta.description;
  }, [meta.description, metaPending]);

  // The server's canonical address (`<link rel="canonical">`) is that of the page it rendered: it goes while
  // the shopper is at another address in the app (a browser that shares a page sends its canonical address),
  // and comes back with them.
  const address = `${location.pathname}${location.search}`;
  const [firstAddress] = useState(address);
  const [canonical] = useState(() => (typeof document === 'undefined' ? null : document.head.querySelector('link[rel="canonical"]')));
  useEffect(() => {
    if (!canonical) return;
    if (address !== firstAddress) canonical.remove();
    else if (!canonical.isConnected) document.head.appendChild(canonical);
  }, [address, firstAddress, canonical]);

  const firstRender = useRef(true);
  const q = new URLSearchParams(location.search).get('q') ?? '';
  // Decided once per history entry, against the path last shown: an entry's state speaks for its own path
  // only. The path is the one committed (a render the router's transition threw away did not show its page).
  const shownPath = useRef(location.pathname);
  const entry = useRef({ key: location.key, newPage: isNewPage(location.state) });
  if (entry.current.key !== location.key) {
    entry.current = { key: location.key, newPage: isNewPage(location.state, location.pathname !== shownPath.current) };
  }
  const newPage = entry.current.newPage;
  useLayoutEffect(() => {
    shownPath.current = location.pathname;
  }, [location.pathname]);
  useEffect(() => {
    // The first page of a visit keeps the browser's own start; only changes inside the app move focus.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!newPage) return;
    let focusedHeading: HTMLElement | null = null;
    const focusHeading = () => {
      const h1 = mainHeading();
      if (!h1 || h1 === focusedHeading) return;
      const active = document.activeElement;
      // The shopper moved on (or a heading we focused is still there): leave focus alone.
      if (focusedHeading && active && active !== document.body && active !== focusedHeading) return;
      if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
      h1.focus({ preventScroll: true });
      focusedHeading = h1;
    };
    focusHeading();
    // A page may render its heading again once its results arrive: focus follows it until the page settles.
    const observer = new MutationObserver(focusHeading);
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [location.pathname, q, newPage]);

  return null;
}

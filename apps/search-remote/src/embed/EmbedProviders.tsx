import { ListingStoreContext, PageEventsContext, SearchApiProvider, ToastStoreContext, type AnalyticsEvent, type PageEvents } from '@shop/listing';
import { OverlayRootContext } from '@shop/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { parsePath, Router, type NavigationType, type Navigator, type To } from 'react-router';
import { DEFAULT_PATH, isEmbeddedPath } from './history';
import type { EmbedSession } from './session';

/** What a widget tells the page around it; `navigate` returns `false` when the page routes itself. */
export interface WidgetEvents {
  navigate(url: string): boolean;
  analytics(event: AnalyticsEvent): void;
}

function pathOf(to: To): string {
  return (typeof to === 'string' ? parsePath(to).pathname : to.pathname) || DEFAULT_PATH;
}

/** A navigation the listing makes to follow a redirect of its answer (its state counts the hops). */
function isRedirect(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'redirectHops' in state;
}

function hrefOf(to: To): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? DEFAULT_PATH}${to.search ?? ''}${to.hash ?? ''}`;
}

/**
 * react-router's low-level `Router` over the session's history. Not `createMemoryRouter`: one data router
 * cannot be shared by several React roots (each element is its own root), and it cannot refuse to go to a
 * page the embed does not render. Here the navigator does: a search path moves the shared history (or, from a
 * search box whose state shows no search on the page, goes to a search page), any other shop path (a category, a
 * product) is handed to the page as a `shop-navigate` first.
 */
function EmbedRouter({ session, open, openAt, children }: { session: EmbedSession; open: (href: string) => void; openAt: (url: string) => void; children: ReactNode }) {
  const { history } = session;
  const location = useSyncExternalStore(history.subscribe, () => history.location);
  const navigator = useMemo<Navigator>(() => {
    // Another page of the shop. A redirect of the search (the listing replaces the entry, counting its hops) is
    // followed by every widget of the state: announced once per entry and target. A shopper's own click on a
    // link is announced each time.
    const leave = (to: To, state?: unknown) => {
      const url = session.shopUrl(hrefOf(to));
      if (!isRedirect(state) || session.leaveOnce(history.location.key, url)) open(url);
    };
    // A search from a box with nothing of the state beside it to show it (a header's box on every page of the
    // storefront): to a search page, announced first — the storefront's own under its base path (`routing="url"`),
    // else the shop's.
    const search = (to: To) => openAt(session.settings.routing === 'url' ? new URL(history.createHref(to), window.location.href).href : session.shopUrl(hrefOf(to)));
    return {
      createHref: (to) => history.createHref(to),
      go: (delta) => history.go(delta),
      push: (to, state) => (!isEmbeddedPath(pathOf(to)) ? leave(to) : session.showsSearch() ? history.push(to, state) : search(to)),
      replace: (to, state) => (isEmbeddedPath(pathOf(to)) ? history.replace(to, state) : leave(to, state)),
    };
  }, [history, open, openAt, session]);
  return (
    <Router location={location} navigationType={history.action as NavigationType} navigator={navigator}>
      {children}
    </Router>
  );
}

/** The i18next instance of the session, once its texts are in (nothing is rendered before). */
function useSessionI18n(session: EmbedSession): I18n | null {
  const [i18n, setI18n] = useState<I18n | null>(null);
  useEffect(() => {
    let active = true;
    void session.i18n.then((instance) => {
      if (active) setI18n(instance);
    });
    return () => {
      active = false;
    };
  }, [session]);
  return i18n;
}

/**
 * Everything a widget needs outside the shop's shell, from the page's shared {@link EmbedSession}: query
 * cache, texts, search API settings (requests and links against `apiBase`), router, and the page events of
 * this one widget.
 */
export function EmbedProviders({ session, events, overlayRoot, children }: { session: EmbedSession; events: WidgetEvents; overlayRoot: Element | null; children: ReactNode }) {
  const i18n = useSessionI18n(session);
  // An absolute URL, announced (`shop-navigate`, cancelable) before the page goes there.
  const openAt = useCallback(
    (url: string) => {
      if (events.navigate(url)) window.location.assign(url);
    },
    [events],
  );
  const pageEvents = useMemo<PageEvents>(
    () => ({
      embedded: true,
      track: (event) => events.analytics(event),
      open: (href) => openAt(session.shopUrl(href)),
    }),
    [events, session, openAt],
  );
  if (!i18n) return null;
  return (
    <QueryClientProvider client={session.queryClient}>
      <I18nextProvider i18n={i18n}>
        <SearchApiProvider options={session.apiOptions}>
          <ListingStoreContext.Provider value={session.listingStore}>
            <PageEventsContext.Provider value={pageEvents}>
              <OverlayRootContext.Provider value={overlayRoot}>
                <ToastStoreContext.Provider value={session.toastStore}>
                  <EmbedRouter session={session} open={pageEvents.open} openAt={openAt}>
                    {children}
                  </EmbedRouter>
                </ToastStoreContext.Provider>
              </OverlayRootContext.Provider>
            </PageEventsContext.Provider>
          </ListingStoreContext.Provider>
        </SearchApiProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/** Events as DOM events on `target` (the element, or the mount point): bubbling, composed, `shop-navigate` cancelable. */
export function domEvents(target: EventTarget): WidgetEvents {
  return {
    navigate: (url) => target.dispatchEvent(new CustomEvent('shop-navigate', { detail: { url }, bubbles: true, composed: true, cancelable: true })),
    analytics: (event) => target.dispatchEvent(new CustomEvent('shop-analytics', { detail: event, bubbles: true, composed: true })),
  };
}

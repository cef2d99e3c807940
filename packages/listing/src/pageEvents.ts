import { isOwnPath } from '@shop/api-client';
import { createContext, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';
import { trackEvent, type AnalyticsEvent } from './analytics';

/**
 * What a widget tells the page it runs in. Inside the shop: analytics go to the data layer and the window
 * (`trackEvent`), and leaving the widget is a full page load. A storefront embed gives its own: events on the
 * widget's element, and a cancelable `shop-navigate` before the page is left.
 */
export interface PageEvents {
  /** An analytics event (SPEC §7). */
  track(event: AnalyticsEvent): void;
  /** Leave the widget for `href`: a product page, another shop page, an allowed host. */
  open(href: string): void;
  /** The widget runs in a storefront's page: embedded mode (SPEC §6, no sponsored ads), like `isEmbedded=true`. */
  embedded: boolean;
}

const inTheShop: PageEvents = {
  embedded: false,
  track: (event) => trackEvent(event),
  open: (href) => window.location.assign(href),
};

export const PageEventsContext = createContext<PageEvents>(inTheShop);

export function usePageEvents(): PageEvents {
  return useContext(PageEventsContext);
}

/**
 * Follows an address a listing shows (a crumb, a teaser, an advisor's answer) once it has passed the link rule:
 * a path of ours in the app, any other through `open` (a storefront's widget announces it first).
 */
export function useFollowLink(): (href: string) => void {
  const navigate = useNavigate();
  const { open } = usePageEvents();
  return useCallback((href: string) => (isOwnPath(href) ? void navigate(href) : open(href)), [navigate, open]);
}

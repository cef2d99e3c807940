import { displayableItems, withTrackingPath, type SearchResult } from '@shop/api-client';

/**
 * Analytics (SPEC §6, §7): events go to the data layer and are announced on the window; a page embedded in an
 * iframe has the shell post them to the parent (see the host's iframe protocol).
 */
export type AnalyticsCategory = 'Filter' | 'Sorting' | 'Search Tracking';
export type AnalyticsAction =
  | 'filter selected'
  | 'filter deselected'
  | 'filter changed'
  | 'sorting changed'
  | 'pagination first'
  | 'pagination current'
  | 'pagination last'
  | 'gridboxes loaded';

export interface AnalyticsEvent {
  event: AnalyticsAction;
  eventCategory: AnalyticsCategory;
  eventLabel?: string;
  eventValue?: number;
  [key: string]: unknown;
}

interface AnalyticsWindow {
  dataLayer?: unknown[];
  dispatchEvent(event: Event): boolean;
}

/**
 * Pushes an event to the data layer and announces it on the window as a `shop-analytics` event, whose `detail`
 * is the event. Whoever embeds the shop listens there: the shell's iframe protocol posts it to an allowed
 * parent (`{ type: 'ua', version: 1, payload }`), an embedding page's widgets re-dispatch it. This module never
 * talks to another window itself.
 */
export function trackEvent(event: AnalyticsEvent, win: AnalyticsWindow | undefined = typeof window === 'undefined' ? undefined : (window as unknown as AnalyticsWindow)): void {
  if (!win) return;
  (win.dataLayer ??= []).push(event);
  win.dispatchEvent(new CustomEvent('shop-analytics', { detail: event }));
}

export function paginationAction(page: number, pageCount: number): AnalyticsAction {
  if (page <= 1) return 'pagination first';
  if (page >= pageCount) return 'pagination last';
  return 'pagination current';
}

/** A product of a "gridboxes loaded" event: its id, shown position and tracking list name (SPEC §3). */
export interface TrackedProduct {
  id: string;
  position: number;
  list: string;
}

/**
 * The "gridboxes loaded" event of an answer (SPEC §7): its query and hit count, and its products with their
 * tracking data, whose list name is extended by the page's `path` segment when one is given (SPEC §3).
 */
export function gridboxesLoadedEvent(result: SearchResult, path: string | undefined): AnalyticsEvent {
  const products: TrackedProduct[] = withTrackingPath(displayableItems(result.items ?? []), path).flatMap((item) =>
    item.tracking ? [{ id: String(item.gridbox.productId), position: item.tracking.position, list: item.tracking.listName ?? item.tracking.list }] : [],
  );
  const listName = products[0]?.list;
  return {
    event: 'gridboxes loaded',
    eventCategory: 'Search Tracking',
    eventLabel: result.q ?? '',
    eventValue: result.numFound,
    ...(listName !== undefined ? { listName } : {}),
    products,
  };
}

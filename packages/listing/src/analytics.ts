/**
 * Analytics (SPEC §6, §7): events go to the data layer; a page embedded in an iframe also posts them to the
 * parent window as `{ type: 'ua', payload }` — with an explicit target origin, never `*`.
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
  parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  self: unknown;
}

/** The parent's origin from the referrer; `null` when unknown, so nothing is posted. */
export function parentOrigin(referrer: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function trackEvent(
  event: AnalyticsEvent,
  { isEmbedded, win = typeof window === 'undefined' ? undefined : (window as unknown as AnalyticsWindow), referrer = typeof document === 'undefined' ? '' : document.referrer }: {
    isEmbedded: boolean;
    win?: AnalyticsWindow;
    referrer?: string;
  },
): void {
  if (!win) return;
  (win.dataLayer ??= []).push(event);
  if (!isEmbedded || !win.parent || win.parent === win.self) return;
  const origin = parentOrigin(referrer);
  if (origin) win.parent.postMessage({ type: 'ua', payload: event }, origin);
}

export function paginationAction(page: number, pageCount: number): AnalyticsAction {
  if (page <= 1) return 'pagination first';
  if (page >= pageCount) return 'pagination last';
  return 'pagination current';
}

import type { FormattedNumberList } from '@shop/market';
import type { DehydratedState } from '@tanstack/react-query';

/** Id of the `<script type="application/json">` that carries a server-rendered page's state (data, never run). */
export const HYDRATION_STATE_ID = 'shop-ssr-state';

/** What the browser needs to hydrate a server-rendered page without a second request. */
export interface HydrationState {
  /** The remote module rendered on the server: the browser loads it before it hydrates. */
  module: string;
  locale: string;
  queries: DehydratedState;
  /** Every number the server formatted for the page (`@shop/market`'s book): the hydration formats none. Checked where it is read. */
  numbers?: FormattedNumberList;
}

function isHydrationState(value: unknown): value is HydrationState {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<HydrationState>;
  return typeof v.module === 'string' && typeof v.locale === 'string' && !!v.queries && Array.isArray(v.queries.queries);
}

/** The server-rendered page's state, or null for a page the browser renders (or a state that does not parse). */
export function readHydrationState(doc: Document): HydrationState | null {
  const element = doc.getElementById(HYDRATION_STATE_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return null;
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    return isHydrationState(value) ? value : null;
  } catch {
    return null;
  }
}

import type { DisplayItem } from '@shop/api-client';

/**
 * The search page state's last clicked element (SPEC §3): the product a shopper opened from a listing. Opening
 * a product leaves the page, so it is kept for the tab (session storage) with the listing it was clicked on;
 * coming back to that listing brings the shopper back to that product, once.
 */
export const LAST_CLICKED_KEY = 'shop:last-clicked';

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Entry {
  /** The listing's address: path and query. */
  listing: string;
  element: string;
}

function storage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The element id of a product tile: `product:{productId}`. */
export function productElementId(item: Pick<DisplayItem, 'gridbox'>): string {
  return `product:${String(item.gridbox.productId)}`;
}

export function rememberLastClicked(listing: string, element: string, store: StorageLike | null = storage()): void {
  try {
    store?.setItem(LAST_CLICKED_KEY, JSON.stringify({ listing, element } satisfies Entry));
  } catch {
    // storage full or blocked: returning to the product is a convenience
  }
}

/**
 * The element last clicked on this listing, or null; it is forgotten once taken, so only the return right
 * after the click brings the shopper back to it. An entry of another listing stays.
 */
export function takeLastClicked(listing: string, store: StorageLike | null = storage()): string | null {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(LAST_CLICKED_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const entry = parsed as Partial<Entry>;
    if (entry.listing !== listing || typeof entry.element !== 'string') return null;
    store?.removeItem(LAST_CLICKED_KEY);
    return entry.element;
  } catch {
    return null;
  }
}

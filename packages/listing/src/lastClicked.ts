import type { DisplayItem } from '@shop/api-client';

/**
 * The search page state's last clicked element (SPEC §3): the product a shopper opened from a listing. Opening
 * a product leaves the page, so it is kept for the tab (session storage) with the listing it was clicked on
 * and how many blocks load more had added by then; coming back to that listing loads those blocks again (a
 * product far down is among them) and brings the shopper back to that product, once.
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
  /** Blocks added by load more when the product was opened. */
  blocks?: number;
}

/** The product to return to, and the blocks load more had added when it was opened. */
export interface LastClicked {
  element: string;
  blocks: number;
}

/** At most this many blocks are loaded again on the way back (a stored count is not trusted further). */
export const RETURN_BLOCKS_MAX = 20;

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

export function rememberLastClicked(listing: string, element: string, blocks = 0, store: StorageLike | null = storage()): void {
  try {
    store?.setItem(LAST_CLICKED_KEY, JSON.stringify({ listing, element, blocks } satisfies Entry));
  } catch {
    // storage full or blocked: returning to the product is a convenience
  }
}

function entryOn(listing: string, store: StorageLike | null): (Partial<Entry> & { element: string }) | null {
  const parsed: unknown = JSON.parse(store?.getItem(LAST_CLICKED_KEY) ?? 'null');
  if (typeof parsed !== 'object' || parsed === null) return null;
  const entry = parsed as Partial<Entry>;
  return entry.listing === listing && typeof entry.element === 'string' ? { ...entry, element: entry.element } : null;
}

/** Whether a product clicked on this listing waits to be returned to (it stays: see {@link takeLastClicked}). */
export function isLastClickedOn(listing: string, store: StorageLike | null = storage()): boolean {
  try {
    return entryOn(listing, store) !== null;
  } catch {
    return false;
  }
}

/**
 * The element last clicked on this listing, or null; it is forgotten once taken, so only the return right
 * after the click brings the shopper back to it. An entry of another listing stays.
 */
export function takeLastClicked(listing: string, store: StorageLike | null = storage()): LastClicked | null {
  try {
    const entry = entryOn(listing, store);
    if (!entry) return null;
    store?.removeItem(LAST_CLICKED_KEY);
    const blocks = typeof entry.blocks === 'number' && Number.isInteger(entry.blocks) ? Math.min(Math.max(entry.blocks, 0), RETURN_BLOCKS_MAX) : 0;
    return { element: entry.element, blocks };
  } catch {
    return null;
  }
}

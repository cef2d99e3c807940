import { isDisplayable, loadAnswerRules, type DisplayItem, type LinkPolicy } from '@shop/api-client';
import { langTag } from '@shop/market';

/** How many products the "last seen" row remembers. */
export const LAST_SEEN_MAX = 12;
/** Where a market's list is kept: one per locale (`shop:last-seen:de-DE`), the page's `<html lang>` (`langTag`) after the colon. */
export const LAST_SEEN_KEY_PREFIX = 'shop:last-seen:';

/**
 * The storage key of `locale`'s list. One list per market and language: a product seen in one market has that
 * market's price, currency and texts, which another market's row must not show (one origin may serve several
 * markets: `/q/pl-PL/…` beside `/q/…`, or a storefront page with widgets of two locales).
 */
export function lastSeenKey(locale: string): string {
  return `${LAST_SEEN_KEY_PREFIX}${langTag(locale)}`;
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function storage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored entries as they are (not read as items yet), at most {@link LAST_SEEN_MAX}; `[]` for anything else. */
function storedEntries(store: StorageLike | null, locale: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(lastSeenKey(locale)) ?? '[]');
    return Array.isArray(parsed) ? parsed.slice(0, LAST_SEEN_MAX) : [];
  } catch {
    return [];
  }
}

/**
 * Reads the products remembered in `locale`'s market; anything malformed is dropped, never thrown. Each entry is read as an answer's
 * item is, by the answer rules (a chunk of their own, loaded here when there is something to read: storage may
 * hold an older build's form, or what another script of the origin wrote): one that could not be shown as a tile
 * is left out, and its links pass the link rule of `policy`.
 */
export async function readLastSeen(locale: string, store: StorageLike | null = storage(), policy?: LinkPolicy): Promise<DisplayItem[]> {
  const entries = storedEntries(store, locale);
  if (entries.length === 0) return [];
  const { parseItem } = await loadAnswerRules();
  return entries.flatMap((entry) => {
    const item = parseItem(entry, policy);
    return item !== undefined && isDisplayable(item) ? [item] : [];
  });
}

/** The id an entry is remembered by, or `undefined` for an entry without one. */
function productIdOf(entry: unknown): string | undefined {
  const gridbox = typeof entry === 'object' && entry !== null ? (entry as { gridbox?: unknown }).gridbox : undefined;
  const id = typeof gridbox === 'object' && gridbox !== null ? (gridbox as { productId?: unknown }).productId : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/** Remembers `item`, shown in `locale`'s market, first in that market's list: the most recent first, one entry per product, at most {@link LAST_SEEN_MAX}. */
export function rememberLastSeen(item: DisplayItem, locale: string, store: StorageLike | null = storage()): void {
  try {
    const id = String(item.gridbox.productId);
    const others = storedEntries(store, locale).filter((entry) => productIdOf(entry) !== id);
    store?.setItem(lastSeenKey(locale), JSON.stringify([{ ...item, tracking: undefined, ad: undefined }, ...others].slice(0, LAST_SEEN_MAX)));
  } catch {
    // storage full or blocked: the row is a convenience
  }
}

/** What the personal recommendations row asks for: the brands this shopper looked at, minus what they saw. */
export interface PersonalTaste {
  /** Brands of the last seen products, most recent first, at most 5. */
  brands: string[];
  /** Product ids already seen: never recommended back. */
  seen: Set<string>;
}

export function personalTaste(lastSeen: readonly DisplayItem[]): PersonalTaste | null {
  const brands = [...new Set(lastSeen.flatMap((item) => (item.gridbox.brand?.name ? [item.gridbox.brand.name] : [])))].slice(0, 5);
  if (brands.length === 0) return null;
  return { brands, seen: new Set(lastSeen.map((item) => String(item.gridbox.productId))) };
}

import { isDisplayable, parseItem, type DisplayItem, type LinkPolicy } from '@shop/api-client';

/** How many products the "last seen" row remembers. */
export const LAST_SEEN_MAX = 12;
export const LAST_SEEN_KEY = 'shop:last-seen';

/** Most recent first, one entry per product, at most `max`. */
export function addLastSeen(list: readonly DisplayItem[], item: DisplayItem, max = LAST_SEEN_MAX): DisplayItem[] {
  const id = String(item.gridbox.productId);
  return [item, ...list.filter((i) => String(i.gridbox.productId) !== id)].slice(0, max);
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

/**
 * Reads the remembered products; anything malformed is dropped, never thrown. Each entry is read as an answer's
 * item is (storage may hold an older build's form, or what another script of the origin wrote): one that could
 * not be shown as a tile is left out, and its links pass the link rule of `policy`.
 */
export function readLastSeen(store: StorageLike | null = storage(), policy?: LinkPolicy): DisplayItem[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(LAST_SEEN_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.slice(0, LAST_SEEN_MAX).flatMap((entry: unknown) => {
      const item = parseItem(entry, policy);
      return item !== undefined && isDisplayable(item) ? [item] : [];
    });
  } catch {
    return [];
  }
}

export function rememberLastSeen(item: DisplayItem, store: StorageLike | null = storage()): void {
  try {
    store?.setItem(LAST_SEEN_KEY, JSON.stringify(addLastSeen(readLastSeen(store), { ...item, tracking: undefined } as DisplayItem)));
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

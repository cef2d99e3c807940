import type { DisplayItem } from '@shop/api-client';

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

/** Reads the remembered products; anything malformed is dropped, never thrown. */
export function readLastSeen(store: StorageLike | null = storage()): DisplayItem[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(LAST_SEEN_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (i): i is DisplayItem =>
        typeof i === 'object' && i !== null && typeof (i as DisplayItem).gridbox === 'object' && (i as DisplayItem).gridbox !== null && 'productId' in (i as DisplayItem).gridbox,
    );
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

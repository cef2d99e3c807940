import type { DisplayItem, Gridbox, ProductItem, PromotedProductItem, SearchResult, TrackingData } from './types';

/** SPEC §9 default sponsored positions, 1-based in the shown list. */
export const DEFAULT_SPONSORED_POSITIONS: readonly number[] = [2, 3];
/** Tracking list of promoted products (SPEC §3). */
export const PROMOTED_LIST = 'search';

/** Shown are items with a gridbox that is not a preview, not prevented from selling and not a flash sale (SPEC §4). */
export function isDisplayable(item: ProductItem): item is DisplayItem {
  const gridbox = item.gridbox;
  if (gridbox === undefined) return false;
  return gridbox.meta?.preview !== true && gridbox.preventSelling !== true && gridbox.flashSales !== true;
}

export function displayableItems(items: readonly ProductItem[]): DisplayItem[] {
  return items.filter(isDisplayable);
}

/**
 * Turns an ad answer and the looked-up gridboxes into promoted items, in ad order. A product is promoted only
 * if found (product codes compared as text) and available (indicator 3); promoted gridboxes get `promoted`
 * and `advertisementId`, and their tracking list is `search` (SPEC §3, §4).
 */
export function promoteSponsoredProducts(ads: readonly PromotedProductItem[], gridboxes: readonly Gridbox[]): DisplayItem[] {
  const byId = new Map<string, Gridbox>();
  for (const gridbox of gridboxes) byId.set(String(gridbox.productId), gridbox);
  const promoted: DisplayItem[] = [];
  const seen = new Set<string>();
  for (const ad of ads) {
    const id = String(ad.product_id);
    const gridbox = byId.get(id);
    if (gridbox === undefined || seen.has(id) || gridbox.stockAvailability?.availabilityIndicator !== 3) continue;
    seen.add(id);
    const item: DisplayItem = {
      code: id,
      gridbox: { ...gridbox, promoted: true, advertisementId: ad.advertisementId },
      tracking: { position: 0, origPos: 0, list: PROMOTED_LIST, promoted: true },
    };
    if (!isDisplayable(item)) continue;
    promoted.push(item);
  }
  return promoted;
}

/**
 * Inserts sponsored items at the configured 1-based positions of the shown list, in order, until the
 * positions or the sponsored items run out (SPEC §4). A position past the end appends. Tracking positions are
 * renumbered to the shown order; promoted items get their shown position as `origPos` too.
 */
export function insertSponsored(
  items: readonly DisplayItem[],
  sponsored: readonly DisplayItem[],
  positions: readonly number[] = DEFAULT_SPONSORED_POSITIONS,
): DisplayItem[] {
  const slots = [...new Set(positions.filter((p) => Number.isSafeInteger(p) && p >= 1))].sort((a, b) => a - b);
  const out: DisplayItem[] = [...items];
  const placed = new Set<DisplayItem>();
  slots.forEach((position, i) => {
    const ad = sponsored[i];
    if (ad === undefined) return;
    out.splice(Math.min(position - 1, out.length), 0, ad);
    placed.add(ad);
  });
  return out.map((item, index) => {
    if (item.tracking === undefined) return item;
    const position = index + 1;
    const origPos = placed.has(item) ? position : item.tracking.origPos;
    return { ...item, tracking: { ...item.tracking, position, origPos } };
  });
}

/** The items a page shows: displayable result items with sponsored items inserted (SPEC §4). */
export function displayItems(
  items: readonly ProductItem[],
  sponsored: readonly DisplayItem[] = [],
  positions: readonly number[] = DEFAULT_SPONSORED_POSITIONS,
): DisplayItem[] {
  return insertSponsored(displayableItems(items), sponsored, positions);
}

export interface SponsoredEligibility {
  /** Sponsoring enabled for the country. */
  enabledForCountry: boolean;
  marketingConsent: boolean;
  isEmbedded: boolean;
  /** A custom query embeddings page. */
  isCqePage: boolean;
  hasSelectedFacetValues: boolean;
}

/** Sponsored products are fetched only when enabled, consented, not embedded, not a cqe page and unfiltered (SPEC §4). */
export function canFetchSponsored(e: SponsoredEligibility): boolean {
  return e.enabledForCountry && e.marketingConsent && !e.isEmbedded && !e.isCqePage && !e.hasSelectedFacetValues;
}

/** Whether the shopper has selected any facet value on this result. */
export function hasSelectedFacetValues(result: Pick<SearchResult, 'selections' | 'facets'>): boolean {
  if (result.selections.values.length > 0) return true;
  return result.facets.some((facet) =>
    facet.type === 'RANGE'
      ? facet.selectedMin.value !== facet.min.value || facet.selectedMax.value !== facet.max.value
      : facet.values.some((v) => v.selected),
  );
}

/** Longest path segment a list name is extended by; a longer `path` parameter is cut. */
const MAX_LIST_PATH_LENGTH = 100;

/**
 * A tracking list name extended by the path segment (the `path` query parameter, SPEC §2) when one is given
 * (SPEC §3): `search` with `garden` → `search/garden`. Slashes around the segment are dropped; without a
 * segment the name stays as it is.
 */
export function extendListName(listName: string, path: string | undefined): string {
  const segment = (path ?? '')
    .split('/')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join('/')
    .slice(0, MAX_LIST_PATH_LENGTH);
  return segment === '' ? listName : `${listName}/${segment}`;
}

/** Tracking data with its list name (`list`, and `listName` when given) extended by the path segment (SPEC §3). */
export function trackingWithPath(tracking: TrackingData, path: string | undefined): TrackingData {
  const list = extendListName(tracking.list, path);
  if (list === tracking.list) return tracking;
  return { ...tracking, list, ...(tracking.listName !== undefined ? { listName: extendListName(tracking.listName, path) } : {}) };
}

/** The items with their tracking list names extended by the path segment (SPEC §3). */
export function withTrackingPath(items: readonly DisplayItem[], path: string | undefined): DisplayItem[] {
  return items.map((item) => {
    if (item.tracking === undefined) return item;
    const tracking = trackingWithPath(item.tracking, path);
    return tracking === item.tracking ? item : { ...item, tracking };
  });
}

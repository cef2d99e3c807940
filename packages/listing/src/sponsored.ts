import {
  buildAdSlotId,
  canFetchSponsored,
  DEFAULT_SPONSORED_POSITIONS,
  hasSelectedFacetValues,
  promoteSponsoredProducts,
  MAX_BANNER_ITEMS,
  type AdEventKind,
  type AdPageType,
  type AdPlacement,
  type AdType,
  type DisplayItem,
  type SponsoredBanner,
  type SearchApi,
  type SearchEndpoint,
  type SearchResult,
} from '@shop/api-client';
import { isSponsoringEnabled } from '@shop/market';
import { MOBILE_MAX_WIDTH } from '@shop/ui-kit';
import { readConsent } from './consent';

/** SPEC §9: default sponsored positions. */
export const SPONSORED_POSITIONS = DEFAULT_SPONSORED_POSITIONS;
/** SPEC §9 (one reading): sponsored ads must not hold up the page; their answer is awaited this long. */
export const SPONSORED_TIMEOUT_MS = 300;
/** SPEC §9: mobile if the width is 767 or less (one constant with the ui-kit's teasers). */
export { MOBILE_MAX_WIDTH };

export function adPageTypeFor(endpoint: SearchEndpoint): AdPageType {
  if (endpoint.type === 'category') return 'category';
  if (endpoint.type === 'query' || endpoint.type === 'brand') return 'campaign';
  return 'search';
}

export interface SponsoredContext {
  endpoint: SearchEndpoint;
  country: string;
  language: string;
  cookies: string;
  isEmbedded: boolean;
  viewportWidth: number;
  session: string;
}

/** SPEC §4: enabled for the country, marketing consent, not embedded, not a cqe page, no selected facet values. */
export function sponsoredEligible(ctx: SponsoredContext, result: SearchResult): boolean {
  return canFetchSponsored({
    enabledForCountry: isSponsoringEnabled(ctx.country),
    marketingConsent: readConsent(ctx.cookies).marketing,
    isEmbedded: ctx.isEmbedded,
    isCqePage: ctx.endpoint.type === 'cqe',
    hasSelectedFacetValues: hasSelectedFacetValues(result),
  });
}

/**
 * Fetches sponsored products for a result and returns the promoted items (available ones only), or none when
 * the ad service fails or is slow — an ad failure is logged only and the page continues (SPEC §7, §8).
 */
function adSlot(ctx: SponsoredContext, adType: AdType): string {
  return buildAdSlotId({
    environment: 1,
    pageType: adPageTypeFor(ctx.endpoint),
    adType,
    channel: ctx.viewportWidth <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop',
  });
}

function adTargets(ctx: SponsoredContext, result: SearchResult): string[] {
  return ctx.endpoint.type === 'category'
    ? [ctx.endpoint.categoryId]
    : result.items.flatMap((item) => (item.gridbox ? [String(item.gridbox.productId)] : [])).slice(0, 10);
}

export async function fetchSponsored(api: SearchApi, ctx: SponsoredContext, result: SearchResult, signal?: AbortSignal): Promise<DisplayItem[]> {
  const targets = adTargets(ctx, result);
  const slot = adSlot(ctx, 'inGrid');
  const count = SPONSORED_POSITIONS.length;
  const ads = await api.sponsoredProducts({ session: ctx.session, slot, targets, count, countFill: count, country: ctx.country, language: ctx.language }, signal ? { signal } : {});
  if (ads.kind !== 'ok' || ads.data.length === 0) return [];
  const ids = ads.data.map((ad) => String(ad.product_id));
  const lookup = await api.gridboxes(ctx.country, ctx.language, ids, signal ? { signal } : {});
  if (lookup.kind !== 'ok') return [];
  // Each promoted item knows where it was asked for: its impression and click name that slot and session.
  const ad = { slot, session: ctx.session };
  return promoteSponsoredProducts(ads.data, lookup.data).map((item) => ({ ...item, ad }));
}

/** A sponsored banner as the page shows it, with the slot it was asked for (its events name that slot). */
export interface PlacedBanner {
  banner: SponsoredBanner;
  slot: string;
  session: string;
}

export interface SponsoredBanners {
  /** The pencil teaser above the results. */
  pencil: PlacedBanner | null;
  /** The banner across a row of the grid. */
  inGrid: PlacedBanner | null;
}

/**
 * Fetches the pencil-teaser and in-grid banners (SPEC §7): one call per ad type to its slot (SPEC §9), asking
 * for at most 6 and 15 items (SPEC §5); the first entry of each answer is shown. A failed or slow call only
 * leaves its banner out (SPEC §8).
 */
export async function fetchSponsoredBanners(
  api: SearchApi,
  ctx: SponsoredContext,
  result: SearchResult,
  user: string,
  signal?: AbortSignal,
): Promise<SponsoredBanners> {
  const targets = adTargets(ctx, result);
  const one = async (adType: AdType): Promise<PlacedBanner | null> => {
    const slot = adSlot(ctx, adType);
    const count = MAX_BANNER_ITEMS[adType];
    // No width and height: with them the client only returns the body it would send (SPEC §7).
    const answer = await api.sponsoredBanner(
      { session: ctx.session, slot, targets, count, countFill: 0, adType, auction: 'first-price', user, country: ctx.country, language: ctx.language },
      signal ? { signal } : {},
    );
    return answer.kind === 'ok' && answer.data ? { banner: answer.data, slot, session: ctx.session } : null;
  };
  const [pencil, inGrid] = await Promise.all([one('pencilTeaser'), one('inGrid')]);
  return { pencil, inGrid };
}

/** Tells the ad service a banner was seen or clicked (SPEC §7 ad events); a failure is logged by the client only. */
export function reportAdEvent(api: SearchApi, kind: Extract<AdEventKind, 'view' | 'click'>, placed: PlacedBanner): void {
  void api.adEvent(kind, { advertisementId: placed.banner.advertisementId, slot: placed.slot, session: placed.session });
}

/** The impressions said, by the ad answer's placement (one object per answer: see fetchSponsored). */
const impressionsSaid = new WeakMap<AdPlacement, Set<string>>();

/**
 * Tells the ad service a promoted product was shown (`impression`: half of its tile in sight, once) or clicked
 * (SPEC §7 ad events), naming its advertisement, the slot it was asked for and the session; an item that is no
 * promoted one (or has no advertisement) reports nothing.
 */
export function reportPromotedEvent(api: SearchApi, kind: Extract<AdEventKind, 'impression' | 'click'>, item: DisplayItem | undefined): void {
  const advertisementId = item?.gridbox.advertisementId;
  if (!item?.ad || !item.gridbox.promoted || !advertisementId) return;
  // One impression per ad answer: back and forward show the same answer's tiles again, not a new page view.
  if (kind === 'impression') {
    const shown = impressionsSaid.get(item.ad) ?? new Set<string>();
    if (shown.has(advertisementId)) return;
    impressionsSaid.set(item.ad, shown.add(advertisementId));
  }
  void api.adEvent(kind, { advertisementId, slot: item.ad.slot, session: item.ad.session });
}

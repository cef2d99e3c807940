import {
  buildAdSlotId,
  canFetchSponsored,
  DEFAULT_SPONSORED_POSITIONS,
  hasSelectedFacetValues,
  promoteSponsoredProducts,
  type AdPageType,
  type DisplayItem,
  type SearchApi,
  type SearchEndpoint,
  type SearchResult,
} from '@shop/api-client';
import { isSponsoringEnabled } from '@shop/market';
import { readConsent } from './consent';

/** SPEC §9: default sponsored positions. */
export const SPONSORED_POSITIONS = DEFAULT_SPONSORED_POSITIONS;
/** SPEC §9 (one reading): sponsored ads must not hold up the page; their answer is awaited this long. */
export const SPONSORED_TIMEOUT_MS = 300;
/** SPEC §9: mobile if the width is 767 or less. */
export const MOBILE_MAX_WIDTH = 767;

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
export async function fetchSponsored(api: SearchApi, ctx: SponsoredContext, result: SearchResult, signal?: AbortSignal): Promise<DisplayItem[]> {
  const targets =
    ctx.endpoint.type === 'category'
      ? [ctx.endpoint.categoryId]
      : result.items.flatMap((item) => (item.gridbox ? [String(item.gridbox.productId)] : [])).slice(0, 10);
  const slot = buildAdSlotId({
    environment: 1,
    pageType: adPageTypeFor(ctx.endpoint),
    adType: 'inGrid',
    channel: ctx.viewportWidth <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop',
  });
  const count = SPONSORED_POSITIONS.length;
  const ads = await api.sponsoredProducts({ session: ctx.session, slot, targets, count, countFill: count }, signal ? { signal } : {});
  if (ads.kind !== 'ok' || ads.data.length === 0) return [];
  const ids = ads.data.map((ad) => String(ad.product_id));
  const lookup = await api.gridboxes(ctx.country, ctx.language, ids, signal ? { signal } : {});
  if (lookup.kind !== 'ok') return [];
  return promoteSponsoredProducts(ads.data, lookup.data);
}

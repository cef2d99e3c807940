import type { PromotedProductItem, SponsoredBanner } from '@shop/api-client';
import { FLAG_FLASH_SALES, FLAG_NO_GRIDBOX, FLAG_PREVENT_SELLING, FLAG_PREVIEW, type Catalogue } from '../catalogue/catalogue';
import type { ResolvedLocale } from '../catalogue/markets';
import { hashString } from '../catalogue/prng';
import { badRequest } from './errors';

export interface AdRequest {
  session: string;
  slot: string;
  targets: string[];
  count: number;
  countFill: number;
  internal: boolean;
  banner: { width: number; height: number; auction: string; user: string } | null;
}

const MAX_TARGETS = 100;
const MAX_COUNT = 50;

function field<T>(body: Record<string, unknown>, name: string, check: (v: unknown) => v is T, fallback: T): T {
  const value = body[name];
  if (value === undefined || value === null) return fallback;
  if (!check(value)) throw badRequest(name, `${name} has the wrong type`);
  return value;
}
const isString = (v: unknown): v is string => typeof v === 'string' && v.length <= 200;
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_COUNT;
const isSize = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 4000;
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isTargets = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length <= MAX_TARGETS && v.every((t) => (typeof t === 'string' && t.length <= 100) || typeof t === 'number');

/** Validates the body of `POST /t/piq/request` (SPEC §7). */
export function parseAdRequest(body: unknown): AdRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('body', 'body must be a JSON object');
  const b = body as Record<string, unknown>;
  const isBanner = ['width', 'height', 'auction', 'user'].some((k) => b[k] !== undefined);
  return {
    session: field(b, 'session', isString, ''),
    slot: field(b, 'slot', isString, ''),
    targets: field(b, 'targets', isTargets, []).map(String),
    count: field(b, 'count', isCount, 4),
    countFill: field(b, 'count_fill', isCount, 0),
    internal: field(b, 'internal', isBool, false),
    banner: isBanner
      ? {
          width: field(b, 'width', isSize, 728),
          height: field(b, 'height', isSize, 90),
          auction: field(b, 'auction', isString, ''),
          user: field(b, 'user', isString, ''),
        }
      : null,
  };
}

const HIDDEN = FLAG_PREVIEW | FLAG_PREVENT_SELLING | FLAG_FLASH_SALES | FLAG_NO_GRIDBOX;

/**
 * Sponsored products for the targets: products of the targeted categories, or of the categories of the targeted
 * product codes, else anything. Mostly available ones, a few not, so the client's availability check matters.
 */
export function sponsoredProducts(catalogue: Catalogue, request: AdRequest): PromotedProductItem[] {
  const p = catalogue.products;
  const leaves = new Set<number>();
  for (const t of request.targets) {
    const categoryMatch = /^[ach](\d+)$/.exec(t);
    const category = categoryMatch ? catalogue.categoryById.get(`c${categoryMatch[1]}`) : undefined;
    if (category) {
      const stack = [category];
      while (stack.length) {
        const c = stack.pop();
        if (!c) break;
        if (c.depth === 3) leaves.add(c.index);
        stack.push(...c.children);
      }
      continue;
    }
    const doc = catalogue.docByCode.get(t);
    if (doc !== undefined) leaves.add(p.leaf[doc] ?? 0);
  }
  const excluded = new Set(request.targets);
  const seed = hashString(`${request.session}|${request.slot}|${request.targets.join(',')}`);
  const picked: PromotedProductItem[] = [];
  const total = request.count + request.countFill;
  // Walk the catalogue from a seed-dependent start with a stride coprime to its size: deterministic, spread out.
  const stride = 7919;
  for (let i = 0, d = seed % catalogue.size; i < catalogue.size && picked.length < total; i++, d = (d + stride) % catalogue.size) {
    if (leaves.size > 0 && !leaves.has(p.leaf[d] ?? 0)) continue;
    if ((p.flags[d] ?? 0) & HIDDEN) continue;
    const code = p.productId[d] ?? '';
    if (excluded.has(code)) continue;
    picked.push({ product_id: code, advertisementId: `ad-${(seed ^ d).toString(36)}` });
  }
  return picked;
}

export function sponsoredBanners(catalogue: Catalogue, request: AdRequest, locale: ResolvedLocale): SponsoredBanner[] {
  const banner = request.banner;
  if (!banner) return [];
  const seed = hashString(`${request.session}|${request.slot}|${banner.auction}|${banner.user}`);
  const routeLocale = locale.locale.replace('_', '-');
  return [0, 1, 2].map((i) => {
    const named = catalogue.namedQueries[(seed + i) % catalogue.namedQueries.length] ?? catalogue.namedQueries[0];
    const id = named?.id ?? 'summer-sale';
    const title = named?.titles[locale.textLanguage] ?? id;
    return {
      advertisementId: `banner-${id}-${(seed % 997).toString(36)}`,
      image: `/q/api/images/banners/${id}.svg?w=${banner.width}&h=${banner.height}&locale=${locale.locale}`,
      url: `/q/${routeLocale}/query/${id}`,
      alt: title,
      width: banner.width,
      height: banner.height,
      xPayload: { id, text: title, link: { type: 'query', namedQueryId: id, q: '', filter: {}, sort: 'relevance' } },
    };
  });
}

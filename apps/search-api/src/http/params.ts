import { resolveLocale, findMarket, type ResolvedLocale } from '../catalogue/markets';
import { RANKING_VARIANTS, SORT_CODES, type Filters, type RankingVariant, type SortCode } from '../engine/search';
import { brandPageUrlOf } from '@shop/api-client';
import { badRequest } from './errors';

/** SPEC §9 query-string limits. */
export const MAX_PARAMETERS = 1000;
export const MAX_ARRAY_LENGTH = 20;
export const MAX_QUERY_LENGTH = 200;
export const DEFAULT_FETCHSIZE = 48;
export const MAX_FETCHSIZE = 200;
const MAX_OFFSET = 1_000_000;
const MAX_VALUE_LENGTH = 500;

/** Parameters that hold lists (repeated); every other parameter may appear once. */
const LIST_PARAMS = new Set(['brand', 'category', 'colour', 'size', 'warehouses']);
/** Filter parameters, in the order they are written into URLs. */
export const FILTER_CODES = ['category', 'brand', 'colour', 'size', 'price', 'rating', 'store'] as const;
export type FilterCode = (typeof FILTER_CODES)[number];

export type Params = Map<string, string[]>;

export function parseParams(search: string): Params {
  const params: Params = new Map();
  let count = 0;
  for (const [key, value] of new URLSearchParams(search)) {
    count++;
    if (count > MAX_PARAMETERS) throw badRequest('query', `more than ${MAX_PARAMETERS} parameters`);
    if (value.length > MAX_VALUE_LENGTH && key !== 'ids') throw badRequest(key, `value longer than ${MAX_VALUE_LENGTH} characters`);
    const list = params.get(key);
    if (list) {
      list.push(value);
      if (list.length > MAX_ARRAY_LENGTH) throw badRequest(key, `more than ${MAX_ARRAY_LENGTH} values`);
    } else {
      params.set(key, [value]);
    }
  }
  return params;
}

export function single(params: Params, name: string): string | undefined {
  const values = params.get(name);
  if (!values) return undefined;
  if (values.length > 1 && !LIST_PARAMS.has(name)) throw badRequest(name, `${name} may be given only once`);
  return values[0];
}

function integer(params: Params, name: string, fallback: number, max: number): number {
  const raw = single(params, name);
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw)) throw badRequest(name, `${name} must be a non-negative integer`);
  const value = Number(raw);
  if (value > max) throw badRequest(name, `${name} must be at most ${max}`);
  return value;
}

function bool(params: Params, name: string): boolean | undefined {
  const raw = single(params, name);
  if (raw === undefined || raw === '') return undefined;
  if (raw !== 'true' && raw !== 'false') throw badRequest(name, `${name} must be true or false`);
  return raw === 'true';
}

export function localeFrom(params: Params, headers: { country?: string; language?: string }): ResolvedLocale {
  const raw = single(params, 'locale');
  if (raw !== undefined) {
    const resolved = resolveLocale(raw);
    if (!resolved) throw badRequest('locale', 'locale must be language_COUNTRY of a known market, e.g. de_DE');
    return resolved;
  }
  if (headers.country && headers.language) {
    const fromHeaders = resolveLocale(`${headers.language.toLowerCase()}_${headers.country.toUpperCase()}`);
    if (fromHeaders) return fromHeaders;
  }
  const fallback = resolveLocale('de_DE');
  if (!fallback) throw new Error('default locale missing');
  return fallback;
}

export interface CommonRequest {
  locale: ResolvedLocale;
  q: string;
  offset: number;
  fetchsize: number;
  sort: SortCode;
  filters: Filters;
  /** Filter values as given, for links. */
  filterValues: Record<string, string[]>;
  variant: RankingVariant;
  redirect: boolean;
  idsOnly: boolean;
  productsOnly: boolean;
  pageId?: string;
  campaign?: string;
  requestId?: string;
  /** The brand page address of a `brandpageurl:{value}` brand value (SPEC §7); not a facet filter. */
  brandPage?: string;
}

const CATEGORY_ID = /^[ach](\d{1,9})$/;

/** `a12`, `h12` and `c12` name the same category (SPEC §2: the digits are the category number). */
export function normaliseCategoryId(raw: string, param: string): string {
  const match = CATEGORY_ID.exec(raw);
  if (!match) throw badRequest(param, `${param} must be a, c or h followed by digits`);
  return `c${match[1]}`;
}

function parsePrice(raw: string): { min: number | null; max: number | null } {
  const match = /^(\d{1,9}(?:\.\d{1,2})?)?-(\d{1,9}(?:\.\d{1,2})?)?$/.exec(raw);
  if (!match || (match[1] === undefined && match[2] === undefined)) {
    throw badRequest('price', 'price must be min-max, either side optional, e.g. 10-50');
  }
  const min = match[1] === undefined ? null : Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (min !== null && max !== null && min > max) throw badRequest('price', 'price minimum is above the maximum');
  return { min, max };
}

export function parseCommon(params: Params, headers: { country?: string; language?: string }): CommonRequest {
  const locale = localeFrom(params, headers);
  const assortment = single(params, 'assortment');
  if (assortment !== undefined && assortment !== '') {
    if (!/^[A-Z]{2}$/.test(assortment) || !findMarket(assortment)) throw badRequest('assortment', 'assortment must be a known country code, e.g. DE');
    if (assortment !== locale.country) throw badRequest('assortment', `assortment ${assortment} does not match locale ${locale.locale}`);
  }
  const version = single(params, 'version');
  if (version !== undefined && !/^\d{1,3}(\.\d{1,3}){0,2}$/.test(version)) throw badRequest('version', 'version must look like 2.1.0');
  let q = single(params, 'q') ?? '';
  if (q.length > MAX_QUERY_LENGTH) throw badRequest('q', `q must be at most ${MAX_QUERY_LENGTH} characters`);
  // SPEC §5: a wildcard query is dropped.
  if (q.trim() === '*') q = '';
  const offset = integer(params, 'offset', 0, MAX_OFFSET);
  // The README caps fetchsize at maxfetchsize instead of refusing larger pages.
  const fetchsize = Math.min(MAX_FETCHSIZE, integer(params, 'fetchsize', DEFAULT_FETCHSIZE, MAX_OFFSET));
  const sortRaw = single(params, 'sort');
  let sort: SortCode = 'relevance';
  if (sortRaw !== undefined && sortRaw !== '') {
    if (!(SORT_CODES as readonly string[]).includes(sortRaw)) throw badRequest('sort', `sort must be one of ${SORT_CODES.join(', ')}`);
    sort = sortRaw as SortCode;
  }
  const filterValues: Record<string, string[]> = {};
  const brandValues = (params.get('brand') ?? []).filter((b) => b !== '');
  for (const b of brandValues) if (b.length > 100) throw badRequest('brand', 'brand value too long');
  // SPEC §7: a brand page names its brand as `brandpageurl:{value}`; that scopes the page, it is no facet value.
  const brandPages = brandValues.flatMap((b) => brandPageUrlOf(b) ?? []);
  if (brandPages.length > 1) throw badRequest('brand', 'at most one brandpageurl: value');
  const brand = brandValues.filter((b) => brandPageUrlOf(b) === undefined);
  if (brand.length) filterValues.brand = brand;
  const colour = (params.get('colour') ?? []).filter((c) => c !== '');
  const size = (params.get('size') ?? []).filter((c) => c !== '');
  for (const v of [...colour, ...size]) if (v.length > 100) throw badRequest('colour', 'colour or size value too long');
  if (colour.length) filterValues.colour = colour;
  if (size.length) filterValues.size = size;
  const category = (params.get('category') ?? []).filter((c) => c !== '').map((c) => normaliseCategoryId(c, 'category'));
  if (category.length) filterValues.category = category;
  const storeRaw = single(params, 'store');
  let store = false;
  if (storeRaw !== undefined && storeRaw !== '') {
    if (!['store', 'true', '1'].includes(storeRaw)) throw badRequest('store', 'store must be "store"');
    store = true;
    filterValues.store = ['store'];
  }
  const ratingRaw = single(params, 'rating');
  let ratingMin: number | null = null;
  if (ratingRaw !== undefined && ratingRaw !== '') {
    if (!/^[1-5](\.\d)?$/.test(ratingRaw) || Number(ratingRaw) > 5) throw badRequest('rating', 'rating must be a number from 1 to 5');
    ratingMin = Number(ratingRaw);
    filterValues.rating = [ratingRaw];
  }
  const priceRaw = single(params, 'price');
  let price: { min: number | null; max: number | null } = { min: null, max: null };
  if (priceRaw !== undefined && priceRaw !== '') {
    price = parsePrice(priceRaw);
    filterValues.price = [priceRaw];
  }
  const variantRaw = single(params, 'variant') ?? single(params, 'v');
  const variant = (RANKING_VARIANTS as readonly string[]).includes(variantRaw ?? '') ? (variantRaw as RankingVariant) : 'bm25-rating';
  const pageId = single(params, 'pageId');
  if (pageId !== undefined && pageId.length > 100) throw badRequest('pageId', 'pageId too long');
  const campaign = single(params, 'campaign');
  // Campaign names come from page URLs; unknown ones are ignored, only absurd lengths are refused.
  if (campaign !== undefined && campaign.length > 100) throw badRequest('campaign', 'campaign too long');
  const redirect = bool(params, 'redirect');
  const idsOnly = bool(params, 'idsOnly') ?? false;
  const productsOnly = bool(params, 'productsOnly') ?? false;
  const requestId = single(params, 'id');
  return {
    locale,
    q,
    offset,
    fetchsize,
    sort,
    filters: { brand, category, store, ratingMin, priceMin: price.min, priceMax: price.max, colour, size },
    filterValues,
    variant,
    redirect: redirect ?? true,
    idsOnly,
    productsOnly,
    ...(pageId ? { pageId } : {}),
    ...(campaign ? { campaign } : {}),
    ...(requestId ? { requestId } : {}),
    ...(brandPages[0] !== undefined ? { brandPage: brandPages[0] } : {}),
  };
}

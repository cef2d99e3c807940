import type {
  Advisor,
  AdvisorAnswer,
  AvailabilityIndicator,
  Breadcrumb,
  EvaluationResult,
  Facet,
  FacetRendering,
  FacetSelector,
  FacetStyle,
  FacetValue,
  Gridbox,
  GridboxPrice,
  Link,
  LinkType,
  MessageResult,
  NumericValue,
  ProductItem,
  PromotedProductItem,
  RangeBound,
  SearchResult,
  SearchResultXPayload,
  Selection,
  Selections,
  Sort,
  SponsoredBanner,
  StockAvailability,
  SuggestGroup,
  SuggestItem,
  SuggestResult,
  Teaser,
  TestVariantDefinition,
  TextFacetValue,
  TrackingData,
  XPayload,
} from './types';
import { RESPONSE_BOUNDS, ResponseTooLargeError, ResponseValidationError } from './bounds';
import { linkPolicy, safeLink, type LinkPolicy } from './links';

export { RESPONSE_BOUNDS, ResponseTooLargeError, ResponseValidationError };

/**
 * Hand-rolled guards for response bodies. Required structure that a page cannot do without (items as a list,
 * numFound as a number, …) makes the whole body invalid; optional parts are filled with SPEC defaults, and a
 * malformed optional entry (one facet, one gridbox) is dropped rather than failing the page.
 *
 * Upstream data is untrusted (DESIGN.md "Trust boundaries"): every address in it passes {@link safeLink} (an
 * unsafe one becomes `''` or is left out, so it is shown as text), and every string and list is bounded by
 * {@link RESPONSE_BOUNDS} — soft bounds cut, hard bounds refuse the answer — so no answer can freeze the page.
 */

/** Parser settings: where links may point. */
interface ParseContext {
  links: LinkPolicy;
}

function context(policy: LinkPolicy | undefined): ParseContext {
  return { links: policy ?? linkPolicy() };
}

type Rec = Record<string, unknown>;
const B = RESPONSE_BOUNDS;

function isRecord(v: unknown): v is Rec {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function record(v: unknown, path: string): Rec {
  if (!isRecord(v)) throw new ResponseValidationError(path, 'an object');
  return v;
}

function requiredNumber(v: unknown, path: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new ResponseValidationError(path, 'a number');
  return v;
}

function requiredArray(v: unknown, path: string): unknown[] {
  if (!Array.isArray(v)) throw new ResponseValidationError(path, 'an array');
  return v;
}

/** Cuts an upstream text to `max` characters (never inside a surrogate pair), marking the cut with `…`. */
function clip(text: string, max: number = B.textLength): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

function optString(v: unknown): string | undefined {
  return typeof v === 'string' ? clip(v) : undefined;
}

function optNumber(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

function str(v: unknown, fallback: string): string {
  return typeof v === 'string' ? clip(v) : fallback;
}

function num(v: unknown, fallback: number): number {
  return optNumber(v) ?? fallback;
}

function bool(v: unknown, fallback: boolean): boolean {
  return typeof v === 'boolean' ? v : fallback;
}

/** Product ids and codes arrive as text or number; they are compared as text (SPEC §3). */
function idString(v: unknown): string | undefined {
  if (typeof v === 'string' && v !== '') return clip(v);
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

/** An upstream address as {@link safeLink} judges it; `undefined` when it is missing or unsafe. */
function optUrl(v: unknown, c: ParseContext): string | undefined {
  return safeLink(v, c.links) ?? undefined;
}

/** A required address field: `''` (no link, shown as text) when missing or unsafe. */
function url(v: unknown, c: ParseContext): string {
  return safeLink(v, c.links) ?? '';
}

/** A free payload, kept only while small and shallow: it is passed on, never shown, and must not cost. */
function payload(v: unknown): XPayload | undefined {
  if (!isRecord(v)) return undefined;
  let nodes = 0;
  const stack: [unknown, number][] = [[v, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    nodes += 1;
    if (nodes > B.payloadNodes || depth > B.payloadDepth) return undefined;
    if (typeof node === 'string' && node.length > B.messageLength) return undefined;
    if (typeof node === 'object' && node !== null) {
      const children = Array.isArray(node) ? node : Object.values(node);
      if (nodes + children.length > B.payloadNodes) return undefined;
      for (const child of children) stack.push([child, depth + 1]);
    }
  }
  return v;
}

/** Keeps the first `max` entries a parser accepts; a parser returns `undefined` (or throws) to drop one. */
/**
 * The entries of a list that parse, at most `max`. With `keyOf`, an entry whose key came before is left out (the
 * first stands): a list shown by its keys (facets, their values, sorts) holds each once.
 */
function listOf<T>(v: unknown, max: number, parse: (item: unknown) => T | undefined, keyOf?: (item: T) => string): T[] {
  if (!Array.isArray(v)) return [];
  const out: T[] = [];
  const keys = keyOf ? new Set<string>() : null;
  for (const item of v) {
    if (out.length >= max) break;
    let parsed: T | undefined;
    try {
      parsed = parse(item);
    } catch (error) {
      if (!(error instanceof ResponseValidationError) || error instanceof ResponseTooLargeError) throw error;
      parsed = undefined;
    }
    if (parsed === undefined) continue;
    if (keys && keyOf) {
      const key = keyOf(parsed);
      if (keys.has(key)) continue;
      keys.add(key);
    }
    out.push(parsed);
  }
  return out;
}

const byCode = (x: { code: string }) => x.code;

function withOptional<T extends object, K extends string, V>(target: T, key: K, value: V | undefined): T {
  if (value !== undefined) (target as Record<string, unknown>)[key] = value;
  return target;
}

const LINK_TYPES: readonly LinkType[] = ['search', 'category', 'brand', 'query', 'cqe', 'suggest', 'evaluation'];

function isFiniteNumber(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x);
}

function filterValue(x: string | number): string {
  return typeof x === 'number' ? String(x) : clip(x);
}

function parseFilterMap(v: unknown): Record<string, string[]> | undefined {
  if (!isRecord(v)) return undefined;
  const out: Record<string, string[]> = {};
  let codes = 0;
  for (const [key, values] of Object.entries(v)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype' || key.length > B.textLength) continue;
    if (codes >= B.filterCodes) break;
    // A numeric facet's values may come as numbers (`{screen: [55]}`): kept, as text. Dropped, the link's whole
    // target became a filter map without them, which followed as the complete state cleared every filter.
    if (typeof values === 'string' || isFiniteNumber(values)) out[key] = [filterValue(values)];
    else if (Array.isArray(values)) out[key] = listOf(values, B.filterCodes, (x) => (typeof x === 'string' || isFiniteNumber(x) ? filterValue(x) : undefined));
    else continue;
    codes += 1;
  }
  return out;
}

/** A missing or malformed link becomes a plain search link; objects carrying links also carry `url`. */
export function parseLink(v: unknown): Link {
  if (!isRecord(v)) return { type: 'search' };
  const type = LINK_TYPES.find((t) => t === v.type) ?? 'search';
  const link: Link = { type };
  withOptional(link, 'filter', parseFilterMap(v.filter));
  withOptional(link, 'sort', optString(v.sort));
  withOptional(link, 'q', optString(v.q));
  withOptional(link, 'categoryPath', optString(v.categoryPath));
  withOptional(link, 'pageId', optString(v.pageId));
  withOptional(link, 'namedQueryId', optString(v.namedQueryId));
  withOptional(link, 'xPayload', payload(v.xPayload));
  return link;
}

export function parseVariant(v: unknown): TestVariantDefinition | undefined {
  if (!isRecord(v)) return undefined;
  const id = idString(v.id);
  if (id === undefined) return undefined;
  const variant: TestVariantDefinition = { id, active: bool(v.active, true) };
  for (const key of ['testId', 'testName', 'testAlias', 'externalTestId', 'externalVariantId', 'trackingSolution', 'expiresOn'] as const) {
    withOptional(variant, key, optString(v[key]));
  }
  withOptional(variant, 'weight', optNumber(v.weight));
  withOptional(variant, 'xPayload', payload(v.xPayload));
  return variant;
}

// ---------------------------------------------------------------------------------------------------------------
// Facets

const FACET_STYLES: readonly FacetStyle[] = ['TEXT', 'PREVIEW', 'SLIDER', 'TILES', 'RATINGS', 'TOGGLE'];
const SELECTORS: readonly FacetSelector[] = ['AND', 'OR', 'REFINE'];

/** Facet rendering with SPEC §3 defaults: searchable false, selectedPosition BELOW, renderLabel and collapsible true. */
export function parseFacetRendering(v: unknown): FacetRendering {
  const r = isRecord(v) ? v : {};
  const rendering: FacetRendering = {
    style: FACET_STYLES.find((s) => s === r.style) ?? 'TEXT',
    searchable: bool(r.searchable, false),
    selectedPosition: r.selectedPosition === 'ABOVE' ? 'ABOVE' : 'BELOW',
    renderLabel: bool(r.renderLabel, true),
    collapsible: bool(r.collapsible, true),
  };
  return withOptional(rendering, 'xPayload', payload(r.xPayload));
}

function parseFacetValueBase(v: unknown, c: ParseContext): FacetValue | undefined {
  if (!isRecord(v)) return undefined;
  const label = optString(v.label);
  if (label === undefined || typeof v.url !== 'string') return undefined;
  const value: FacetValue = {
    label,
    selected: bool(v.selected, false),
    count: num(v.count, 0),
    url: url(v.url, c),
    link: parseLink(v.link),
  };
  withOptional(value, 'type', optString(v.type));
  return withOptional(value, 'xPayload', payload(v.xPayload));
}

function parseTextFacetValue(v: unknown, c: ParseContext, depth = 1): TextFacetValue | undefined {
  const base = parseFacetValueBase(v, c);
  if (base === undefined || !isRecord(v)) return undefined;
  const value: TextFacetValue = { ...base, value: str(v.value, base.label) };
  if (Array.isArray(v.children) && depth < B.facetDepth) {
    value.children = listOf(v.children, B.facetValues, (x) => parseTextFacetValue(x, c, depth + 1), (x) => x.value || x.label);
  }
  return value;
}

function parseNumericValue(v: unknown, c: ParseContext, depth = 1): NumericValue | undefined {
  const base = parseFacetValueBase(v, c);
  if (base === undefined || !isRecord(v) || !isRecord(v.value)) return undefined;
  const inner = v.value;
  const numeric = optNumber(inner.value);
  if (numeric === undefined) return undefined;
  const value: NumericValue = {
    ...base,
    value: { type: str(inner.type, ''), unit: str(inner.unit, ''), value: numeric, norm: num(inner.norm, numeric) },
  };
  if (Array.isArray(v.children) && depth < B.facetDepth) {
    value.children = listOf(v.children, B.facetValues, (x) => parseNumericValue(x, c, depth + 1), (x) => String(x.value.value));
  }
  return value;
}

function parseRangeBound(v: unknown, path: string, c: ParseContext): RangeBound {
  const b = record(v, path);
  return { value: requiredNumber(b.value, `${path}.value`), url: url(b.url, c), link: parseLink(b.link) };
}

function optionalRangeBound(v: unknown, path: string, c: ParseContext): RangeBound | undefined {
  return v === undefined || v === null ? undefined : parseRangeBound(v, path, c);
}

/** One facet; `undefined` (dropped) for an unknown type or a malformed facet. */
export function parseFacet(v: unknown, policy?: LinkPolicy): Facet | undefined {
  try {
    return facetOrThrow(v, context(policy));
  } catch (error) {
    if (error instanceof ResponseValidationError && !(error instanceof ResponseTooLargeError)) return undefined;
    throw error;
  }
}

function facetOrThrow(v: unknown, c: ParseContext): Facet | undefined {
  if (!isRecord(v)) return undefined;
  const code = optString(v.code);
  if (code === undefined || code === '') return undefined;
  const base = {
    code,
    label: str(v.label, code),
    selector: SELECTORS.find((s) => s === v.selector) ?? 'OR',
    rendering: parseFacetRendering(v.rendering),
  };
  withOptional(base, 'resetURL', optUrl(v.resetURL, c));
  if (v.resetLink !== undefined) withOptional(base, 'resetLink', parseLink(v.resetLink));
  withOptional(base, 'xPayload', payload(v.xPayload));
  const textValues = (list: unknown) => listOf(list, B.facetValues, (x) => parseTextFacetValue(x, c), (x) => x.value || x.label);
  const numericValues = (list: unknown) => listOf(list, B.facetValues, (x) => parseNumericValue(x, c), (x) => String(x.value.value));

  switch (v.type) {
    case 'TEXT':
      return { ...base, type: 'TEXT', topvalues: textValues(v.topvalues), values: textValues(v.values) };
    case 'NUMERIC': {
      const values = numericValues(v.values);
      const nums = values.map((x) => x.value.value);
      return {
        ...base,
        type: 'NUMERIC',
        min: num(v.min, nums.length > 0 ? Math.min(...nums) : 0),
        max: num(v.max, nums.length > 0 ? Math.max(...nums) : 0),
        topvalues: numericValues(v.topvalues),
        values,
      };
    }
    case 'RANGE': {
      const min = parseRangeBound(v.min, `${code}.min`, c);
      const max = parseRangeBound(v.max, `${code}.max`, c);
      return {
        ...base,
        type: 'RANGE',
        unit: str(v.unit, ''),
        baseURL: url(v.baseURL, c),
        baseLink: parseLink(v.baseLink),
        globalMin: num(v.globalMin, min.value),
        globalMax: num(v.globalMax, max.value),
        min,
        max,
        selectedMin: optionalRangeBound(v.selectedMin, `${code}.selectedMin`, c) ?? min,
        selectedMax: optionalRangeBound(v.selectedMax, `${code}.selectedMax`, c) ?? max,
      };
    }
    default:
      return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Items

function availability(v: unknown): AvailabilityIndicator | undefined {
  return v === 1 || v === 2 || v === 3 ? v : undefined;
}

function parseStock(v: unknown): StockAvailability | undefined {
  if (!isRecord(v)) return undefined;
  const indicator = availability(v.availabilityIndicator);
  if (indicator === undefined) return undefined;
  const stock: StockAvailability = { availabilityIndicator: indicator };
  if (isRecord(v.badgeInfo)) {
    stock.badgeInfo = {
      badges: listOf(v.badgeInfo.badges, B.smallLists, (b) => (isRecord(b) && typeof b.type === 'string' ? { type: clip(b.type) } : undefined)),
    };
  }
  return stock;
}

/** Units are short symbols (kg, l, m²); a longer text is not a unit and is dropped with its price. */
const UNIT_LENGTH = 16;

function parsePrice(v: Rec, price: number): GridboxPrice {
  const out: GridboxPrice = { price };
  withOptional(out, 'oldPrice', optNumber(v.oldPrice));
  withOptional(out, 'currency', optString(v.currency));
  if (v.fromPrice === true) out.fromPrice = true;
  if (isRecord(v.unitPrice)) {
    const unitPrice = optNumber(v.unitPrice.price);
    const unit = v.unitPrice.unit;
    if (unitPrice !== undefined && typeof unit === 'string' && unit.trim() && unit.length <= UNIT_LENGTH) {
      out.unitPrice = { price: unitPrice, unit: unit.trim() };
    }
  }
  withOptional(out, 'recommendedRetailPrice', optNumber(v.recommendedRetailPrice));
  if (v.bulkDiscount === true) out.bulkDiscount = true;
  if (isRecord(v.upToDiscount)) {
    const percent = optNumber(v.upToDiscount.percent);
    // A percent outside (0, 100) is not a discount: no label rather than the storefront's default.
    if (v.upToDiscount.percent === undefined) out.upToDiscount = {};
    else if (percent !== undefined && percent > 0 && percent < 100) out.upToDiscount = { percent };
  }
  return out;
}

const GRIDBOX_NUMBERS = [
  'relevancyScore',
  'keywordScore',
  'semanticScore',
  'ratingScore',
  'freshnessScore',
  'searchHubImpressions',
  'searchHubClicks',
  'searchHubCarts',
  'businessRuleFactor',
] as const;

/** A gridbox needs a product id and a numeric price; anything less cannot be shown as a tile. */
export function parseGridbox(v: unknown, policy?: LinkPolicy): Gridbox | undefined {
  return gridboxOf(v, context(policy));
}

function gridboxOf(v: unknown, c: ParseContext): Gridbox | undefined {
  if (!isRecord(v)) return undefined;
  const productId = idString(v.productId);
  const price = isRecord(v.price) ? optNumber(v.price.price) : undefined;
  if (productId === undefined || price === undefined || !isRecord(v.price)) return undefined;
  const keyfacts = isRecord(v.keyfacts) ? v.keyfacts : {};
  const gridbox: Gridbox = {
    productId,
    keyfacts: withOptional({ title: str(keyfacts.title, '') }, 'analyticsCategory', optString(keyfacts.analyticsCategory)),
    price: parsePrice(v.price, price),
  };
  withOptional(gridbox, 'erpNumber', idString(v.erpNumber));
  if (isRecord(v.brand) && typeof v.brand.name === 'string') gridbox.brand = { name: clip(v.brand.name) };
  withOptional(gridbox, 'productType', optString(v.productType));
  withOptional(gridbox, 'locale', optString(v.locale));
  const image = isRecord(v.image) ? optUrl(v.image.url, c) : undefined;
  if (image !== undefined && isRecord(v.image)) gridbox.image = withOptional({ url: image }, 'alt', optString(v.image.alt));
  withOptional(gridbox, 'stockAvailability', parseStock(v.stockAvailability));
  withOptional(gridbox, 'advertisementId', idString(v.advertisementId));
  if (typeof v.promoted === 'boolean') gridbox.promoted = v.promoted;
  if (typeof v.preventSelling === 'boolean') gridbox.preventSelling = v.preventSelling;
  if (typeof v.flashSales === 'boolean') gridbox.flashSales = v.flashSales;
  if (isRecord(v.meta)) gridbox.meta = typeof v.meta.preview === 'boolean' ? { preview: v.meta.preview } : {};
  if (isRecord(v.ratings) && optNumber(v.ratings.average) !== undefined) {
    gridbox.ratings = withOptional({ average: num(v.ratings.average, 0) }, 'count', optNumber(v.ratings.count));
  }
  for (const key of GRIDBOX_NUMBERS) withOptional(gridbox, key, optNumber(v[key]));
  withOptional(gridbox, 'hashParams', optString(v.hashParams));
  return gridbox;
}

function parseTracking(v: unknown): TrackingData | undefined {
  if (!isRecord(v)) return undefined;
  const position = optNumber(v.position);
  if (position === undefined) return undefined;
  const tracking: TrackingData = { position, origPos: num(v.origPos, position), list: str(v.list, '') };
  withOptional(tracking, 'simi', optNumber(v.simi));
  for (const key of ['category', 'listId', 'listName', 'hashParams'] as const) withOptional(tracking, key, optString(v[key]));
  if (typeof v.promoted === 'boolean') tracking.promoted = v.promoted;
  withOptional(tracking, 'xPayload', payload(v.xPayload));
  return tracking;
}

/** A result item. Its gridbox is dropped when malformed, so the item is not shown (SPEC §4). */
export function parseItem(v: unknown, policy?: LinkPolicy): ProductItem | undefined {
  return itemOf(v, context(policy));
}

function itemOf(v: unknown, c: ParseContext): ProductItem | undefined {
  if (!isRecord(v)) return undefined;
  const gridbox = gridboxOf(v.gridbox, c);
  const code = idString(v.code) ?? gridbox?.productId;
  if (code === undefined) return undefined;
  const item: ProductItem = { code };
  for (const key of ['resultClass', 'type', 'label'] as const) withOptional(item, key, optString(v[key]));
  withOptional(item, 'url', optUrl(v.url, c));
  if (v.link !== undefined) item.link = parseLink(v.link);
  withOptional(item, 'xPayload', payload(v.xPayload));
  withOptional(item, 'gridbox', gridbox);
  withOptional(item, 'tracking', parseTracking(v.tracking));
  return item;
}

// ---------------------------------------------------------------------------------------------------------------
// Search result parts

function parseSort(v: unknown, c: ParseContext): Sort | undefined {
  if (!isRecord(v) || typeof v.code !== 'string' || typeof v.url !== 'string') return undefined;
  const code = clip(v.code);
  return { code, label: str(v.label, code), url: url(v.url, c), link: parseLink(v.link) };
}

function parseSelection(v: unknown, c: ParseContext): Selection | undefined {
  if (!isRecord(v) || typeof v.code !== 'string' || typeof v.url !== 'string') return undefined;
  const value = str(v.value, '');
  const selection: Selection = { code: clip(v.code), value, label: str(v.label, value), url: url(v.url, c), link: parseLink(v.link) };
  if (isRecord(v.rendering)) selection.rendering = parseFacetRendering(v.rendering);
  return selection;
}

function parseSelections(v: unknown, c: ParseContext): Selections {
  const s = isRecord(v) ? v : {};
  return { values: listOf(s.values, B.selections, (x) => parseSelection(x, c)), resetAll: url(s.resetAll, c), resetLink: parseLink(s.resetLink) };
}

function parseBreadcrumb(v: unknown, c: ParseContext): Breadcrumb | undefined {
  if (!isRecord(v) || typeof v.label !== 'string' || typeof v.url !== 'string') return undefined;
  return { code: str(v.code, ''), label: clip(v.label), url: url(v.url, c), link: parseLink(v.link) };
}

function parseAdvisorAnswer(v: unknown, c: ParseContext): AdvisorAnswer | undefined {
  if (!isRecord(v) || typeof v.url !== 'string') return undefined;
  const answer: AdvisorAnswer = { url: url(v.url, c), link: parseLink(v.link), text: str(v.text, '') };
  return withOptional(answer, 'image', optUrl(v.image, c));
}

function parseAdvisor(v: unknown, c: ParseContext): Advisor | undefined {
  if (!isRecord(v)) return undefined;
  const id = idString(v.id);
  if (id === undefined) return undefined;
  return { id, name: str(v.name, ''), question: str(v.question, ''), answers: listOf(v.answers, B.smallLists, (x) => parseAdvisorAnswer(x, c)) };
}

function parseTeaser(v: unknown, c: ParseContext): Teaser | undefined {
  if (!isRecord(v)) return undefined;
  const image = optUrl(v.image, c);
  if (image === undefined) return undefined;
  const teaser: Teaser = {
    id: idString(v.id) ?? '',
    name: str(v.name, ''),
    link: parseLink(v.link),
    image,
    open_in_a_new_tab: bool(v.open_in_a_new_tab, false),
  };
  withOptional(teaser, 'url', optUrl(v.url, c));
  withOptional(teaser, 'mobile_image', optUrl(v.mobile_image, c));
  withOptional(teaser, 'alt_image', optUrl(v.alt_image, c));
  withOptional(teaser, 'text', optString(v.text));
  return teaser;
}

function parseSearchXPayload(v: unknown, c: ParseContext): SearchResultXPayload | undefined {
  if (!isRecord(v)) return undefined;
  const { keywordResults, advisors, ...rest } = v;
  const out: SearchResultXPayload = payload(rest) ?? {};
  if (isRecord(keywordResults) && optNumber(keywordResults.num_items_found) !== undefined) {
    out.keywordResults = { num_items_found: num(keywordResults.num_items_found, 0) };
  }
  if (Array.isArray(advisors)) out.advisors = listOf(advisors, B.smallLists, (x) => parseAdvisor(x, c));
  return out;
}

/**
 * Validates a search-data body: `items` must be a list (of at most {@link RESPONSE_BOUNDS}`.items`, else
 * {@link ResponseTooLargeError}) and `numFound` a number; the rest gets defaults, cut to its bounds.
 */
export function parseSearchResult(body: unknown, policy?: LinkPolicy, path = 'body'): SearchResult {
  return searchResultOf(body, context(policy), path);
}

function searchResultOf(body: unknown, c: ParseContext, path: string): SearchResult {
  const v = record(body, path);
  const items = requiredArray(v.items, `${path}.items`);
  if (items.length > B.items) throw new ResponseTooLargeError(`${path}.items`, B.items);
  // A count: a whole number from 0 (a negative one said "-5 products"; one past 2^53 cannot be paged through).
  const numFound = Math.min(Math.max(0, Math.floor(requiredNumber(v.numFound, `${path}.numFound`))), Number.MAX_SAFE_INTEGER);
  const rendering = isRecord(v.rendering) ? v.rendering : {};
  const result: SearchResult = {
    q: str(v.q, ''),
    locale: str(v.locale, ''),
    assortment: str(v.assortment, ''),
    rendering: withOptional({ breadcrumb: bool(rendering.breadcrumb, true) }, 'xPayload', payload(rendering.xPayload)),
    numFound,
    offset: num(v.offset, 0),
    fetchsize: num(v.fetchsize, items.length),
    sort: str(v.sort, 'relevance'),
    selections: parseSelections(v.selections, c),
    sorts: listOf(v.sorts, B.sorts, (x) => parseSort(x, c), byCode),
    facets: listOf(v.facets, B.facets, (x) => facetOrThrow(x, c), byCode),
    items: listOf(items, B.items, (x) => itemOf(x, c)),
    breadcrumbs: listOf(v.breadcrumbs, B.breadcrumbs, (x) => parseBreadcrumb(x, c)),
    teasers: listOf(v.teasers, B.smallLists, (x) => parseTeaser(x, c)),
    advisors: listOf(v.advisors, B.smallLists, (x) => parseAdvisor(x, c)),
  };
  for (const key of ['type', 'version', 'engine', 'resultType', 'categoryId'] as const) {
    withOptional(result, key, optString(v[key]));
  }
  withOptional(result, 'redirectURL', optUrl(v.redirectURL, c));
  withOptional(result, 'id', idString(v.id));
  withOptional(result, 'maxfetchsize', optNumber(v.maxfetchsize));
  withOptional(result, 'details', payload(v.details));
  withOptional(result, 'variant', parseVariant(v.variant));
  withOptional(result, 'xPayload', parseSearchXPayload(v.xPayload, c));
  return result;
}

export function parseEvaluationResult(body: unknown, policy?: LinkPolicy): EvaluationResult {
  const c = context(policy);
  const v = record(body, 'body');
  const variants = record(v.variants, 'body.variants');
  const parsed: Record<string, SearchResult> = {};
  for (const [name, variant] of Object.entries(variants).slice(0, B.evaluationVariants)) {
    if (name === '__proto__' || name === 'constructor' || name === 'prototype') continue;
    const key = clip(name);
    parsed[key] = searchResultOf(variant, c, `body.variants.${key}`);
  }
  const result: EvaluationResult = {
    q: str(v.q, ''),
    locale: str(v.locale, ''),
    assortment: str(v.assortment, ''),
    variants: parsed,
  };
  for (const key of ['type', 'version', 'engine'] as const) withOptional(result, key, optString(v[key]));
  withOptional(result, 'id', idString(v.id));
  withOptional(result, 'variant', parseVariant(v.variant));
  withOptional(result, 'xPayload', payload(v.xPayload));
  return result;
}

/** Gridboxes answer: a list, or `{ gridboxes: [...] }`. Malformed entries are dropped. */
export function parseGridboxes(body: unknown, policy?: LinkPolicy): Gridbox[] {
  const c = context(policy);
  const list = Array.isArray(body) ? body : requiredArray(record(body, 'body').gridboxes, 'body.gridboxes');
  return listOf(list, B.gridboxes, (x) => gridboxOf(x, c));
}

export function parseMessage(body: unknown): MessageResult {
  const v = record(body, 'body');
  if (typeof v.value !== 'string') throw new ResponseValidationError('body.value', 'a string');
  return { key: str(v.key, ''), value: clip(v.value, B.messageLength) };
}

function parseSuggestItem(v: unknown, c: ParseContext): SuggestItem | undefined {
  if (!isRecord(v) || typeof v.label !== 'string' || typeof v.url !== 'string') return undefined;
  const item: SuggestItem = { hitCount: num(v.hitCount, 0), url: url(v.url, c), link: parseLink(v.link), label: clip(v.label) };
  if (v.referenceItem !== undefined) withOptional(item, 'referenceItem', itemOf(v.referenceItem, c));
  return item;
}

function parseSuggestGroup(v: unknown, c: ParseContext): SuggestGroup | undefined {
  if (!isRecord(v) || typeof v.code !== 'string') return undefined;
  const code = clip(v.code);
  // No label of its own: none (the field names a known code in the shopper's language, as product names, brands or
  // categories; filled with the code here, the group's heading was "brand").
  const group: SuggestGroup = { code, label: str(v.label, ''), items: listOf(v.items, B.suggestItems, (x) => parseSuggestItem(x, c)) };
  withOptional(group, 'rendering', payload(v.rendering));
  return withOptional(group, 'xPayload', payload(v.xPayload));
}

export function parseSuggestResult(body: unknown, policy?: LinkPolicy): SuggestResult {
  const c = context(policy);
  const v = record(body, 'body');
  const result: SuggestResult = {
    q: str(v.q, ''),
    locale: str(v.locale, ''),
    assortment: str(v.assortment, ''),
    groups: listOf(requiredArray(v.groups, 'body.groups'), B.suggestGroups, (x) => parseSuggestGroup(x, c)),
  };
  for (const key of ['type', 'version', 'engine'] as const) withOptional(result, key, optString(v[key]));
  withOptional(result, 'variant', parseVariant(v.variant));
  return withOptional(result, 'xPayload', payload(v.xPayload));
}

function parsePromoted(v: unknown): PromotedProductItem | undefined {
  if (!isRecord(v)) return undefined;
  const productId = idString(v.product_id);
  const advertisementId = idString(v.advertisementId);
  if (productId === undefined || advertisementId === undefined) return undefined;
  const item: PromotedProductItem = { product_id: typeof v.product_id === 'number' ? v.product_id : productId, advertisementId };
  return withOptional(item, 'xPayload', payload(v.xPayload));
}

/** Sponsored products answer: a list, or `{ products: [...] }`. */
export function parseSponsoredProducts(body: unknown): PromotedProductItem[] {
  const list = Array.isArray(body) ? body : requiredArray(record(body, 'body').products, 'body.products');
  return listOf(list, B.gridboxes, parsePromoted);
}

function parseBanner(v: unknown, c: ParseContext): SponsoredBanner | undefined {
  if (!isRecord(v) || typeof v.url !== 'string') return undefined;
  const image = optUrl(v.image, c);
  const advertisementId = idString(v.advertisementId);
  if (image === undefined || advertisementId === undefined) return undefined;
  const banner: SponsoredBanner = { advertisementId, image, url: url(v.url, c) };
  withOptional(banner, 'alt', optString(v.alt));
  withOptional(banner, 'width', optNumber(v.width));
  withOptional(banner, 'height', optNumber(v.height));
  return withOptional(banner, 'xPayload', payload(v.xPayload));
}

/** Sponsored banner answer: a list (or `{ banners: [...] }`) whose first entry is used; `null` when empty. */
export function parseSponsoredBanner(body: unknown, policy?: LinkPolicy): SponsoredBanner | null {
  const list = Array.isArray(body) ? body : requiredArray(record(body, 'body').banners, 'body.banners');
  if (list.length === 0) return null;
  const first = parseBanner(list[0], context(policy));
  if (first === undefined) throw new ResponseValidationError('body[0]', 'a banner');
  return first;
}

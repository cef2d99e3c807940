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

/**
 * Hand-rolled guards for response bodies. Required structure that a page cannot do without (items as a list,
 * numFound as a number, …) makes the whole body invalid; optional parts are filled with SPEC defaults, and a
 * malformed optional entry (one facet, one gridbox) is dropped rather than failing the page.
 */

export class ResponseValidationError extends Error {
  override readonly name = 'ResponseValidationError';
  constructor(
    /** Where in the body, e.g. `items` or `numFound`. */
    readonly path: string,
    expected: string,
  ) {
    super(`Malformed response: ${path} is not ${expected}`);
  }
}

type Rec = Record<string, unknown>;

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

function requiredString(v: unknown, path: string): string {
  if (typeof v !== 'string') throw new ResponseValidationError(path, 'a string');
  return v;
}

function requiredArray(v: unknown, path: string): unknown[] {
  if (!Array.isArray(v)) throw new ResponseValidationError(path, 'an array');
  return v;
}

function optString(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function optNumber(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

function str(v: unknown, fallback: string): string {
  return typeof v === 'string' ? v : fallback;
}

function num(v: unknown, fallback: number): number {
  return optNumber(v) ?? fallback;
}

function bool(v: unknown, fallback: boolean): boolean {
  return typeof v === 'boolean' ? v : fallback;
}

/** Product ids and codes arrive as text or number; they are compared as text (SPEC §3). */
function idString(v: unknown): string | undefined {
  if (typeof v === 'string' && v !== '') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

function payload(v: unknown): XPayload | undefined {
  return isRecord(v) ? v : undefined;
}

/** Keeps the entries a parser accepts; a parser returns `undefined` (or throws) to drop one. */
function listOf<T>(v: unknown, parse: (item: unknown) => T | undefined): T[] {
  if (!Array.isArray(v)) return [];
  const out: T[] = [];
  for (const item of v) {
    let parsed: T | undefined;
    try {
      parsed = parse(item);
    } catch (error) {
      if (!(error instanceof ResponseValidationError)) throw error;
      parsed = undefined;
    }
    if (parsed !== undefined) out.push(parsed);
  }
  return out;
}

function withOptional<T extends object, K extends string, V>(target: T, key: K, value: V | undefined): T {
  if (value !== undefined) (target as Record<string, unknown>)[key] = value;
  return target;
}

const LINK_TYPES: readonly LinkType[] = ['search', 'category', 'brand', 'query', 'cqe', 'suggest', 'evaluation'];

function parseFilterMap(v: unknown): Record<string, string[]> | undefined {
  if (!isRecord(v)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [key, values] of Object.entries(v)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    if (typeof values === 'string') out[key] = [values];
    else if (Array.isArray(values)) out[key] = values.filter((x): x is string => typeof x === 'string');
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

function parseFacetValueBase(v: unknown): FacetValue | undefined {
  if (!isRecord(v)) return undefined;
  const label = optString(v.label);
  const url = optString(v.url);
  if (label === undefined || url === undefined) return undefined;
  const value: FacetValue = {
    label,
    selected: bool(v.selected, false),
    count: num(v.count, 0),
    url,
    link: parseLink(v.link),
  };
  withOptional(value, 'type', optString(v.type));
  return withOptional(value, 'xPayload', payload(v.xPayload));
}

function parseTextFacetValue(v: unknown): TextFacetValue | undefined {
  const base = parseFacetValueBase(v);
  if (base === undefined || !isRecord(v)) return undefined;
  const value: TextFacetValue = { ...base, value: str(v.value, base.label) };
  if (Array.isArray(v.children)) value.children = listOf(v.children, parseTextFacetValue);
  return value;
}

function parseNumericValue(v: unknown): NumericValue | undefined {
  const base = parseFacetValueBase(v);
  if (base === undefined || !isRecord(v) || !isRecord(v.value)) return undefined;
  const inner = v.value;
  const numeric = optNumber(inner.value);
  if (numeric === undefined) return undefined;
  const value: NumericValue = {
    ...base,
    value: { type: str(inner.type, ''), unit: str(inner.unit, ''), value: numeric, norm: num(inner.norm, numeric) },
  };
  if (Array.isArray(v.children)) value.children = listOf(v.children, parseNumericValue);
  return value;
}

function parseRangeBound(v: unknown, path: string): RangeBound {
  const b = record(v, path);
  return { value: requiredNumber(b.value, `${path}.value`), url: str(b.url, ''), link: parseLink(b.link) };
}

function optionalRangeBound(v: unknown, path: string): RangeBound | undefined {
  return v === undefined || v === null ? undefined : parseRangeBound(v, path);
}

/** One facet; `undefined` (dropped) for an unknown type or a malformed facet. */
export function parseFacet(v: unknown): Facet | undefined {
  try {
    return facetOrThrow(v);
  } catch (error) {
    if (error instanceof ResponseValidationError) return undefined;
    throw error;
  }
}

function facetOrThrow(v: unknown): Facet | undefined {
  if (!isRecord(v)) return undefined;
  const code = optString(v.code);
  if (code === undefined || code === '') return undefined;
  const base = {
    code,
    label: str(v.label, code),
    selector: SELECTORS.find((s) => s === v.selector) ?? 'OR',
    rendering: parseFacetRendering(v.rendering),
  };
  withOptional(base, 'resetURL', optString(v.resetURL));
  if (v.resetLink !== undefined) withOptional(base, 'resetLink', parseLink(v.resetLink));
  withOptional(base, 'xPayload', payload(v.xPayload));

  switch (v.type) {
    case 'TEXT':
      return { ...base, type: 'TEXT', topvalues: listOf(v.topvalues, parseTextFacetValue), values: listOf(v.values, parseTextFacetValue) };
    case 'NUMERIC': {
      const values = listOf(v.values, parseNumericValue);
      const nums = values.map((x) => x.value.value);
      return {
        ...base,
        type: 'NUMERIC',
        min: num(v.min, nums.length > 0 ? Math.min(...nums) : 0),
        max: num(v.max, nums.length > 0 ? Math.max(...nums) : 0),
        topvalues: listOf(v.topvalues, parseNumericValue),
        values,
      };
    }
    case 'RANGE': {
      const min = parseRangeBound(v.min, `${code}.min`);
      const max = parseRangeBound(v.max, `${code}.max`);
      return {
        ...base,
        type: 'RANGE',
        unit: str(v.unit, ''),
        baseURL: str(v.baseURL, ''),
        baseLink: parseLink(v.baseLink),
        globalMin: num(v.globalMin, min.value),
        globalMax: num(v.globalMax, max.value),
        min,
        max,
        selectedMin: optionalRangeBound(v.selectedMin, `${code}.selectedMin`) ?? min,
        selectedMax: optionalRangeBound(v.selectedMax, `${code}.selectedMax`) ?? max,
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
      badges: listOf(v.badgeInfo.badges, (b) => (isRecord(b) && typeof b.type === 'string' ? { type: b.type } : undefined)),
    };
  }
  return stock;
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
export function parseGridbox(v: unknown): Gridbox | undefined {
  if (!isRecord(v)) return undefined;
  const productId = idString(v.productId);
  const price = isRecord(v.price) ? optNumber(v.price.price) : undefined;
  if (productId === undefined || price === undefined || !isRecord(v.price)) return undefined;
  const keyfacts = isRecord(v.keyfacts) ? v.keyfacts : {};
  const gridbox: Gridbox = {
    productId,
    keyfacts: withOptional({ title: str(keyfacts.title, '') }, 'analyticsCategory', optString(keyfacts.analyticsCategory)),
    price: { price },
  };
  withOptional(gridbox.price, 'oldPrice', optNumber(v.price.oldPrice));
  withOptional(gridbox.price, 'currency', optString(v.price.currency));
  withOptional(gridbox, 'erpNumber', idString(v.erpNumber));
  if (isRecord(v.brand) && typeof v.brand.name === 'string') gridbox.brand = { name: v.brand.name };
  withOptional(gridbox, 'productType', optString(v.productType));
  withOptional(gridbox, 'locale', optString(v.locale));
  if (isRecord(v.image) && typeof v.image.url === 'string') {
    gridbox.image = withOptional({ url: v.image.url }, 'alt', optString(v.image.alt));
  }
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
  if (isRecord(v.xPayload)) tracking.xPayload = v.xPayload;
  return tracking;
}

/** A result item. Its gridbox is dropped when malformed, so the item is not shown (SPEC §4). */
export function parseItem(v: unknown): ProductItem | undefined {
  if (!isRecord(v)) return undefined;
  const gridbox = parseGridbox(v.gridbox);
  const code = idString(v.code) ?? gridbox?.productId;
  if (code === undefined) return undefined;
  const item: ProductItem = { code };
  for (const key of ['resultClass', 'type', 'label', 'url'] as const) withOptional(item, key, optString(v[key]));
  if (v.link !== undefined) item.link = parseLink(v.link);
  withOptional(item, 'xPayload', payload(v.xPayload));
  withOptional(item, 'gridbox', gridbox);
  withOptional(item, 'tracking', parseTracking(v.tracking));
  return item;
}

// ---------------------------------------------------------------------------------------------------------------
// Search result parts

function parseSort(v: unknown): Sort | undefined {
  if (!isRecord(v) || typeof v.code !== 'string' || typeof v.url !== 'string') return undefined;
  return { code: v.code, label: str(v.label, v.code), url: v.url, link: parseLink(v.link) };
}

function parseSelection(v: unknown): Selection | undefined {
  if (!isRecord(v) || typeof v.code !== 'string' || typeof v.url !== 'string') return undefined;
  const value = str(v.value, '');
  const selection: Selection = { code: v.code, value, label: str(v.label, value), url: v.url, link: parseLink(v.link) };
  if (isRecord(v.rendering)) selection.rendering = parseFacetRendering(v.rendering);
  return selection;
}

function parseSelections(v: unknown): Selections {
  const s = isRecord(v) ? v : {};
  return { values: listOf(s.values, parseSelection), resetAll: str(s.resetAll, ''), resetLink: parseLink(s.resetLink) };
}

function parseBreadcrumb(v: unknown): Breadcrumb | undefined {
  if (!isRecord(v) || typeof v.label !== 'string' || typeof v.url !== 'string') return undefined;
  return { code: str(v.code, ''), label: v.label, url: v.url, link: parseLink(v.link) };
}

function parseAdvisorAnswer(v: unknown): AdvisorAnswer | undefined {
  if (!isRecord(v) || typeof v.url !== 'string') return undefined;
  const answer: AdvisorAnswer = { url: v.url, link: parseLink(v.link), text: str(v.text, '') };
  return withOptional(answer, 'image', optString(v.image));
}

function parseAdvisor(v: unknown): Advisor | undefined {
  if (!isRecord(v)) return undefined;
  const id = idString(v.id);
  if (id === undefined) return undefined;
  return { id, name: str(v.name, ''), question: str(v.question, ''), answers: listOf(v.answers, parseAdvisorAnswer) };
}

function parseTeaser(v: unknown): Teaser | undefined {
  if (!isRecord(v) || typeof v.image !== 'string') return undefined;
  const teaser: Teaser = {
    id: idString(v.id) ?? '',
    name: str(v.name, ''),
    link: parseLink(v.link),
    image: v.image,
    open_in_a_new_tab: bool(v.open_in_a_new_tab, false),
  };
  for (const key of ['url', 'mobile_image', 'alt_image', 'text'] as const) withOptional(teaser, key, optString(v[key]));
  return teaser;
}

function parseSearchXPayload(v: unknown): SearchResultXPayload | undefined {
  if (!isRecord(v)) return undefined;
  const out: SearchResultXPayload = { ...v };
  delete out.keywordResults;
  delete out.advisors;
  if (isRecord(v.keywordResults) && optNumber(v.keywordResults.num_items_found) !== undefined) {
    out.keywordResults = { num_items_found: num(v.keywordResults.num_items_found, 0) };
  }
  if (Array.isArray(v.advisors)) out.advisors = listOf(v.advisors, parseAdvisor);
  return out;
}

/** Validates a search-data body: `items` must be a list and `numFound` a number; the rest gets defaults. */
export function parseSearchResult(body: unknown, path = 'body'): SearchResult {
  const v = record(body, path);
  const items = requiredArray(v.items, `${path}.items`);
  const numFound = requiredNumber(v.numFound, `${path}.numFound`);
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
    selections: parseSelections(v.selections),
    sorts: listOf(v.sorts, parseSort),
    facets: listOf(v.facets, parseFacet),
    items: listOf(items, parseItem),
    breadcrumbs: listOf(v.breadcrumbs, parseBreadcrumb),
    teasers: listOf(v.teasers, parseTeaser),
    advisors: listOf(v.advisors, parseAdvisor),
  };
  for (const key of ['type', 'version', 'engine', 'resultType', 'categoryId', 'redirectURL'] as const) {
    withOptional(result, key, optString(v[key]));
  }
  withOptional(result, 'id', idString(v.id));
  withOptional(result, 'maxfetchsize', optNumber(v.maxfetchsize));
  withOptional(result, 'details', payload(v.details));
  withOptional(result, 'variant', parseVariant(v.variant));
  withOptional(result, 'xPayload', parseSearchXPayload(v.xPayload));
  return result;
}

export function parseEvaluationResult(body: unknown): EvaluationResult {
  const v = record(body, 'body');
  const variants = record(v.variants, 'body.variants');
  const parsed: Record<string, SearchResult> = {};
  for (const [name, variant] of Object.entries(variants)) {
    if (name === '__proto__' || name === 'constructor' || name === 'prototype') continue;
    parsed[name] = parseSearchResult(variant, `body.variants.${name}`);
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
export function parseGridboxes(body: unknown): Gridbox[] {
  const list = Array.isArray(body) ? body : requiredArray(record(body, 'body').gridboxes, 'body.gridboxes');
  return listOf(list, parseGridbox);
}

export function parseMessage(body: unknown): MessageResult {
  const v = record(body, 'body');
  return { key: str(v.key, ''), value: requiredString(v.value, 'body.value') };
}

function parseSuggestItem(v: unknown): SuggestItem | undefined {
  if (!isRecord(v) || typeof v.label !== 'string' || typeof v.url !== 'string') return undefined;
  const item: SuggestItem = { hitCount: num(v.hitCount, 0), url: v.url, link: parseLink(v.link), label: v.label };
  if (v.referenceItem !== undefined) withOptional(item, 'referenceItem', parseItem(v.referenceItem));
  return item;
}

function parseSuggestGroup(v: unknown): SuggestGroup | undefined {
  if (!isRecord(v) || typeof v.code !== 'string') return undefined;
  const group: SuggestGroup = { code: v.code, label: str(v.label, v.code), items: listOf(v.items, parseSuggestItem) };
  withOptional(group, 'rendering', payload(v.rendering));
  return withOptional(group, 'xPayload', payload(v.xPayload));
}

export function parseSuggestResult(body: unknown): SuggestResult {
  const v = record(body, 'body');
  const result: SuggestResult = {
    q: str(v.q, ''),
    locale: str(v.locale, ''),
    assortment: str(v.assortment, ''),
    groups: listOf(requiredArray(v.groups, 'body.groups'), parseSuggestGroup),
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
  return listOf(list, parsePromoted);
}

function parseBanner(v: unknown): SponsoredBanner | undefined {
  if (!isRecord(v) || typeof v.image !== 'string' || typeof v.url !== 'string') return undefined;
  const advertisementId = idString(v.advertisementId);
  if (advertisementId === undefined) return undefined;
  const banner: SponsoredBanner = { advertisementId, image: v.image, url: v.url };
  withOptional(banner, 'alt', optString(v.alt));
  withOptional(banner, 'width', optNumber(v.width));
  withOptional(banner, 'height', optNumber(v.height));
  return withOptional(banner, 'xPayload', payload(v.xPayload));
}

/** Sponsored banner answer: a list (or `{ banners: [...] }`) whose first entry is used; `null` when empty. */
export function parseSponsoredBanner(body: unknown): SponsoredBanner | null {
  const list = Array.isArray(body) ? body : requiredArray(record(body, 'body').banners, 'body.banners');
  if (list.length === 0) return null;
  const first = parseBanner(list[0]);
  if (first === undefined) throw new ResponseValidationError('body[0]', 'a banner');
  return first;
}

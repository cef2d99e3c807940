import type {
  Advisor,
  Breadcrumb,
  Facet,
  FacetRendering,
  Gridbox,
  Link,
  ProductItem,
  RangeFacet,
  SearchResult,
  Selection,
  Sort,
  TestVariantDefinition,
  TextFacet,
  TextFacetValue,
} from '@shop/api-client';
import {
  FLAG_FLASH_SALES,
  FLAG_NO_GRIDBOX,
  FLAG_PREVENT_SELLING,
  FLAG_PREVIEW,
  FLAG_STORE,
  FLAG_VARIANT,
  createdDate,
  marketPrices,
  priceExtras,
  productName,
  type Catalogue,
  type Category,
} from '../catalogue/catalogue';
import type { ResolvedLocale } from '../catalogue/markets';
import { COLOURS, wordIn } from '../catalogue/vocabulary';
import { SIZE_LABELS, SORT_CODES, type RankingVariant, type Scope, type SearchEngine, type SearchOutput } from '../engine/search';
import type { CommonRequest } from './params';
import { ratingLabel, sortLabel, text } from './texts';
import { target, toggled, withFilter, type ViewState } from './urls';

// Math functions bound once: a global lookup per call is slow inside Jest's VM sandbox (about 30x).
const { ceil, floor, imul, max: mathMax, round } = Math;

export const API_VERSION = '2.1.0';
export const ENGINE_NAME = 'reference-bm25';
export const MAX_FETCHSIZE = 200;

export function variantDefinition(variant: RankingVariant): TestVariantDefinition {
  return { id: variant, testId: 'ranking', testName: 'Ranking', trackingSolution: 'reference', active: true, weight: 100 };
}

function rendering(style: FacetRendering['style'], extra: Partial<FacetRendering> = {}): FacetRendering {
  return { style, searchable: false, selectedPosition: 'BELOW', renderLabel: true, collapsible: true, ...extra };
}

/** The storefront's product page (not one of our routes): `/p/{locale}/{brand}-{category}/{productId}`. */
export function productUrl(catalogue: Catalogue, doc: number, locale: ResolvedLocale): string {
  const p = catalogue.products;
  const brand = catalogue.brands[p.brand[doc] ?? 0]?.slug ?? '';
  const leaf = catalogue.categories[p.leaf[doc] ?? 0]?.slugs[locale.textLanguage] ?? '';
  return `/p/${locale.locale.replace('_', '-')}/${brand}-${leaf}/${p.productId[doc] ?? ''}`;
}

/** A product's tile data in a market; undefined for the share of products delivered without one. */
export function gridboxOf(catalogue: Catalogue, doc: number, locale: ResolvedLocale, score?: number): Gridbox | undefined {
  const p = catalogue.products;
  const flags = p.flags[doc] ?? 0;
  if (flags & FLAG_NO_GRIDBOX) return undefined;
  const language = locale.textLanguage;
  const leaf = catalogue.categories[p.leaf[doc] ?? 0];
  const brand = catalogue.brands[p.brand[doc] ?? 0];
  const prices = marketPrices(catalogue, locale.country);
  const title = productName(catalogue, doc, language);
  const productId = p.productId[doc] ?? '';
  const availability = (p.availability[doc] ?? 3) as 1 | 2 | 3;
  const gridbox: Gridbox = {
    productId,
    erpNumber: p.erpNumber[doc] ?? '',
    brand: { name: brand?.name ?? '' },
    productType: flags & FLAG_VARIANT ? 'VARIANT' : 'HEAD',
    locale: locale.locale,
    keyfacts: { title, analyticsCategory: categoryTrail(leaf).map((c) => c.names.en).join('/') },
    price: { price: prices.price[doc] ?? 0, currency: prices.currency, ...priceExtras(catalogue, doc, prices) },
    image: { url: `/q/api/images/${productId}.svg`, alt: title },
    stockAvailability: {
      availabilityIndicator: availability,
      ...(flags & FLAG_STORE ? { badgeInfo: { badges: [{ type: 'store' }] } } : {}),
    },
    // Stored as float32: round back to the one decimal it was generated with.
    ratings: { average: round((p.ratingAverage[doc] ?? 0) * 10) / 10, count: p.ratingCount[doc] ?? 0 },
    ratingScore: round(((p.ratingAverage[doc] ?? 0) / 5) * 1000) / 1000,
    freshnessScore: round(mathMax(0, 1 - (p.ageDays[doc] ?? 0) / 900) * 1000) / 1000,
    hashParams: `pid=${productId}`,
  };
  const oldPrice = prices.oldPrice[doc] ?? 0;
  if (oldPrice > 0) gridbox.price.oldPrice = oldPrice;
  if (score !== undefined) {
    gridbox.relevancyScore = round(score * 1000) / 1000;
    gridbox.keywordScore = gridbox.relevancyScore;
  }
  if (flags & FLAG_PREVIEW) gridbox.meta = { preview: true };
  if (flags & FLAG_PREVENT_SELLING) gridbox.preventSelling = true;
  if (flags & FLAG_FLASH_SALES) gridbox.flashSales = true;
  return gridbox;
}

export function categoryTrail(category: Category | undefined): Category[] {
  const trail: Category[] = [];
  for (let c: Category | null | undefined = category; c; c = c.parent) trail.unshift(c);
  return trail;
}

export function categoryPath(category: Category, locale: ResolvedLocale): string {
  return `${category.slugs[locale.textLanguage]}/${category.id}`;
}

export interface ResultContext {
  engine: SearchEngine;
  request: CommonRequest;
  /** Base of every link in the answer (type, path, current q, filters, sort). */
  state: ViewState;
  scope: Scope;
  resultType: string;
  listName: string;
  categoryId?: string;
  /** Breadcrumbs for the page itself (category trail, brand, campaign title). */
  pageCrumbs: Breadcrumb[];
  details?: Record<string, unknown>;
}

export function runSearch(ctx: ResultContext, variant: RankingVariant = ctx.request.variant): SearchOutput {
  const { request } = ctx;
  return ctx.engine.search({
    q: request.q,
    language: request.locale.textLanguage,
    country: request.locale.country,
    filters: request.filters,
    scope: ctx.scope,
    sort: request.sort,
    offset: request.offset,
    fetchsize: request.fetchsize,
    variant,
  });
}

export function buildSearchResult(ctx: ResultContext, output: SearchOutput, variant: RankingVariant = ctx.request.variant): SearchResult {
  const { request, state } = ctx;
  const catalogue = ctx.engine.catalogue;
  const locale = request.locale;
  const items: ProductItem[] = output.page.map((doc, i) => {
    const position = request.offset + i + 1;
    const code = catalogue.products.productId[doc] ?? '';
    if (request.idsOnly) return { resultClass: 'product', code };
    const gridbox = gridboxOf(catalogue, doc, locale, output.pageScores[i]);
    const item: ProductItem = {
      resultClass: 'product',
      type: 'product',
      code,
      label: productName(catalogue, doc, locale.textLanguage),
      url: productUrl(catalogue, doc, locale),
      tracking: {
        position,
        origPos: position,
        list: ctx.listName,
        listName: ctx.listName,
        listId: ctx.categoryId ?? ctx.state.namedQueryId ?? ctx.resultType,
        category: gridbox?.keyfacts.analyticsCategory ?? '',
        hashParams: `pid=${code}`,
        xPayload: { metaData: { q: request.q, variant, pinned: doc === output.pinnedDoc } },
      },
      xPayload: { created: createdDate(catalogue, doc) },
    };
    if (gridbox) item.gridbox = gridbox;
    return item;
  });
  const sorts: Sort[] = SORT_CODES.map((code) => ({ code, label: sortLabel(code, locale.textLanguage), ...target({ ...state, sort: code }) }));
  const facets = request.productsOnly ? [] : buildFacets(ctx, output);
  const result: SearchResult = {
    type: ctx.resultType,
    version: API_VERSION,
    engine: ENGINE_NAME,
    variant: variantDefinition(variant),
    id: request.requestId ?? `${ctx.resultType}-${hashKey(JSON.stringify([request.q, state.filter, state.sort, request.offset]))}`,
    q: request.q,
    locale: locale.locale,
    assortment: locale.country,
    resultType: ctx.resultType,
    rendering: { breadcrumb: true },
    numFound: output.numFound,
    offset: request.offset,
    fetchsize: request.fetchsize,
    maxfetchsize: MAX_FETCHSIZE,
    sort: request.sort,
    selections: buildSelections(ctx),
    sorts,
    facets,
    items,
    breadcrumbs: [...ctx.pageCrumbs, ...filterCrumbs(ctx)],
    teasers: [],
    advisors: categoryAdvisor(ctx, facets, output.numFound),
    xPayload: {
      keywordResults: { num_items_found: output.keywordHits },
      advisors: [],
      ...(output.ignoredTokens.length ? { ignoredTerms: output.ignoredTokens } : {}),
      corrections: output.tokens.flatMap((t) =>
        t.variants.filter((v) => v.kind === 'typo').map((v) => ({ from: t.raw, to: ctx.engine.index(locale.textLanguage).surface(v.term) })),
      ),
    },
  };
  if (ctx.categoryId) result.categoryId = ctx.categoryId;
  if (ctx.details) result.details = ctx.details;
  return result;
}

function hashKey(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

/** A search's largest category holds less than this share of its products: the search is ambiguous. */
export const ADVISOR_CATEGORY_SHARE = 0.6;
/** Categories the advisor offers. */
export const ADVISOR_ANSWERS = 4;

/**
 * An advisor for a search whose products spread over categories (SPEC §3 advisor): "Which category are you
 * looking for?", answered by its largest categories, each leading to the search narrowed to it. None for a
 * search narrowed to a category already, a listing other than a search, or one category holding most products.
 */
function categoryAdvisor(ctx: ResultContext, facets: readonly Facet[], numFound: number): Advisor[] {
  if (ctx.state.type !== 'search' || (ctx.state.filter.category ?? []).length > 0 || numFound === 0) return [];
  const category = facets.find((facet): facet is TextFacet => facet.code === 'category' && facet.type === 'TEXT');
  const values = category?.values ?? [];
  if (values.length < 2 || (values[0]?.count ?? 0) >= ADVISOR_CATEGORY_SHARE * numFound) return [];
  return [
    {
      id: 'category',
      name: 'category',
      question: text('advisorCategory', ctx.request.locale.textLanguage),
      answers: values.slice(0, ADVISOR_ANSWERS).map((value) => ({ text: value.label, url: value.url, link: value.link })),
    },
  ];
}

function filterCrumbs(ctx: ResultContext): Breadcrumb[] {
  const selected = ctx.state.filter.category ?? [];
  if (ctx.state.type !== 'search' || selected.length !== 1) return [];
  const category = ctx.engine.catalogue.categoryById.get(selected[0] ?? '');
  return categoryTrail(category).map((c) => ({
    code: c.id,
    label: c.names[ctx.request.locale.textLanguage],
    ...target(withFilter(ctx.state, 'category', [c.id])),
  }));
}

function selectionLabel(ctx: ResultContext, code: string, value: string): string {
  const language = ctx.request.locale.textLanguage;
  switch (code) {
    case 'category':
      return ctx.engine.catalogue.categoryById.get(value)?.names[language] ?? value;
    case 'store':
      return text('storeValue', language);
    case 'colour': {
      const entry = COLOURS.find((c) => wordIn(c, 'en').toLowerCase() === value.toLowerCase());
      return entry ? wordIn(entry, language) : value;
    }
    case 'rating':
      return ratingLabel(Number(value), language);
    case 'price': {
      const currency = marketPrices(ctx.engine.catalogue, ctx.request.locale.country).currency;
      const [min, max] = value.split('-');
      return `${min || '…'} – ${max || '…'} ${currency}`;
    }
    default:
      return value;
  }
}

function buildSelections(ctx: ResultContext): SearchResult['selections'] {
  const { state } = ctx;
  const values: Selection[] = [];
  for (const [code, list] of Object.entries(state.filter)) {
    for (const value of list) {
      values.push({ code, value, label: selectionLabel(ctx, code, value), ...target(toggled(state, code, value)) });
    }
  }
  const reset = target({ ...state, filter: {} });
  return { values, resetAll: reset.url, resetLink: reset.link };
}

function buildFacets(ctx: ResultContext, output: SearchOutput): Facet[] {
  const facets: Facet[] = [];
  const category = categoryFacet(ctx, output);
  if (category) facets.push(category);
  if (ctx.scope.brandIndex === undefined) {
    const brand = brandFacet(ctx, output);
    if (brand) facets.push(brand);
  }
  const price = priceFacet(ctx, output);
  if (price) facets.push(price);
  const colour = colourFacet(ctx, output);
  if (colour) facets.push(colour);
  const size = sizeFacet(ctx, output);
  if (size) facets.push(size);
  // Rating and store facets with nothing to count and nothing selected would only show empty controls.
  const rating = ratingFacet(ctx, output);
  if (rating.values.some((v) => v.count > 0 || v.selected)) facets.push(rating);
  const store = storeFacet(ctx, output);
  if (store.values.some((v) => v.count > 0 || v.selected)) facets.push(store);
  return facets;
}

function resetOf(ctx: ResultContext, code: string): { resetURL: string; resetLink: Link } {
  const reset = target(withFilter(ctx.state, code, []));
  return { resetURL: reset.url, resetLink: reset.link };
}

function categoryFacet(ctx: ResultContext, output: SearchOutput): TextFacet | null {
  const catalogue = ctx.engine.catalogue;
  const language = ctx.request.locale.textLanguage;
  const selected = new Set(ctx.state.filter.category ?? []);
  const selectedTrail = new Set<string>();
  for (const id of selected) for (const c of categoryTrail(catalogue.categoryById.get(id))) selectedTrail.add(c.id);
  const root = ctx.scope.categoryIndex !== undefined ? catalogue.categories[ctx.scope.categoryIndex] : undefined;
  const level = root ? root.children : catalogue.topCategories;
  const valueOf = (c: Category): TextFacetValue => {
    const value: TextFacetValue = {
      type: 'category',
      value: c.id,
      label: c.names[language],
      selected: selected.has(c.id),
      count: output.categoryCounts[c.index] ?? 0,
      ...target(toggled(ctx.state, 'category', c.id)),
    };
    if (selectedTrail.has(c.id) && c.children.length > 0) {
      value.children = c.children.map(valueOf).filter((v) => v.count > 0 || v.selected);
    }
    return value;
  };
  const values = level.map(valueOf).filter((v) => v.count > 0 || v.selected);
  if (values.length === 0) return null;
  values.sort((a, b) => b.count - a.count);
  return {
    code: 'category',
    label: text('facetCategory', language),
    type: 'TEXT',
    selector: 'OR',
    rendering: rendering('TEXT'),
    ...resetOf(ctx, 'category'),
    topvalues: values.slice(0, 8),
    values,
  };
}

function brandFacet(ctx: ResultContext, output: SearchOutput): TextFacet | null {
  const catalogue = ctx.engine.catalogue;
  const selected = new Set((ctx.state.filter.brand ?? []).map((b) => b.toLowerCase()));
  const values: TextFacetValue[] = [];
  for (const brand of catalogue.brands) {
    const count = output.brandCounts[brand.index] ?? 0;
    const isSelected = selected.has(brand.name.toLowerCase());
    if (count === 0 && !isSelected) continue;
    values.push({ type: 'brand', value: brand.name, label: brand.name, selected: isSelected, count, ...target(toggled(ctx.state, 'brand', brand.name)) });
  }
  if (values.length === 0) return null;
  values.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const top = values.slice(0, 8);
  return {
    code: 'brand',
    label: text('facetBrand', ctx.request.locale.textLanguage),
    type: 'TEXT',
    selector: 'OR',
    rendering: rendering('TEXT', { searchable: true }),
    ...resetOf(ctx, 'brand'),
    topvalues: top,
    values: values.slice(0, 50),
  };
}

/** Swatch colours of COLOURS, in its order: what a PREVIEW facet value shows before its name. */
const COLOUR_SWATCHES = ['#1b1b1b', '#ffffff', '#8a8f96', '#c62828', '#1e5bb8', '#2e7d32', '#d8c7a3', '#6d4c2f', '#f2c200', '#e58fb2'] as const;

/** Colours as a PREVIEW facet (SPEC §3): each value carries its swatch in `xPayload.previewColor`. */
function colourFacet(ctx: ResultContext, output: SearchOutput): TextFacet | null {
  const language = ctx.request.locale.textLanguage;
  const selected = new Set((ctx.state.filter.colour ?? []).map((c) => c.toLowerCase()));
  const values: TextFacetValue[] = [];
  COLOURS.forEach((entry, index) => {
    const value = wordIn(entry, 'en');
    const count = output.colourCounts[index] ?? 0;
    const isSelected = selected.has(value.toLowerCase());
    if (count === 0 && !isSelected) return;
    values.push({
      type: 'colour',
      value,
      label: wordIn(entry, language),
      selected: isSelected,
      count,
      xPayload: { previewColor: COLOUR_SWATCHES[index] ?? '#8a8f96' },
      ...target(toggled(ctx.state, 'colour', value)),
    });
  });
  if (values.length === 0) return null;
  values.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return {
    code: 'colour',
    label: text('facetColour', language),
    type: 'TEXT',
    selector: 'OR',
    rendering: rendering('PREVIEW'),
    ...resetOf(ctx, 'colour'),
    topvalues: values.slice(0, 6),
    values,
  };
}

/** Sizes as a TILES facet (SPEC §3), in the catalogue's size order. */
function sizeFacet(ctx: ResultContext, output: SearchOutput): TextFacet | null {
  const selected = new Set(ctx.state.filter.size ?? []);
  const values: TextFacetValue[] = [];
  SIZE_LABELS.forEach((label, index) => {
    const count = output.sizeCounts[index] ?? 0;
    const isSelected = selected.has(label);
    if (count === 0 && !isSelected) return;
    values.push({ type: 'size', value: label, label, selected: isSelected, count, ...target(toggled(ctx.state, 'size', label)) });
  });
  if (values.length === 0) return null;
  return {
    code: 'size',
    label: text('facetSize', ctx.request.locale.textLanguage),
    type: 'TEXT',
    selector: 'OR',
    rendering: rendering('TILES'),
    ...resetOf(ctx, 'size'),
    topvalues: values.slice(0, 12),
    values,
  };
}

function priceFacet(ctx: ResultContext, output: SearchOutput): RangeFacet | null {
  const { price } = output;
  if (Number.isNaN(price.globalMin)) return null;
  const currency = marketPrices(ctx.engine.catalogue, ctx.request.locale.country).currency;
  const without = withFilter(ctx.state, 'price', []);
  const base = target(without);
  const bound = (value: number, raw: string) => ({ value, ...target(withFilter(without, 'price', [raw])) });
  const min = floor(price.min);
  const max = ceil(price.max);
  const selectedMin = ctx.request.filters.priceMin ?? min;
  const selectedMax = ctx.request.filters.priceMax ?? max;
  return {
    code: 'price',
    label: text('facetPrice', ctx.request.locale.textLanguage),
    type: 'RANGE',
    selector: 'AND',
    rendering: rendering('SLIDER'),
    resetURL: base.url,
    resetLink: base.link,
    unit: currency,
    baseURL: base.url,
    baseLink: base.link,
    globalMin: floor(price.globalMin),
    globalMax: ceil(price.globalMax),
    min: bound(min, `${min}-`),
    max: bound(max, `-${max}`),
    selectedMin: bound(selectedMin, `${selectedMin}-${selectedMax}`),
    selectedMax: bound(selectedMax, `${selectedMin}-${selectedMax}`),
  };
}

function ratingFacet(ctx: ResultContext, output: SearchOutput): TextFacet {
  const language = ctx.request.locale.textLanguage;
  const current = ctx.state.filter.rating?.[0];
  const values: TextFacetValue[] = [4, 3, 2, 1].map((n) => {
    const value = String(n);
    const selected = current !== undefined && Number(current) === n;
    return {
      type: 'rating',
      value,
      label: ratingLabel(n, language),
      selected,
      count: output.ratingCounts[n] ?? 0,
      // REFINE: one value at a time; choosing the selected one again removes it.
      ...target(withFilter(ctx.state, 'rating', selected ? [] : [value])),
    };
  });
  return {
    code: 'rating',
    label: text('facetRating', language),
    type: 'TEXT',
    selector: 'REFINE',
    rendering: rendering('RATINGS'),
    ...resetOf(ctx, 'rating'),
    topvalues: values,
    values,
  };
}

function storeFacet(ctx: ResultContext, output: SearchOutput): TextFacet {
  const language = ctx.request.locale.textLanguage;
  const selected = ctx.request.filters.store;
  const value: TextFacetValue = {
    type: 'store',
    value: 'store',
    label: text('storeValue', language),
    selected,
    count: output.storeCount,
    ...target(withFilter(ctx.state, 'store', selected ? [] : ['store'])),
  };
  return {
    code: 'store',
    label: text('facetStore', language),
    type: 'TEXT',
    selector: 'OR',
    rendering: rendering('TOGGLE'),
    ...resetOf(ctx, 'store'),
    topvalues: [value],
    values: [value],
  };
}

import http from 'node:http';
import { gzipSync } from 'node:zlib';
import type { CatalogInfo, EvaluationResult, Gridbox, MessageResult, SearchResult } from '@shop/api-client';
import { brandPageUrlOf } from '@shop/api-client';
import { buildCatalogue, CQE_EMBEDDINGS, DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, type Catalogue, type NamedQueryFilter } from './catalogue/catalogue';
import { resolveLocale, type ResolvedLocale } from './catalogue/markets';
import { createRng } from './catalogue/prng';
import { LANGUAGES } from './catalogue/vocabulary';
import { RANKING_VARIANTS, SearchEngine, type Scope } from './engine/search';
import { fold } from './engine/text';
import { parseAdRequest, sponsoredBanners, sponsoredProducts } from './http/ads';
import { badRequest, HttpError, notFound } from './http/errors';
import {
  bannerSvg,
  brandText,
  categoryContent,
  footerFragment,
  headerFragment,
  metaFragment,
  PRODUCT_PAGE_CSP,
  PRODUCT_PAGE_SCRIPT,
  productPage,
  productSvg,
} from './http/pages';
import { localeFrom, normaliseCategoryId, parseCommon, parseParams, single, type CommonRequest, type Params } from './http/params';
import {
  API_VERSION,
  buildSearchResult,
  categoryPath,
  categoryTrail,
  ENGINE_NAME,
  gridboxOf,
  runSearch,
  variantDefinition,
  type ResultContext,
} from './http/results';
import { countCatalogue, suggest, type CatalogueCounts } from './http/suggest';
import { text } from './http/texts';
import { judgedSetLookup } from './relevance/judgedSet';
import { target, viewUrl, type ViewState } from './http/urls';

export interface SearchApiOptions {
  /** Catalogue seed. Defaults to `DEFAULT_SEED`. */
  seed?: number;
  /** Defaults to 52,000. */
  productCount?: number;
  /** A catalogue and engine built before (tests share one per file); built from seed/productCount otherwise. */
  engine?: SearchEngine;
  /**
   * Test mode: only then do the fault knobs work — the `x-ad-latency-ms` and `x-ad-fail` request headers and the
   * env `AD_LATENCY_MS` / `AD_FAILURE_RATE`. Defaults to env `SEARCH_API_TEST_MODE=1`, else off, so that a
   * caller of a shop started with `npm start` cannot slow down or fail its ads.
   */
  testMode?: boolean;
  /** Delay of every ad answer. Defaults to env `AD_LATENCY_MS` in test mode, else 0. */
  adLatencyMs?: number;
  /** Share of ad requests answered 503, 0…1. Defaults to env `AD_FAILURE_RATE` in test mode, else 0. */
  adFailureRate?: number;
  /** Random source for ad failures. Defaults to a seeded generator. */
  random?: () => number;
  /**
   * Answers kept per URL (GET, 200 only), least recently used dropped first. The catalogue never changes while
   * running, so a cached answer never goes stale. Defaults to env `RESPONSE_CACHE_SIZE`, else 1000; 0 disables.
   */
  responseCacheSize?: number;
  /**
   * Memory the answer cache may hold (body text, its encoded and gzipped bytes), least recently used dropped
   * first. Defaults to env `RESPONSE_CACHE_BYTES`, else 48 MB.
   */
  responseCacheBytes?: number;
  /** Where unexpected errors are reported. Defaults to console.error. */
  logError?: (message: string, error: unknown) => void;
}

export interface ApiRequest {
  method: string;
  /** Path and query, as received. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: string;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface SearchApi {
  server: http.Server;
  engine: SearchEngine;
  catalogue: Catalogue;
  /** Milliseconds spent building catalogue and index. */
  startupMs: number;
  /** Answers one request without a socket (what the HTTP server calls). */
  respond(request: ApiRequest): Promise<ApiResponse>;
  /** GET answers kept for repeated URLs. */
  responseCache: AnswerCache;
}

const MAX_URL_LENGTH = 16_384;
const MAX_BODY_BYTES = 64 * 1024;
const MAX_IDS = 200;
const MAX_AD_LATENCY_MS = 10_000;
const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';
const CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Accept, Content-Type, X-Country, X-Language, x-ad-latency-ms, x-ad-fail',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
};

/** SPEC §9: these may be cached for 1800 s when the page URL carries nothing but sort, pageId, link and path. */
const CACHEABLE_PREFIXES = ['/q/api/category/', '/q/api/query/', '/q/api/brand/', '/q/api/gridboxes/'];
const PAGE_NEUTRAL_PARAMS = new Set(['sort', 'pageId', 'link', 'path']);
// Added by the API client to every call (SPEC §7), so they do not make a page URL more specific.
const TRANSPORT_PARAMS = new Set(['locale', 'assortment', 'version', 'fetchsize', 'idsOnly', 'productsOnly', 'id', 'spanId', 'ids', 'queryId']);

export function cacheControl(pathname: string, params: Params): string {
  const cacheable =
    CACHEABLE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) &&
    [...params.entries()].every(
      ([key, values]) =>
        PAGE_NEUTRAL_PARAMS.has(key) ||
        TRANSPORT_PARAMS.has(key) ||
        (key === 'offset' && values.every((v) => v === '0')) ||
        // The brand page's own brand (SPEC §7 brandpageurl: form) is its address, not a filter of the page URL.
        (key === 'brand' && pathname.startsWith('/q/api/brand/') && values.every((v) => brandPageUrlOf(v) !== undefined)),
    );
  const age = cacheable ? 1800 : 300;
  return `public, max-age=${age}, s-maxage=${age}`;
}

function headerValue(headers: ApiRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function json(status: number, body: unknown, cache: string, extra: Record<string, string> = {}): ApiResponse {
  return { status, headers: { 'Content-Type': JSON_TYPE, 'Cache-Control': cache, ...CORS, ...extra }, body: JSON.stringify(body) };
}

function errorResponse(error: HttpError): ApiResponse {
  return json(error.status, error.body(), 'no-store', error.headers);
}

function decodeSegments(pathname: string): string[] {
  try {
    return pathname.split('/').filter((s) => s !== '').map((s) => decodeURIComponent(s));
  } catch {
    throw badRequest('path', 'path is not valid percent-encoding');
  }
}

const SLUG_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const DEFAULT_CACHE_BYTES = 48 * 1024 * 1024;

/** An answer as written to the wire: its body encoded once, gzip added when a client first asks for it. */
export interface EncodedAnswer {
  status: number;
  headers: Record<string, string>;
  bytes: Buffer;
  gzip?: Buffer;
}

function encode(response: ApiResponse): EncodedAnswer {
  return { status: response.status, headers: response.headers, bytes: Buffer.from(response.body, 'utf8') };
}

function decode(answer: EncodedAnswer): ApiResponse {
  return { status: answer.status, headers: answer.headers, body: answer.bytes.toString('utf8') };
}

/**
 * Least-recently-used answers, bounded by entries and by bytes. Only encoded bytes are kept (no body text), so an
 * answer costs about its UTF-8 size plus its gzip (counted as a quarter more) and the key.
 */
export class AnswerCache {
  private readonly entries = new Map<string, { answer: EncodedAnswer; cost: number }>();
  private used = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.used;
  }

  get(key: string): EncodedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  set(key: string, answer: EncodedAnswer): void {
    const cost = 2 * key.length + Math.ceil(1.25 * answer.bytes.length) + 512;
    if (this.maxEntries <= 0 || cost > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.used -= old.cost;
    }
    this.entries.set(key, { answer, cost });
    this.used += cost;
    while (this.entries.size > this.maxEntries || this.used > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value ?? [];
      if (oldestKey === undefined || !oldest) break;
      this.entries.delete(oldestKey);
      this.used -= oldest.cost;
    }
  }
}

export function createServer(options: SearchApiOptions = {}): SearchApi {
  const started = performance.now();
  const engine = options.engine ?? new SearchEngine(buildCatalogue(options.seed ?? DEFAULT_SEED, options.productCount ?? DEFAULT_PRODUCT_COUNT));
  const catalogue = engine.catalogue;
  const judgedSet = judgedSetLookup(catalogue);
  const counts: CatalogueCounts = countCatalogue(catalogue);
  const startupMs = performance.now() - started;
  const testMode = options.testMode ?? process.env.SEARCH_API_TEST_MODE === '1';
  const adLatencyMs = options.adLatencyMs ?? ((testMode && Number(process.env.AD_LATENCY_MS)) || 0);
  const adFailureRate = options.adFailureRate ?? ((testMode && Number(process.env.AD_FAILURE_RATE)) || 0);
  const random = options.random ?? createRng(catalogue.seed ^ 0xad);
  const cacheSize = options.responseCacheSize ?? (process.env.RESPONSE_CACHE_SIZE ? Number(process.env.RESPONSE_CACHE_SIZE) : 1000);
  const cacheBytes =
    options.responseCacheBytes ?? (process.env.RESPONSE_CACHE_BYTES ? Number(process.env.RESPONSE_CACHE_BYTES) : DEFAULT_CACHE_BYTES);
  const responseCache = new AnswerCache(cacheSize, cacheBytes);
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const brandBySlug = new Map(catalogue.brands.map((b) => [b.slug, b]));
  const brandByFoldedName = new Map(catalogue.brands.map((b) => [fold(b.name), b]));
  // Leaf categories are named after product nouns ("Sofa"), so only departments and groups redirect; a noun
  // search stays a search.
  const redirectCategories = new Map(
    LANGUAGES.map((language) => [
      language,
      new Map(catalogue.categories.filter((c) => c.depth < 3).reverse().map((c) => [fold(c.names[language]), c])),
    ]),
  );

  const headersOf = (request: ApiRequest) => ({
    country: headerValue(request.headers, 'x-country'),
    language: headerValue(request.headers, 'x-language'),
  });

  function baseState(common: CommonRequest, state: Partial<ViewState> & Pick<ViewState, 'type'>): ViewState {
    return {
      locale: common.locale.locale,
      q: common.q,
      filter: common.filterValues,
      sort: common.sort,
      ...(common.pageId ? { pageId: common.pageId } : {}),
      ...state,
    };
  }

  function searchAnswer(ctx: ResultContext): SearchResult {
    return buildSearchResult(ctx, runSearch(ctx));
  }

  /** SPEC §7: a query equal to a category or brand name answers with a redirect to that page. */
  function redirectFor(common: CommonRequest): string | undefined {
    if (!common.redirect || common.offset > 0 || Object.keys(common.filterValues).length > 0) return undefined;
    const folded = fold(common.q.trim()).replace(/\s+/g, ' ');
    if (folded === '') return undefined;
    const category = redirectCategories.get(common.locale.textLanguage)?.get(folded);
    if (category) return viewUrl(baseState(common, { type: 'category', q: '', filter: {}, categoryPath: categoryPath(category, common.locale) }));
    const brand = brandByFoldedName.get(folded);
    if (brand) return viewUrl(baseState(common, { type: 'brand', q: '', filter: {}, brandPath: brand.slug }));
    return undefined;
  }

  function redirectResult(common: CommonRequest, redirectURL: string): SearchResult {
    const state = baseState(common, { type: 'search' });
    const reset = target({ ...state, filter: {} });
    return {
      type: 'redirect',
      version: API_VERSION,
      engine: ENGINE_NAME,
      q: common.q,
      locale: common.locale.locale,
      assortment: common.locale.country,
      resultType: 'redirect',
      rendering: { breadcrumb: true },
      numFound: 0,
      offset: 0,
      fetchsize: common.fetchsize,
      maxfetchsize: 200,
      sort: common.sort,
      selections: { values: [], resetAll: reset.url, resetLink: reset.link },
      sorts: [],
      facets: [],
      items: [],
      breadcrumbs: [],
      teasers: [],
      advisors: [],
      redirectURL,
      xPayload: { keywordResults: { num_items_found: 0 } },
    };
  }

  /** A cqe id names a named query or a query embedding. */
  function cqeFilter(id: string): { filter: NamedQueryFilter } | undefined {
    const filter = catalogue.namedQueryById.get(id)?.filter ?? CQE_EMBEDDINGS[id];
    return filter ? { filter } : undefined;
  }

  function handleSearch(params: Params, request: ApiRequest): ApiResponse {
    const common = withoutBrandPage(parseCommon(params, headersOf(request)));
    const redirectURL = redirectFor(common);
    if (redirectURL) return json(200, redirectResult(common, redirectURL), cacheControl('/q/api/search', params));
    const scope: Scope = {};
    const campaign = common.campaign ? catalogue.namedQueryById.get(common.campaign) : undefined;
    if (campaign) scope.named = campaign.filter;
    const result = searchAnswer({
      engine,
      request: common,
      state: baseState(common, { type: 'search' }),
      scope,
      resultType: 'search',
      listName: 'search',
      pageCrumbs: [],
    });
    return json(200, result, cacheControl('/q/api/search', params));
  }

  function handleCategory(segments: string[], params: Params, request: ApiRequest, pathname: string): ApiResponse {
    if (segments.length < 1 || segments.length > 2) throw notFound('path', 'use /q/api/category/{categoryName}/{categoryId}');
    const id = normaliseCategoryId(segments[segments.length - 1] ?? '', 'categoryId');
    const category = catalogue.categoryById.get(id);
    if (!category) throw notFound('categoryId', `no category ${id}`);
    const common = withoutBrandPage(parseCommon(params, headersOf(request)));
    const state = baseState(common, { type: 'category', categoryPath: categoryPath(category, common.locale) });
    const result = searchAnswer({
      engine,
      request: common,
      state,
      scope: { categoryIndex: category.index },
      resultType: 'category',
      listName: 'category',
      categoryId: category.id,
      pageCrumbs: categoryTrail(category).map((c) => ({
        code: c.id,
        label: c.names[common.locale.textLanguage],
        ...target({ ...state, q: '', filter: {}, categoryPath: categoryPath(c, common.locale) }),
      })),
      details: { categoryName: category.names[common.locale.textLanguage], depth: category.depth },
    });
    return json(200, result, cacheControl(pathname, params));
  }

  /** The brand a brand page address names: `{brandName}`, `{brandName}/{brandId}` or `{brandId}`. */
  function brandOfPage(segments: readonly string[], param: string) {
    const last = segments[segments.length - 1] ?? '';
    if (segments.length === 2 || /^b\d+$/.test(last)) {
      if (!/^b\d{1,9}$/.test(last)) throw badRequest(param, 'brandId must be b followed by digits');
      return catalogue.brandById.get(last);
    }
    return brandBySlug.get(last.toLowerCase()) ?? catalogue.brands.find((b) => b.name.toLowerCase() === last.toLowerCase());
  }

  /** A `brandpageurl:` value names a brand page: only the brand endpoint takes one (SPEC §7). */
  function withoutBrandPage(common: CommonRequest): CommonRequest {
    if (common.brandPage !== undefined) throw badRequest('brand', 'a brandpageurl: value names a brand page; use /q/api/brand');
    return common;
  }

  function handleBrand(segments: string[], params: Params, request: ApiRequest, pathname: string): ApiResponse {
    if (segments.length < 1 || segments.length > 2) throw notFound('path', 'use /q/api/brand/{brandName}[/{brandId}] or /{brandId}');
    const brand = brandOfPage(segments, 'brandId');
    if (!brand) throw notFound('brandName', `no brand ${segments[segments.length - 1] ?? ''}`);
    const common = parseCommon(params, headersOf(request));
    // The brand filter value in the brandpageurl: form must name the page's own brand (SPEC §7).
    if (common.brandPage !== undefined) {
      const named = common.brandPage.split('/');
      if (named.length > 2 || brandOfPage(named, 'brand') !== brand) throw badRequest('brand', `brandpageurl:${common.brandPage} names another brand than the path`);
    }
    const state = baseState(common, { type: 'brand', brandPath: brand.slug });
    const result = searchAnswer({
      engine,
      request: common,
      state,
      scope: { brandIndex: brand.index },
      resultType: 'brand',
      listName: 'brand',
      pageCrumbs: [{ code: brand.id, label: brand.name, ...target({ ...state, q: '', filter: {} }) }],
      details: { brandId: brand.id, brandName: brand.name, text: brandText(catalogue, brand.index, common.locale) },
    });
    return json(200, result, cacheControl(pathname, params));
  }

  function handleNamed(kind: 'query' | 'cqe', segments: string[], params: Params, request: ApiRequest, pathname: string): ApiResponse {
    if (segments.length !== 1) throw notFound('path', `use /q/api/${kind}/{id}`);
    const id = segments[0] ?? '';
    if (!SLUG_ID.test(id)) throw badRequest(kind === 'query' ? 'queryId' : 'id', 'id must be a lowercase slug');
    const named = kind === 'query' ? catalogue.namedQueryById.get(id) : undefined;
    const found = named ? { filter: named.filter } : kind === 'cqe' ? cqeFilter(id) : undefined;
    if (!found) throw notFound(kind === 'query' ? 'queryId' : 'id', `no ${kind === 'query' ? 'named query' : 'query embedding'} ${id}`);
    const common = withoutBrandPage(parseCommon(params, headersOf(request)));
    const title = catalogue.namedQueryById.get(id)?.titles[common.locale.textLanguage] ?? id;
    const state =
      kind === 'query' ? baseState(common, { type: 'query', namedQueryId: id }) : baseState(common, { type: 'cqe', cqeName: id });
    const result = searchAnswer({
      engine,
      request: common,
      state,
      scope: { named: found.filter },
      resultType: kind,
      listName: kind === 'query' ? 'named-query' : 'cqe',
      pageCrumbs: [{ code: id, label: title, ...target({ ...state, q: '', filter: {} }) }],
      details: { title, [kind === 'query' ? 'queryId' : 'cqeName']: id },
    });
    return json(200, result, kind === 'query' ? cacheControl(pathname, params) : cacheControl('/q/api/cqe', params));
  }

  function handleEvaluation(segments: string[], params: Params, request: ApiRequest): ApiResponse {
    if (segments.length !== 2) throw notFound('path', 'use /q/api/evaluation/{firstIndex}/{secondIndex}');
    const indexOf = (raw: string, param: string) => {
      if (!/^\d{1,3}$/.test(raw) || Number(raw) >= RANKING_VARIANTS.length) {
        throw badRequest(param, `${param} must be 0…${RANKING_VARIANTS.length - 1} (${RANKING_VARIANTS.join(', ')})`);
      }
      return Number(raw);
    };
    const first = indexOf(segments[0] ?? '', 'firstIndex');
    const second = indexOf(segments[1] ?? '', 'secondIndex');
    const common = withoutBrandPage(parseCommon(params, headersOf(request)));
    const ctx: ResultContext = {
      engine,
      request: common,
      state: baseState(common, { type: 'evaluation', evaluation: { first, second } }),
      scope: {},
      resultType: 'evaluation',
      listName: 'evaluation',
      pageCrumbs: [],
    };
    const variants: Record<string, SearchResult> = {};
    for (const index of [first, second]) {
      const variant = RANKING_VARIANTS[index] ?? 'bm25';
      variants[variant] = buildSearchResult(ctx, runSearch(ctx, variant), variant);
    }
    const returned = Object.values(variants).flatMap((v) => v.items.flatMap((item) => (item.gridbox?.productId ? [item.gridbox.productId] : [])));
    // When the query is in the judged set, the set's grades of the returned products (the judging tool loads them).
    const judgments = judgedSet.grade(common.q, common.locale.textLanguage, new Set(returned));
    const result: EvaluationResult = {
      type: 'evaluation',
      version: API_VERSION,
      engine: ENGINE_NAME,
      variant: variantDefinition(RANKING_VARIANTS[first] ?? 'bm25'),
      id: common.requestId ?? `evaluation-${first}-${second}`,
      q: common.q,
      locale: common.locale.locale,
      assortment: common.locale.country,
      variants,
      xPayload: { variantNames: [...RANKING_VARIANTS], firstIndex: first, secondIndex: second, ...(judgments ? { judgments } : {}) },
    };
    return json(200, result, cacheControl('/q/api/evaluation', params));
  }

  function localeOfPath(country: string, language: string): ResolvedLocale {
    if (!/^[A-Za-z]{2}$/.test(country)) throw badRequest('country', 'country must be a two-letter code');
    if (!/^[A-Za-z]{2}$/.test(language)) throw badRequest('language', 'language must be a two-letter code');
    const locale = resolveLocale(`${language.toLowerCase()}_${country.toUpperCase()}`);
    if (!locale) throw badRequest('language', `${language}/${country} is not a known market`);
    return locale;
  }

  function idsParam(params: Params): number[] {
    const raw = single(params, 'ids');
    if (raw === undefined || raw.trim() === '') throw badRequest('ids', 'ids is required: a comma list of product ids');
    const ids = raw.split(',').map((id) => id.trim()).filter((id) => id !== '');
    if (ids.length > MAX_IDS) throw badRequest('ids', `at most ${MAX_IDS} ids`);
    if (ids.some((id) => !/^[A-Za-z0-9-]{1,20}$/.test(id))) throw badRequest('ids', 'ids must be product ids');
    return ids.map((id) => catalogue.docByCode.get(id)).filter((d) => d !== undefined);
  }

  function handleGridboxes(segments: string[], params: Params, pathname: string): ApiResponse {
    if (segments.length !== 2) throw notFound('path', 'use /q/api/gridboxes/{country}/{language}');
    const locale = localeOfPath(segments[0] ?? '', segments[1] ?? '');
    const version = single(params, 'version');
    if (version !== undefined && !/^\d{1,3}(\.\d{1,3}){0,2}$/.test(version)) throw badRequest('version', 'version must be 2');
    const gridboxes: Gridbox[] = idsParam(params)
      .map((d) => gridboxOf(catalogue, d, locale))
      .filter((g) => g !== undefined);
    return json(200, gridboxes, cacheControl(pathname, params));
  }

  function handleProducts(segments: string[], params: Params): ApiResponse {
    if (segments.length !== 2) throw notFound('path', 'use /q/api/products/{country}/{language}');
    const locale = localeOfPath(segments[0] ?? '', segments[1] ?? '');
    const products = idsParam(params).map((d) => {
      const gridbox = gridboxOf(catalogue, d, locale);
      return {
        code: catalogue.products.productId[d] ?? '',
        label: gridbox?.keyfacts.title ?? '',
        stockAvailability: gridbox?.stockAvailability ?? { availabilityIndicator: (catalogue.products.availability[d] ?? 1) as 1 | 2 | 3 },
      };
    });
    return json(200, products, 'public, max-age=300, s-maxage=300');
  }

  function handleMessage(params: Params, request: ApiRequest): ApiResponse {
    const key = single(params, 'key');
    if (key !== 'nrp' && key !== 'ncp') throw badRequest('key', 'key must be nrp or ncp');
    const locale = localeFrom(params, headersOf(request));
    const result: MessageResult = { key, value: text(key, locale.textLanguage) };
    return json(200, result, cacheControl('/q/api/message', params));
  }

  function handleSuggest(params: Params, request: ApiRequest): ApiResponse {
    const common = parseCommon(params, headersOf(request));
    return json(200, suggest(engine, counts, common.locale, common.q), cacheControl('/q/api/suggest', params));
  }

  function html(body: string): ApiResponse {
    return { status: 200, headers: { 'Content-Type': HTML_TYPE, 'Cache-Control': 'public, max-age=300, s-maxage=300', ...CORS }, body };
  }

  /**
   * The reference product page `/p/{language-COUNTRY}/{slug}/{productId}` (where the shop's product links
   * lead when `PRODUCT_PAGE_URL` points here). Back goes to the referring page when it is an http(s) one.
   */
  function handleProductPage(segments: string[], request: ApiRequest): ApiResponse {
    const locale = /^[a-z]{2}-[A-Z]{2}$/.test(segments[1] ?? '') ? resolveLocale(segments[1] ?? '') : undefined;
    if (!locale) throw notFound('locale', 'product pages are /p/{language-COUNTRY}/{slug}/{productId}');
    const productId = segments[segments.length - 1] ?? '';
    const doc = /^[A-Za-z0-9-]{1,20}$/.test(productId) ? catalogue.docByCode.get(productId) : undefined;
    const gridbox = doc === undefined || catalogue.products.productId[doc] !== productId ? undefined : gridboxOf(catalogue, doc, locale);
    if (!gridbox) throw notFound('productId', `no product ${productId.slice(0, 40)}`);
    let back = '/';
    try {
      const referer = new URL(headerValue(request.headers, 'referer') ?? '');
      if (referer.protocol === 'http:' || referer.protocol === 'https:') back = referer.href;
    } catch {
      // no usable referrer: back goes to this origin's start
    }
    return {
      status: 200,
      headers: { 'Content-Type': HTML_TYPE, 'Cache-Control': 'no-store', 'Content-Security-Policy': PRODUCT_PAGE_CSP, 'X-Content-Type-Options': 'nosniff' },
      body: productPage(gridbox, locale, back),
    };
  }

  function svg(body: string): ApiResponse {
    return { status: 200, headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable', ...CORS }, body };
  }

  function handleFragment(name: string, params: Params, request: ApiRequest): ApiResponse {
    const locale = localeFrom(params, headersOf(request));
    const pageId = single(params, 'pageId');
    if (pageId !== undefined && pageId.length > 100) throw badRequest('pageId', 'pageId too long');
    if (name === 'header') return html(headerFragment(catalogue, locale, pageId));
    if (name === 'meta') return html(metaFragment(locale));
    return html(footerFragment(locale));
  }

  function handleCategoryContent(segments: string[], params: Params, request: ApiRequest): ApiResponse {
    if (segments.length < 2 || segments.length > 3) throw notFound('path', 'use /c/{language-country/}h{categoryId}');
    let locale: ResolvedLocale;
    if (segments.length === 3) {
      const raw = segments[1] ?? '';
      const resolved = /^[a-z]{2}-[A-Z]{2}$/.test(raw) ? resolveLocale(raw) : undefined;
      if (!resolved) throw badRequest('locale', 'locale segment must be language-COUNTRY of a known market');
      locale = resolved;
    } else {
      locale = localeFrom(params, headersOf(request));
    }
    const match = /^h(\d{1,9})$/.exec(segments[segments.length - 1] ?? '');
    if (!match) throw badRequest('categoryId', 'category section id must be h followed by digits');
    const category = catalogue.categoryById.get(`c${match[1]}`);
    if (!category) throw notFound('categoryId', `no category c${match[1]}`);
    return html(categoryContent(category, counts.category[category.index] ?? 0, locale));
  }

  function handleImage(segments: string[], params: Params, request: ApiRequest): ApiResponse {
    if (segments.length === 2 && segments[0] === 'banners') {
      const match = /^([a-z0-9-]{1,64})\.svg$/.exec(segments[1] ?? '');
      const named = match ? catalogue.namedQueryById.get(match[1] ?? '') : undefined;
      if (!named) throw notFound('path', 'no such banner');
      const size = (name: string, fallback: number) => {
        const raw = single(params, name);
        if (raw === undefined) return fallback;
        if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1 || Number(raw) > 4000) throw badRequest(name, `${name} must be 1…4000`);
        return Number(raw);
      };
      return svg(bannerSvg(named, localeFrom(params, headersOf(request)), size('w', 728), size('h', 90)));
    }
    if (segments.length !== 1) throw notFound('path', 'use /q/api/images/{productId}.svg');
    const match = /^([A-Za-z0-9-]{1,20})\.svg$/.exec(segments[0] ?? '');
    const doc = match ? catalogue.docByCode.get(match[1] ?? '') : undefined;
    if (doc === undefined || catalogue.products.productId[doc] !== match?.[1]) throw notFound('productId', 'no such product image');
    return svg(productSvg(catalogue, doc));
  }

  function catalogInfo(): CatalogInfo {
    return {
      catalog: [{ url: '/q/api/catalog' }],
      categories: catalogue.topCategories.map((c) => ({ url: `/q/api/category/${c.slugs.en}/${c.id}` })),
      brands: catalogue.brands.slice(0, 20).map((b) => ({ url: `/q/api/brand/${b.slug}/${b.id}` })),
      named: catalogue.namedQueries.map((n) => ({ url: `/q/api/query/${n.id}` })),
      suggest: [{ url: '/q/api/suggest' }],
      search: [{ url: '/q/api/search' }],
    };
  }

  async function handleAdRequest(request: ApiRequest): Promise<ApiResponse> {
    const body = parseJsonBody(request.body, true);
    const ad = parseAdRequest(body);
    const latencyHeader = testMode ? headerValue(request.headers, 'x-ad-latency-ms') : undefined;
    let latency = adLatencyMs;
    if (latencyHeader !== undefined) {
      if (!/^\d{1,5}$/.test(latencyHeader) || Number(latencyHeader) > MAX_AD_LATENCY_MS) {
        throw badRequest('x-ad-latency-ms', `x-ad-latency-ms must be 0…${MAX_AD_LATENCY_MS}`);
      }
      latency = Number(latencyHeader);
    }
    const fail = (testMode && headerValue(request.headers, 'x-ad-fail') === '1') || (adFailureRate > 0 && random() < adFailureRate);
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
    if (fail) return errorResponse(new HttpError(503, 'ads', 'the ad service failed (simulated)'));
    if (ad.banner) {
      const locale = localeFrom(parseParams(request.url.split('?')[1] ?? ''), headersOf(request));
      return json(200, sponsoredBanners(catalogue, ad, locale), 'no-store');
    }
    return json(200, sponsoredProducts(catalogue, ad), 'no-store');
  }

  function parseJsonBody(body: string | undefined, required: boolean): unknown {
    if (body === undefined || body.trim() === '') {
      if (required) throw badRequest('body', 'a JSON body is required');
      return undefined;
    }
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw badRequest('body', 'body is not valid JSON');
    }
  }

  function allow(method: string, allowed: string[]): void {
    if (!allowed.includes(method)) {
      throw new HttpError(405, 'method', `use ${allowed.join(' or ')}`, { Allow: [...allowed, 'OPTIONS'].join(', ') });
    }
  }

  async function route(request: ApiRequest): Promise<ApiResponse> {
    if (request.url.length > MAX_URL_LENGTH) throw new HttpError(414, 'url', `URL longer than ${MAX_URL_LENGTH} characters`);
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    const segments = decodeSegments(pathname);
    const method = request.method.toUpperCase();
    const get = ['GET', 'HEAD'];
    const matched = (): boolean => {
      const [a, b, c] = segments;
      if (a === 'q' && b === 'api') return true;
      if (a === 'n' && ['header', 'meta', 'footer'].includes(b ?? '') && segments.length === 2) return true;
      if (a === 't' && b === 'piq' && segments.length === 3 && ['request', 'track', 'conversion', 'impression', 'view', 'click'].includes(c ?? '')) return true;
      return a === 'c' && segments.length >= 2;
    };
    if (method === 'OPTIONS' && matched()) return { status: 204, headers: { ...CORS, 'Cache-Control': 'no-store' }, body: '' };
    const [first, second, third] = segments;
    if (first === 't' && second === 'piq' && segments.length === 3) {
      if (third === 'request') {
        allow(method, ['POST']);
        return handleAdRequest(request);
      }
      if (['track', 'conversion', 'impression', 'view', 'click'].includes(third ?? '')) {
        allow(method, ['POST']);
        parseJsonBody(request.body, false);
        return { status: 204, headers: { ...CORS, 'Cache-Control': 'no-store' }, body: '' };
      }
    }
    if (first === 'p' && segments.length === 2 && second === 'product.js') {
      allow(method, get);
      return { status: 200, headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' }, body: PRODUCT_PAGE_SCRIPT };
    }
    if (first === 'p' && segments.length >= 3 && segments.length <= 4) {
      allow(method, get);
      return handleProductPage(segments, request);
    }
    const params = parseParams(queryAt < 0 ? '' : request.url.slice(queryAt + 1));
    if (first === 'n' && segments.length === 2 && ['header', 'meta', 'footer'].includes(second ?? '')) {
      allow(method, get);
      return handleFragment(second ?? '', params, request);
    }
    if (first === 'c' && segments.length >= 2 && /^h/.test(segments[segments.length - 1] ?? '')) {
      allow(method, get);
      return handleCategoryContent(segments, params, request);
    }
    if (first === 'q' && second === 'api') {
      const rest = segments.slice(3);
      const known = ['search', 'category', 'brand', 'query', 'cqe', 'evaluation', 'gridboxes', 'products', 'message', 'suggest', 'images', 'catalog'];
      if (third !== undefined && known.includes(third)) allow(method, get);
      switch (third) {
        case 'search':
          if (rest.length === 0) return handleSearch(params, request);
          break;
        case 'category':
          return handleCategory(rest, params, request, pathname);
        case 'brand':
          return handleBrand(rest, params, request, pathname);
        case 'query':
          return handleNamed('query', rest, params, request, pathname);
        case 'cqe':
          return handleNamed('cqe', rest, params, request, pathname);
        case 'evaluation':
          return handleEvaluation(rest, params, request);
        case 'gridboxes':
          return handleGridboxes(rest, params, pathname);
        case 'products':
          return handleProducts(rest, params);
        case 'message':
          if (rest.length === 0) return handleMessage(params, request);
          break;
        case 'suggest':
          if (rest.length === 0) return handleSuggest(params, request);
          break;
        case 'images':
          return handleImage(rest, params, request);
        case 'catalog':
          if (rest.length === 0) return json(200, catalogInfo(), 'public, max-age=300, s-maxage=300');
          break;
        default:
          break;
      }
    }
    throw notFound('path', `no endpoint at ${pathname.slice(0, 200)}`);
  }

  async function answer(request: ApiRequest): Promise<EncodedAnswer> {
    const cacheable = cacheSize > 0 && (request.method === 'GET' || request.method === 'HEAD') && request.url.startsWith('/q/api/');
    const key = cacheable
      ? `${request.url}|${headerValue(request.headers, 'x-country') ?? ''}|${headerValue(request.headers, 'x-language') ?? ''}`
      : '';
    if (cacheable) {
      const hit = responseCache.get(key);
      if (hit) return hit;
    }
    try {
      const encoded = encode(await route(request));
      if (cacheable && encoded.status === 200) responseCache.set(key, encoded);
      return encoded;
    } catch (error) {
      if (error instanceof HttpError) return encode(errorResponse(error));
      logError(`search-api: ${request.method} ${request.url.slice(0, 300)} failed`, error);
      return encode(json(500, { code: 500, error: 'internal', param: '', message: 'internal error' }, 'no-store'));
    }
  }

  async function respond(request: ApiRequest): Promise<ApiResponse> {
    return decode(await answer(request));
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('error', () => res.destroy());
    req.on('end', () => {
      const pending = tooLarge
        ? Promise.resolve(encode(errorResponse(new HttpError(413, 'body', `body larger than ${MAX_BODY_BYTES} bytes`))))
        : answer({
            method: req.method ?? 'GET',
            url: req.url ?? '/',
            headers: req.headers,
            body: chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined,
          });
      void pending.then((encoded) => {
        // JSON answers shrink ~8×; a cheap phone on a slow network feels every byte (cached answers stay compressed).
        const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (acceptsGzip && encoded.bytes.length > 1024 && /json|html|svg/.test(encoded.headers['Content-Type'] ?? '')) {
          encoded.gzip ??= gzipSync(encoded.bytes, { level: 6 });
          const body = encoded.gzip;
          res.writeHead(encoded.status, { ...encoded.headers, Vary: 'Accept-Encoding', 'Content-Encoding': 'gzip', 'Content-Length': body.length });
          res.end(body);
          return;
        }
        // A known length lets Node send the answer in one write instead of chunks.
        res.writeHead(encoded.status, { ...encoded.headers, 'Content-Length': encoded.bytes.length });
        res.end(encoded.bytes);
      });
    });
  });
  server.keepAliveTimeout = 5000;
  // Requests Node's parser refuses (oversized headers, broken request lines) still get the JSON error shape.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({ code: status, error: 'bad_request', param: 'request', message: 'malformed HTTP request' });
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\nContent-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });

  return { server, engine, catalogue, startupMs, respond, responseCache };
}

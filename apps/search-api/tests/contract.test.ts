/**
 * Contract tests: the real client (`@shop/api-client`) against the real reference server over HTTP, for
 * every call of SPEC §7 and every response-handling rule the server can exercise.
 */
import type { AddressInfo } from 'node:net';
import {
  createLogger,
  createSearchApi,
  emptyUrlState,
  type LogEntry,
  silentLogger,
  type SearchApi,
  type SearchResult,
  type SponsoredBannerInput,
  type SponsoredProductsInput,
  type UrlState,
} from '@shop/api-client';
import { createServer } from '../src/server';

const api = createServer({ adFailureRate: 0, adLatencyMs: 0, responseCacheSize: 0, testMode: true });
let client: SearchApi;
let baseUrl: string;
const DE = { country: 'DE', language: 'de' };
const PL = { country: 'PL', language: 'pl' };
const ADS: SponsoredProductsInput = { session: 's1', slot: '10104021', targets: [], count: 2 };
const BANNER: SponsoredBannerInput = { ...ADS, slot: '10104041', adType: 'pencilTeaser', count: 1 };

beforeAll(async () => {
  await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}/`;
  client = createSearchApi({ baseUrl, logger: silentLogger });
});
afterAll(() => new Promise<void>((resolve) => api.server.close(() => resolve())));

const state = (patch: Partial<UrlState>): UrlState => ({ ...emptyUrlState(), ...patch });

async function searchOk(s: UrlState, ctx = DE): Promise<SearchResult> {
  const res = await client.search({ type: 'search' }, s, ctx);
  if (res.kind !== 'ok') throw new Error(`expected ok, got ${res.kind} ${res.status}`);
  return res.data;
}

/** A product title word that is neither a brand nor a category (those redirect). */
async function productWord(ctx = DE): Promise<string> {
  const all = await searchOk(state({}), ctx);
  const gridbox = all.items.find((i) => i.gridbox)?.gridbox;
  const word = gridbox?.keyfacts?.title?.split(/[\s,]+/).find((w) => w.length >= 4 && w !== gridbox.brand?.name);
  if (!word) throw new Error('no product word');
  return word;
}

describe('search data (SPEC §7) through the real client', () => {
  it('answers a search with a valid result: envelope, paging, items, facets, sorts', async () => {
    const q = await productWord();
    const result = await searchOk(state({ q }));
    expect(result).toMatchObject({ version: '2.1.0', locale: 'de_DE', assortment: 'DE', offset: 0, fetchsize: 48 });
    expect(result.numFound).toBeGreaterThan(0);
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.facets.map((f) => f.code)).toEqual(expect.arrayContaining(['brand', 'category', 'store', 'rating', 'price']));
    expect(result.sorts.map((s) => s.code)).toEqual(expect.arrayContaining(['relevance', 'price-asc', 'price-desc', 'rating', 'newest']));
  });

  it('applies the complete filter state a facet value link carries, with the count it promised', async () => {
    const q = await productWord();
    const result = await searchOk(state({ q }));
    const brand = result.facets.find((f) => f.code === 'brand');
    if (!brand || brand.type === 'RANGE') throw new Error('no brand facet');
    const value = brand.values[0]!;
    const filtered = await searchOk(state({ q, filters: value.link.filter ?? {} }));
    expect(filtered.numFound).toBe(value.count);
    expect(filtered.selections.values.map((s) => s.code)).toEqual(['brand']);
  });

  it.each([
    ['colour', 'PREVIEW'],
    ['size', 'TILES'],
  ])('offers a %s facet rendered %s (SPEC §3 facet styles) whose value links filter with the promised count', async (code, style) => {
    const q = await productWord();
    const result = await searchOk(state({ q }));
    const facet = result.facets.find((f) => f.code === code);
    if (!facet || facet.type === 'RANGE') throw new Error(`no ${code} facet`);
    expect(facet.rendering.style).toBe(style);
    const value = facet.values[0]!;
    if (style === 'PREVIEW') expect(value.xPayload?.previewColor).toMatch(/^#[0-9a-f]{6}$/);
    const filtered = await searchOk(state({ q, filters: value.link.filter ?? {} }));
    expect(filtered.numFound).toBe(value.count);
    expect(filtered.selections.values.map((s) => s.code)).toEqual([code]);
    const again = filtered.facets.find((f) => f.code === code);
    expect(again && again.type !== 'RANGE' && again.values.find((v) => v.selected)?.label).toBe(value.label);
  });

  it('filters by a price range written min-max and sorts by price ascending', async () => {
    const result = await searchOk(state({ filters: { price: ['10-50'] }, sort: 'price-asc' }));
    const prices = result.items.flatMap((i) => (i.gridbox ? [i.gridbox.price.price] : []));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices.every((p) => p >= 10 && p <= 50)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('pages with offset and fetchsize', async () => {
    const first = await client.search({ type: 'search' }, state({}), { ...DE, fetchsize: 10 });
    const second = await client.search({ type: 'search' }, state({ offset: 10 }), { ...DE, fetchsize: 10 });
    if (first.kind !== 'ok' || second.kind !== 'ok') throw new Error('paging failed');
    expect(second.data.offset).toBe(10);
    expect(second.data.items.map((i) => i.code)).not.toContain(first.data.items[0]?.code);
  });

  it('answers in the language of the market', async () => {
    const pl = await searchOk(state({}), PL);
    expect(pl.locale).toBe('pl_PL');
    expect(pl.sorts.find((s) => s.code === 'price-asc')?.label).not.toBe((await searchOk(state({}))).sorts.find((s) => s.code === 'price-asc')?.label);
  });

  it('serves the category, brand, named query and cqe endpoints with their path shapes', async () => {
    const all = await searchOk(state({}));
    const category = all.facets.find((f) => f.code === 'category');
    if (!category || category.type === 'RANGE') throw new Error('no category facet');
    const categoryId = category.values[0]!.value as string;
    const byCategory = await client.search({ type: 'category', categoryName: 'x', categoryId }, state({}), DE);
    expect(byCategory.kind).toBe('ok');
    if (byCategory.kind === 'ok') {
      expect(byCategory.data.categoryId).toBe(categoryId);
      expect(byCategory.data.numFound).toBe(category.values[0]!.count);
    }
    const brandName = all.items.find((i) => i.gridbox)?.gridbox?.brand?.name ?? '';
    const byBrand = await client.search({ type: 'brand', brandName: brandName.toLowerCase() }, state({}), DE);
    expect(byBrand.kind).toBe('ok');
    const named = await client.search({ type: 'query', queryId: 'summer-sale' }, state({}), DE);
    expect(named.kind === 'ok' && named.data.numFound > 0).toBe(true);
    const cqe = await client.search({ type: 'cqe', id: 'summer-sale' }, state({}), DE);
    expect(cqe.kind).toBe('ok');
  });

  it('compares two ranking variants of one query side by side (evaluation)', async () => {
    const q = await productWord();
    const res = await client.search({ type: 'evaluation', firstIndex: 0, secondIndex: 1 }, state({ q }), DE);
    if (res.kind !== 'ok') throw new Error(`evaluation ${res.kind}`);
    const variants = Object.values(res.data.variants);
    expect(variants).toHaveLength(2);
    expect(variants[0]!.numFound).toBe(variants[1]!.numFound);
  });

  it('turns a 200 of type redirect into a 302 to our own view path (SPEC §7)', async () => {
    const all = await searchOk(state({}));
    const category = all.facets.find((f) => f.code === 'category');
    if (!category || category.type === 'RANGE') throw new Error('no category facet');
    const res = await client.search({ type: 'search' }, state({ q: category.values[0]!.label }), DE);
    expect(res).toMatchObject({ kind: 'redirect', status: 302 });
    if (res.kind === 'redirect') expect(res.location).toMatch(/^\/h\//);
  });

  it('gives empty data with the status kept for a 4xx (SPEC §7)', async () => {
    const res = await client.search({ type: 'query', queryId: 'no-such-campaign' }, state({}), DE);
    expect(res.kind).toBe('error');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('treats no response as status 500 after logging (SPEC §7)', async () => {
    const logged: LogEntry[] = [];
    const dead = createSearchApi({ baseUrl: 'http://127.0.0.1:9/', logger: createLogger({ level: 'warn', sink: (entry) => logged.push(entry) }) });
    const res = await dead.search({ type: 'search' }, state({}), DE);
    expect(res).toMatchObject({ kind: 'error', status: 500 });
    expect(logged.map((entry) => entry.level)).toEqual(['error']);
  });
});

describe('transport', () => {
  it('compresses JSON answers for clients that accept gzip', async () => {
    const res = await fetch(`${baseUrl}q/api/search?locale=de_DE`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect((await res.json()).numFound).toBeGreaterThan(0);
  });
});

describe('the other calls (SPEC §7)', () => {
  it('gridboxes: ids in, gridboxes with productId out', async () => {
    const all = await searchOk(state({}));
    const ids = all.items.flatMap((i) => (i.gridbox ? [String(i.gridbox.productId)] : [])).slice(0, 3);
    const res = await client.gridboxes('DE', 'de', ids);
    if (res.kind !== 'ok') throw new Error('gridboxes failed');
    expect(res.data.map((g) => String(g.productId)).sort()).toEqual([...ids].sort());
  });

  it('message: nrp and ncp in the language of the locale', async () => {
    const de = await client.message('nrp', 'de_DE');
    const pl = await client.message('nrp', 'pl_PL');
    const ncp = await client.message('ncp', 'de_DE');
    if (de.kind !== 'ok' || pl.kind !== 'ok' || ncp.kind !== 'ok') throw new Error('message failed');
    expect(de.data.value).not.toBe('');
    expect(pl.data.value).not.toBe(de.data.value);
    expect(ncp.data.value).not.toBe(de.data.value);
  });

  it('suggest: groups for product names, brands and categories with hit counts', async () => {
    const q = (await productWord()).slice(0, 4);
    const res = await client.suggest(q, DE);
    if (res.kind !== 'ok') throw new Error('suggest failed');
    expect(res.data.groups.map((group) => group.code)).toEqual(['product', 'brand', 'category']);
    // The start of a product's word names products: each suggestion counts the products it finds (a count the
    // client would read as 0 were it missing).
    const products = res.data.groups[0]!.items;
    expect(products.length).toBeGreaterThan(0);
    for (const item of products) expect(item.hitCount).toBeGreaterThan(0);
  });

  it('sponsored products: ads with product ids', async () => {
    const res = await client.sponsoredProducts(ADS);
    if (res.kind !== 'ok') throw new Error(`sponsored failed ${res.status}`);
    expect(res.data.length).toBeGreaterThan(0);
    expect(res.data[0]!.product_id).toBeTruthy();
  });

  it('sponsored banner: with width and height only the body is returned, without a call', async () => {
    const res = await client.sponsoredBanner({ ...BANNER, width: 728, height: 90 });
    expect(res.kind).toBe('body');
  });

  it('sponsored banner: without a size the first banner of the answer is used', async () => {
    // The answer as it came, read beside the client (the server answers several banners).
    const answers: unknown[] = [];
    const reading = createSearchApi({
      baseUrl,
      logger: silentLogger,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        answers.push(await response.clone().json());
        return response;
      },
    });
    const res = await reading.sponsoredBanner({ ...BANNER, auction: 'a1', user: 'u1' });
    if (res.kind !== 'ok') throw new Error(`banner failed ${res.kind}`);
    const banners = answers[0] as { advertisementId: string }[];
    expect(banners.length).toBeGreaterThan(1);
    expect(res.data?.advertisementId).toBe(banners[0]?.advertisementId);
  });

  it('ad events are accepted', async () => {
    const res = await client.adEvent('impression', { id: 'x' });
    expect(res.kind).toBe('ok');
  });

  it('an ad answer slower than the ad timeout is an error, never a hang', async () => {
    const slow = createSearchApi({ baseUrl, logger: silentLogger, adTimeoutMs: 300, headers: { 'x-ad-latency-ms': '1500' } });
    const started = Date.now();
    const res = await slow.sponsoredProducts(ADS);
    expect(res.kind).toBe('error');
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('a failing ad service is an error result the page can ignore', async () => {
    const failing = createSearchApi({ baseUrl, logger: silentLogger, headers: { 'x-ad-fail': '1' } });
    const res = await failing.sponsoredProducts(ADS);
    expect(res).toMatchObject({ kind: 'error' });
    expect(res.status).toBeGreaterThanOrEqual(500);
  });
});

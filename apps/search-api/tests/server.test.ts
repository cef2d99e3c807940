import type { AddressInfo } from 'node:net';
import type { EvaluationResult, Gridbox, MessageResult, PromotedProductItem, SearchResult, SponsoredBanner, SuggestResult } from '@shop/api-client';
import { readFileSync } from 'node:fs';
import { buildSearchRequest, judgedGradesOf, parseSearchParams, QUERY_PARSE_LIMITS } from '@shop/api-client';
import { allLocales } from '../src/catalogue/markets';
import { JUDGED_SET_FILE } from '../src/relevance/judgedSet';
import { gradeOf, type JudgedSet } from '../src/relevance/judgements';
import { AnswerCache, createServer, type ApiResponse } from '../src/server';
import { ADVISOR_ANSWERS, ADVISOR_CATEGORY_SHARE } from '../src/http/results';

const api = createServer({ adFailureRate: 0, adLatencyMs: 0, testMode: true });
const catalogue = api.catalogue;

async function get(url: string, headers: Record<string, string> = {}): Promise<ApiResponse> {
  return api.respond({ method: 'GET', url, headers });
}
async function getJson<T>(url: string): Promise<T> {
  const response = await get(url);
  expect(response.status).toBe(200);
  return JSON.parse(response.body) as T;
}
async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<ApiResponse> {
  return api.respond({ method: 'POST', url, headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

describe('search answers (SPEC §3, README conventions)', () => {
  it('carries the envelope, locale, paging, sorts with localised labels and tracking per item', async () => {
    const result = await getJson<SearchResult>('/q/api/search?q=stuhl&locale=de_DE&assortment=DE&fetchsize=10&offset=10');
    expect(result).toMatchObject({ type: 'search', version: '2.1.0', engine: 'reference-bm25', locale: 'de_DE', assortment: 'DE' });
    expect(result.variant?.id).toBe('bm25-rating');
    expect(result).toMatchObject({ offset: 10, fetchsize: 10, maxfetchsize: 200, sort: 'relevance' });
    expect(result.items).toHaveLength(10);
    expect(result.items[0]?.tracking).toMatchObject({ position: 11, origPos: 11, list: 'search' });
    expect(result.items[0]?.resultClass).toBe('product');
    expect(result.xPayload?.keywordResults?.num_items_found).toBe(result.numFound);
    expect(result.sorts.map((s) => s.code)).toEqual(['relevance', 'price-asc', 'price-desc', 'rating', 'newest']);
    expect(result.sorts[1]).toMatchObject({ label: 'Preis aufsteigend', url: '/q/de-DE/search?q=stuhl&sort=price-asc' });
    expect(result.sorts[1]?.link).toEqual({ type: 'search', q: 'stuhl', filter: {}, sort: 'price-asc' });
    const gridbox = result.items.find((i) => i.gridbox)?.gridbox;
    expect(gridbox?.price.currency).toBe('EUR');
    expect(gridbox?.image?.url).toMatch(/^\/q\/api\/images\/\d+\.svg$/);
    for (const item of result.items) {
      const average = item.gridbox?.ratings?.average ?? 1;
      expect(average).toBeGreaterThanOrEqual(1);
      expect(average).toBeLessThanOrEqual(5);
      expect(Number.isInteger(Math.round(average * 10 * 1e6) / 1e6)).toBe(true);
    }
  });

  it('names the rating values "from n stars" with the singular for one star, in the facet and in its selection', async () => {
    const result = await getJson<SearchResult>('/q/api/search?q=stuhl&locale=de_DE&rating=1');
    const rating = result.facets.find((f) => f.code === 'rating');
    if (rating?.type !== 'TEXT') throw new Error('rating facet missing');
    expect(rating.values.map((v) => v.label)).toEqual(['Ab 4 Sternen', 'Ab 3 Sternen', 'Ab 2 Sternen', 'Ab 1 Stern']);
    expect(result.selections.values.find((s) => s.code === 'rating')?.label).toBe('Ab 1 Stern');
    const english = await getJson<SearchResult>('/q/api/search?q=chair&locale=en_IE');
    const values = english.facets.find((f) => f.code === 'rating');
    expect(values?.type === 'TEXT' && values.values.map((v) => v.label)).toEqual(['4 stars & up', '3 stars & up', '2 stars & up', '1 star & up']);
  });

  it('builds facets with toggle URLs, selections with reset URLs and a price range in the market currency', async () => {
    const brand = catalogue.brands[0]?.name ?? '';
    const result = await getJson<SearchResult>(`/q/api/search?q=lampa&locale=pl_PL&brand=${brand}&price=10-`);
    const brandFacet = result.facets.find((f) => f.code === 'brand');
    expect(brandFacet).toMatchObject({ type: 'TEXT', selector: 'OR' });
    const price = result.facets.find((f) => f.code === 'price');
    if (price?.type !== 'RANGE') throw new Error('price facet missing');
    expect(price.unit).toBe('PLN');
    expect(price.selectedMin.value).toBe(10);
    expect(price.baseURL).toBe(`/q/pl-PL/search?q=lampa&brand=${brand}`);
    expect(result.facets.find((f) => f.code === 'rating')?.selector).toBe('REFINE');
    expect(result.selections.values.map((s) => s.code)).toEqual(['brand', 'price']);
    expect(result.selections.resetAll).toBe('/q/pl-PL/search?q=lampa');
    expect(result.selections.values[0]?.url).toBe('/q/pl-PL/search?q=lampa&price=10-');
  });

  it('answers a query equal to a department or brand name with a redirect to its page', async () => {
    const category = await getJson<SearchResult>('/q/api/search?q=Gartenm%C3%B6bel&locale=de_DE');
    expect(category).toMatchObject({ type: 'redirect', redirectURL: '/h/de-DE/gartenmobel/c101' });
    const brand = catalogue.brands[5];
    const byBrand = await getJson<SearchResult>(`/q/api/search?q=${brand?.name.toLowerCase()}&locale=en_GB`);
    expect(byBrand.redirectURL).toBe(`/q/en-GB/brand/${brand?.slug}`);
    const noRedirect = await getJson<SearchResult>('/q/api/search?q=Gartenm%C3%B6bel&locale=de_DE&redirect=false');
    expect(noRedirect.type).toBe('search');
    expect(noRedirect.numFound).toBeGreaterThan(0);
  });

  it(`asks which category is meant when a search's largest category holds less than ADVISOR_CATEGORY_SHARE (${ADVISOR_CATEGORY_SHARE}) of it, answered by its largest ADVISOR_ANSWERS (${ADVISOR_ANSWERS}) categories`, async () => {
    const share = (result: SearchResult) => {
      const facet = result.facets.find((f) => f.code === 'category');
      return facet?.type === 'TEXT' ? (facet.values[0]?.count ?? 0) / result.numFound : 1;
    };
    const ambiguous = await getJson<SearchResult>('/q/api/search?q=stuhl&locale=de_DE&assortment=DE&fetchsize=1');
    expect(share(ambiguous)).toBeLessThan(ADVISOR_CATEGORY_SHARE);
    const [advisor] = ambiguous.advisors;
    expect(advisor?.question).toBe('Welche Kategorie suchen Sie?');
    const facet = ambiguous.facets.find((f) => f.code === 'category');
    if (facet?.type !== 'TEXT') throw new Error('category facet missing');
    expect(advisor?.answers).toEqual(facet.values.slice(0, ADVISOR_ANSWERS).map((v) => ({ text: v.label, url: v.url, link: v.link })));
    expect((await getJson<SearchResult>('/q/api/search?q=chaise&locale=fr_FR&assortment=FR&fetchsize=1')).advisors[0]?.question).toBe('Quelle catégorie recherchez-vous ?');
    // One category holding most of it (tables: 77 % furniture), a search narrowed to categories (both of the
    // answers here: as spread as without them), a category page.
    const clear = await getJson<SearchResult>('/q/api/search?q=tisch&locale=de_DE&assortment=DE&fetchsize=1');
    expect(share(clear)).toBeGreaterThanOrEqual(ADVISOR_CATEGORY_SHARE);
    expect(clear.advisors).toEqual([]);
    expect((await getJson<SearchResult>('/q/api/search?q=stuhl&category=c1&category=c4&locale=de_DE&assortment=DE&fetchsize=1')).advisors).toEqual([]);
    expect((await getJson<SearchResult>('/q/api/category/schuhe/h6?locale=de_DE')).advisors).toEqual([]);
    expect([ADVISOR_CATEGORY_SHARE, ADVISOR_ANSWERS]).toEqual([0.6, 4]);
  });

  it('serves category pages with categoryId, breadcrumbs and child facet values', async () => {
    const result = await getJson<SearchResult>('/q/api/category/schuhe/h6?locale=de_DE');
    expect(result.categoryId).toBe('c6');
    expect(result.type).toBe('category');
    expect(result.breadcrumbs.map((b) => b.code)).toEqual(['c6']);
    const facet = result.facets.find((f) => f.code === 'category');
    if (facet?.type !== 'TEXT') throw new Error('category facet missing');
    expect(facet.values.map((v) => v.value).sort()).toEqual(['c601', 'c602', 'c603']);
    expect(facet.values[0]?.url).toMatch(/^\/h\/de-DE\/schuhe\/c6\?category=c60\d$/);
  });

  it('serves brand pages by name, by name and id, and by id', async () => {
    const brand = catalogue.brands[7];
    if (!brand) throw new Error('brand missing');
    const forms = [`/q/api/brand/${brand.name}`, `/q/api/brand/${brand.slug}/${brand.id}`, `/q/api/brand/${brand.id}`];
    const counts = await Promise.all(forms.map(async (url) => (await getJson<SearchResult>(`${url}?locale=en_GB`)).numFound));
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeGreaterThan(0);
    expect((await get('/q/api/brand/b99999')).status).toBe(404);
  });

  it('takes the brand page filter value form brandpageurl:{value} on brand pages: the page\'s brand, no facet value (SPEC §7)', async () => {
    const brand = catalogue.brands[7];
    if (!brand) throw new Error('brand missing');
    const plain = await get(`/q/api/brand/${brand.slug}/${brand.id}?locale=en_GB`);
    const withForm = await get(`/q/api/brand/${brand.slug}/${brand.id}?locale=en_GB&brand=${encodeURIComponent(`brandpageurl:${brand.slug}/${brand.id}`)}`);
    expect(withForm.status).toBe(200);
    const result = JSON.parse(withForm.body) as SearchResult;
    expect(result.numFound).toBe((JSON.parse(plain.body) as SearchResult).numFound);
    expect(result.selections.values).toEqual([]);
    expect(JSON.stringify(result)).not.toContain('brandpageurl');
    // The page's own brand keeps a brand page cacheable for 30 minutes (SPEC §9).
    expect(withForm.headers['Cache-Control']).toBe('public, max-age=1800, s-maxage=1800');
    const byName = await get(`/q/api/brand/${brand.name}?locale=en_GB&brand=brandpageurl:${encodeURIComponent(brand.name)}`);
    expect(byName.status).toBe(200);
  });

  it('refuses a brandpageurl: value naming another brand than the path, or on a page that is no brand page', async () => {
    const [a, b] = [catalogue.brands[7], catalogue.brands[8]];
    if (!a || !b) throw new Error('brand missing');
    const other = await get(`/q/api/brand/${a.id}?locale=en_GB&brand=brandpageurl:${b.id}`);
    expect(other.status).toBe(400);
    expect(JSON.parse(other.body)).toMatchObject({ param: 'brand' });
    expect((await get(`/q/api/search?q=sofa&locale=en_GB&brand=brandpageurl:${a.id}`)).status).toBe(400);
  });

  it('serves named queries and custom query embeddings', async () => {
    const named = await getJson<SearchResult>('/q/api/query/summer-sale?locale=fr_FR&pageId=home');
    expect(named.details).toMatchObject({ title: 'Soldes d’été'.replace('’', "'"), queryId: 'summer-sale' });
    expect(named.items.every((i) => i.gridbox === undefined || i.gridbox.price.oldPrice !== undefined)).toBe(true);
    const cqe = await getJson<SearchResult>('/q/api/cqe/cozy-living?locale=en_GB');
    expect(cqe.type).toBe('cqe');
    expect(cqe.numFound).toBeGreaterThan(0);
    expect((await get('/q/api/query/nope?locale=en_GB')).status).toBe(404);
  });

  it('compares two ranking variants of the same query side by side', async () => {
    const result = await getJson<EvaluationResult>('/q/api/evaluation/0/1?q=sofa&locale=en_GB');
    expect(Object.keys(result.variants)).toEqual(['bm25', 'bm25-rating']);
    expect(result.variants.bm25?.numFound).toBe(result.variants['bm25-rating']?.numFound);
    expect((await get('/q/api/evaluation/0/9?q=sofa')).status).toBe(400);
  });

  it('an evaluation answer carries the judged set\'s grade of every returned product when the query is in the set', async () => {
    const set = JSON.parse(readFileSync(JUDGED_SET_FILE, 'utf8')) as JudgedSet;
    const query = set.queries.find((q) => q.id === 'en-035')!;
    const result = await getJson<EvaluationResult>(`/q/api/evaluation/0/3?q=${encodeURIComponent(query.q)}&locale=en_IE`);
    const judged = judgedGradesOf(result);
    expect(judged?.queryId).toBe('en-035');
    const returned = Object.values(result.variants).flatMap((v) => v.items.map((i) => i.gridbox?.productId ?? ''));
    expect(Object.keys(judged?.grades ?? {}).sort()).toEqual([...new Set(returned)].sort());
    for (const id of returned) expect(judged?.grades[id]).toBe(gradeOf(query, catalogue, catalogue.docByCode.get(id)!));
    expect(Object.values(judged?.grades ?? {})).toContain(3);
    // the same words in another language, or another case, are another query
    expect(judgedGradesOf(await getJson<EvaluationResult>('/q/api/evaluation/0/1?q=Lampe&locale=de_DE'))?.queryId).not.toBe(
      judgedGradesOf(await getJson<EvaluationResult>('/q/api/evaluation/0/1?q=lampe&locale=de_DE'))?.queryId,
    );
    expect(judgedGradesOf(await getJson<EvaluationResult>('/q/api/evaluation/0/1?q=sofa+xyz&locale=en_GB'))).toBeNull();
  });

  it('suggests product completions, brands and categories with hit counts and links', async () => {
    const result = await getJson<SuggestResult>('/q/api/suggest?q=gart&locale=de_DE');
    expect(result.groups.map((g) => g.code)).toEqual(['product', 'brand', 'category']);
    const products = result.groups[0]?.items ?? [];
    expect(products.length).toBeGreaterThan(0);
    expect(products[0]).toMatchObject({ label: expect.stringMatching(/^gart/), url: expect.stringMatching(/^\/q\/de-DE\/search\?q=gart/) });
    expect(result.groups[2]?.items.some((i) => i.label === 'Gartenmöbel')).toBe(true);
  });
});

describe('other endpoints', () => {
  it('returns gridboxes for a list of ids, skipping unknown ones', async () => {
    const ids = [catalogue.products.productId[0], catalogue.products.productId[1], '999999999'];
    const gridboxes = await getJson<Gridbox[]>(`/q/api/gridboxes/CZ/cs?ids=${ids.join(',')}&version=2`);
    expect(gridboxes.map((g) => g.productId)).toEqual(ids.slice(0, 2));
    expect(gridboxes.every((g) => g.price.currency === 'CZK' && g.locale === 'cs_CZ')).toBe(true);
    expect((await get('/q/api/gridboxes/XX/de?ids=1')).status).toBe(400);
  });

  it('looks up products for ad answers with their availability indicator', async () => {
    // One product of each indicator the catalogue gives: each answer says that product's own.
    const docs = [1, 2, 3].map((indicator) => catalogue.products.availability.indexOf(indicator));
    expect(docs.every((doc) => doc >= 0)).toBe(true);
    const ids = docs.map((doc) => catalogue.products.productId[doc]);
    const list = await getJson<{ code: string; stockAvailability: { availabilityIndicator: number } }[]>(`/q/api/products/DE/de?ids=${ids.join(',')}`);
    expect(list.map((product) => [product.code, product.stockAvailability.availabilityIndicator])).toEqual(ids.map((id, i) => [id, i + 1]));
  });

  it('answers nrp and ncp messages for every locale, English where a language has no texts', async () => {
    for (const locale of allLocales()) {
      for (const key of ['nrp', 'ncp']) {
        const message = await getJson<MessageResult>(`/q/api/message?key=${key}&locale=${locale}`);
        expect(message.key).toBe(key);
        expect(message.value.length).toBeGreaterThan(20);
      }
    }
    expect((await getJson<MessageResult>('/q/api/message?key=nrp&locale=de_AT')).value).toMatch(/^Leider/);
    expect((await getJson<MessageResult>('/q/api/message?key=ncp&locale=hu_HU')).value).toMatch(/kategóriában/);
    expect((await getJson<MessageResult>('/q/api/message?key=nrp&locale=ru_EE')).value).toMatch(/^Unfortunately/);
    expect((await get('/q/api/message?key=xyz&locale=de_DE')).status).toBe(400);
  });

  it('serves header, meta and footer fragments per locale with escaped values', async () => {
    const header = await get('/n/header?locale=it_IT&pageId=%3Cscript%3E');
    expect(header.headers['Content-Type']).toMatch(/text\/html/);
    expect(header.body).toContain('Casa e giardino');
    expect(header.body).not.toContain('<script>');
    expect((await get('/n/footer?locale=nl_BE')).body).toContain('Klantenservice');
    expect((await get('/n/meta?locale=cs_CZ')).body).toContain('<meta');
  });

  it('serves category section content with or without a locale segment', async () => {
    expect((await get('/c/de-DE/h1203')).body).toContain('Bad');
    expect((await get('/c/h12?locale=fr_FR')).body).toContain('Beauté');
    expect((await get('/c/de-XX/h12')).status).toBe(400);
    expect((await get('/c/de-DE/h99')).status).toBe(404);
  });

  it("writes the category introduction's product count as the locale writes numbers (as the page's own count)", async () => {
    const top = catalogue.topCategories.find((c) => /^c\d+$/.test(c.id)) ?? catalogue.topCategories[0]!;
    const body = (await get(`/c/de-DE/h${top.id.slice(1)}`)).body;
    const count = /Entdecken Sie ([\d.]+) Produkte/.exec(body)?.[1] ?? '';
    expect(Number(count.replace(/\./g, ''))).toBeGreaterThanOrEqual(1000);
    expect(count).toMatch(/^\d{1,3}(\.\d{3})+$/);
  });

  it('serves a deterministic SVG per product with long cache headers', async () => {
    const id = catalogue.products.productId[10] ?? '';
    const first = await get(`/q/api/images/${id}.svg`);
    expect(first.headers['Content-Type']).toBe('image/svg+xml');
    expect(first.headers['Cache-Control']).toContain('max-age=31536000');
    expect(first.body).toMatch(/^<svg /);
    expect((await get(`/q/api/images/${id}.svg`)).body).toBe(first.body);
    expect((await get('/q/api/images/0.svg')).status).toBe(404);
  });
});

describe('the reference product page (every product click of `npm start` lands here)', () => {
  async function productOfSearch(): Promise<{ url: string; gridbox: Gridbox }> {
    const result = await getJson<SearchResult>('/q/api/search?locale=de_DE&assortment=DE&fetchsize=10');
    const item = result.items.find((i) => i.gridbox);
    if (!item?.gridbox || !item.url) throw new Error('no product in the answer');
    return { url: item.url, gridbox: item.gridbox };
  }

  it('answers a product URL of a search result with image, title, price, availability and a way back', async () => {
    const { url, gridbox } = await productOfSearch();
    const page = await get(url, { referer: 'http://localhost:3000/q/search?q=sofa' });
    expect(page.status).toBe(200);
    expect(page.headers['Content-Type']).toMatch(/text\/html/);
    expect(page.headers['Content-Security-Policy']).toMatch(/default-src 'none'/);
    expect(page.body).toContain(`<img src="/q/api/images/${gridbox.productId}.svg"`);
    expect(page.body).toContain(gridbox.keyfacts.title.replace(/&/g, '&#38;'));
    expect(page.body).toMatch(/\d+,\d{2}\s€/);
    expect(page.body).toMatch(/Verfügbar|Bald verfügbar|Nicht verfügbar/);
    expect(page.body).toContain('href="http://localhost:3000/q/search?q=sofa" data-back');
    expect(page.body).toContain('Zurück zu den Ergebnissen');
  });

  it('escapes everything it shows: a hostile referrer cannot break out of the attribute', async () => {
    const { url } = await productOfSearch();
    const page = await get(url, { referer: 'http://x.example/"><script>alert(1)</script>' });
    expect(page.body).not.toContain('<script>alert');
    // What the URL parser leaves as it is is escaped by the page: its & is written &#38; in the attribute.
    const amp = await get(url, { referer: 'http://x.example/?a=1&b=2' });
    expect(amp.body).toContain('href="http://x.example/?a=1&#38;b=2" data-back');
    const js = await get(url, { referer: 'javascript:alert(1)' });
    expect(js.body).toContain('href="/" data-back');
  });

  it('answers 404 for an unknown product or locale', async () => {
    expect((await get('/p/de-DE/x/999999999')).status).toBe(404);
    expect((await get('/p/xx-XX/x/1')).status).toBe(404);
  });

  it('serves its back script as a same-origin file', async () => {
    const js = await get('/p/product.js');
    expect(js.status).toBe(200);
    expect(js.body).toContain('history.back()');
  });
});

describe('response cache', () => {
  it('answers a repeated URL from the cache with the same body as an uncached server', async () => {
    const uncached = createServer({ engine: api.engine, responseCacheSize: 0 });
    const url = '/q/api/search?q=tent&locale=cs_CZ&sort=rating';
    const first = await get(url);
    const cached = api.responseCache.size;
    expect((await get(url)).body).toBe(first.body);
    expect(api.responseCache.size).toBe(cached);
    expect(api.responseCache.get(`${url}||`)).toBeDefined();
    expect((await uncached.respond({ method: 'GET', url, headers: {} })).body).toBe(first.body);
  });

  it('keys cached answers by the country and language headers too', async () => {
    const german = await get('/q/api/message?key=nrp', { 'x-country': 'DE', 'x-language': 'de' });
    const french = await get('/q/api/message?key=nrp', { 'x-country': 'FR', 'x-language': 'fr' });
    expect(german.body).not.toBe(french.body);
  });

  it('is bounded by bytes: a long run of distinct queries never holds more than its byte budget', async () => {
    const small = createServer({ engine: api.engine, responseCacheSize: 1000, responseCacheBytes: 400_000 });
    const cache = small.responseCache;
    for (let i = 0; i < 60; i++) {
      const response = await small.respond({ method: 'GET', url: `/q/api/search?q=sofa+${i}&locale=de_DE`, headers: {} });
      expect(response.status).toBe(200);
      expect(cache.bytes).toBeLessThanOrEqual(400_000);
    }
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThan(60);
  });

  it('is bounded by entries and drops the least recently used answer first', () => {
    const cache = new AnswerCache(2, 1_000_000);
    const answer = (body: string) => ({ status: 200, headers: {}, bytes: Buffer.from(body) });
    cache.set('a', answer('A'));
    cache.set('b', answer('B'));
    expect(cache.get('a')?.bytes.toString()).toBe('A');
    cache.set('c', answer('C'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.bytes.toString()).toBe('A');
    expect(cache.get('c')?.bytes.toString()).toBe('C');
    expect(cache.size).toBe(2);
  });
});

describe('the parse limits (SPEC §9) from address to API', () => {
  it("a page address with as many parameters as the client parses gives a request the API takes (the client's own make no 400)", async () => {
    const address = `?q=sofa&${Array.from({ length: QUERY_PARSE_LIMITS.parameterLimit - 1 }, (_, i) => `x${i}=1`).join('&')}`;
    const { path, query } = buildSearchRequest({ type: 'search' }, parseSearchParams(address), { country: 'DE', language: 'de', requestId: 'r1' });
    expect((await get(`${path}?${query}`)).status).toBe(200);
  });
});

describe('cache headers (SPEC §9)', () => {
  it('caches cacheable prefixes for 1800 s when only sort, pageId, link and path vary, else 300 s', async () => {
    expect((await get('/q/api/category/x/c1?locale=de_DE&assortment=DE&fetchsize=48&offset=0&sort=price-asc')).headers['Cache-Control']).toBe(
      'public, max-age=1800, s-maxage=1800',
    );
    expect((await get('/q/api/query/garden-days?locale=de_DE&pageId=p1')).headers['Cache-Control']).toContain('max-age=1800');
    // The named query's own id, which the client adds (SPEC §3), is no filter of the page URL.
    expect((await get('/q/api/query/garden-days?locale=de_DE&queryId=garden-days')).headers['Cache-Control']).toContain('max-age=1800');
    expect((await get('/q/api/category/x/c1?locale=de_DE&q=holz')).headers['Cache-Control']).toBe('public, max-age=300, s-maxage=300');
    expect((await get('/q/api/category/x/c1?locale=de_DE&offset=48')).headers['Cache-Control']).toContain('max-age=300');
    expect((await get('/q/api/search?locale=de_DE')).headers['Cache-Control']).toContain('max-age=300');
    expect((await get('/q/api/search?offset=x')).headers['Cache-Control']).toBe('no-store');
  });
});

describe('sponsored products and banners', () => {
  const body = { session: 's1', slot: '0101040021', targets: ['c6'], count: 3, count_fill: 1, internal: false };

  it('returns sponsored products of the targeted categories', async () => {
    const response = await post('/t/piq/request', body);
    expect(response.status).toBe(200);
    const ads = JSON.parse(response.body) as PromotedProductItem[];
    expect(ads).toHaveLength(4);
    for (const ad of ads) {
      const doc = catalogue.docByCode.get(String(ad.product_id)) ?? -1;
      expect(catalogue.categories[catalogue.products.leaf[doc] ?? 0]?.id.startsWith('c6')).toBe(true);
    }
  });

  it('returns banners when width and height are sent', async () => {
    const response = await post('/t/piq/request', { ...body, width: 300, height: 250, auction: 'a', user: 'u' });
    const banners = JSON.parse(response.body) as SponsoredBanner[];
    expect(banners[0]).toMatchObject({ width: 300, height: 250, image: expect.stringMatching(/^\/q\/api\/images\/banners\//) });
    expect((await get(banners[0]?.image ?? '')).status).toBe(200);
  });

  it('delays by x-ad-latency-ms and fails on x-ad-fail: 1, so the client timeout can be tested', async () => {
    const started = Date.now();
    expect((await post('/t/piq/request', body, { 'x-ad-latency-ms': '350' })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(340);
    const failed = await post('/t/piq/request', body, { 'x-ad-fail': '1' });
    expect(failed.status).toBe(503);
    expect(JSON.parse(failed.body)).toMatchObject({ code: 503 });
  });

  it('ignores x-ad-latency-ms, x-ad-fail and the ad env knobs outside test mode', async () => {
    const saved = { latency: process.env.AD_LATENCY_MS, failure: process.env.AD_FAILURE_RATE, mode: process.env.SEARCH_API_TEST_MODE };
    process.env.AD_LATENCY_MS = '400';
    process.env.AD_FAILURE_RATE = '1';
    delete process.env.SEARCH_API_TEST_MODE;
    try {
      const production = createServer({ engine: api.engine });
      const ask = (headers: Record<string, string>) =>
        production.respond({ method: 'POST', url: '/t/piq/request', headers, body: JSON.stringify(body) });
      const started = Date.now();
      expect((await ask({ 'x-ad-latency-ms': '999', 'x-ad-fail': '1' })).status).toBe(200);
      expect((await ask({ 'x-ad-latency-ms': 'abc' })).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(300);
      process.env.SEARCH_API_TEST_MODE = '1';
      const testing = createServer({ engine: api.engine });
      expect((await testing.respond({ method: 'POST', url: '/t/piq/request', headers: {}, body: JSON.stringify(body) })).status).toBe(503);
    } finally {
      for (const [name, value] of [['AD_LATENCY_MS', saved.latency], ['AD_FAILURE_RATE', saved.failure], ['SEARCH_API_TEST_MODE', saved.mode]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('applies the configured failure rate and latency', async () => {
    const flaky = createServer({ engine: api.engine, adFailureRate: 1, adLatencyMs: 50 });
    const started = Date.now();
    expect((await flaky.respond({ method: 'POST', url: '/t/piq/request', headers: {}, body: JSON.stringify(body) })).status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('accepts ad events with 204 and refuses bad JSON', async () => {
    for (const event of ['track', 'conversion', 'impression', 'view', 'click']) {
      expect((await post(`/t/piq/${event}`, { id: 1 })).status).toBe(204);
    }
    expect((await post('/t/piq/request', '{oops')).status).toBe(400);
    expect(JSON.parse((await post('/t/piq/click', '{oops')).body)).toMatchObject({ param: 'body' });
    expect(JSON.parse((await post('/t/piq/request', { ...body, count: 'many' })).body)).toMatchObject({ param: 'count' });
  });
});

describe('bad input', () => {
  const cases: [string, string, string][] = ([
    ['/q/api/search?offset=-1', 'offset'],
    ['/q/api/search?offset=1.5', 'offset'],
    ['/q/api/search?fetchsize=abc', 'fetchsize'],
    ['/q/api/search?sort=cheapest', 'sort'],
    ['/q/api/search?locale=german', 'locale'],
    ['/q/api/search?locale=de_PL', 'locale'],
    ['/q/api/search?locale=de_DE&assortment=AT', 'assortment'],
    ['/q/api/search?price=abc', 'price'],
    ['/q/api/search?price=50-10', 'price'],
    ['/q/api/search?category=x12', 'category'],
    ['/q/api/search?rating=9', 'rating'],
    ['/q/api/search?redirect=maybe', 'redirect'],
    ['/q/api/search?sort=rating&sort=newest', 'sort'],
    [`/q/api/search?q=${'a'.repeat(201)}`, 'q'],
    [`/q/api/search?${Array.from({ length: 21 }, () => 'brand=x').join('&')}`, 'brand'],
    [`/q/api/search?${Array.from({ length: 1001 }, (_, i) => `p${i}=1`).join('&')}`, 'query'],
    ['/q/api/category/shoes/x6', 'categoryId'],
    ['/q/api/search/%E0%A4%A', 'path'],
    ['/q/api/gridboxes/DE/de', 'ids'],
  ] as [string, string][]).map(([url, param]) => [url.length > 80 ? `${url.slice(0, 60)}… (${url.length} chars)` : url, url, param]);

  it.each(cases)('answers 400 naming the parameter: %s', async (_label, url, param) => {
    const response = await get(url);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ code: 400, error: 'bad_request', param });
  });

  it('caps fetchsize at maxfetchsize', async () => {
    const result = await getJson<SearchResult>('/q/api/search?q=chair&locale=en_GB&fetchsize=500');
    expect(result.fetchsize).toBe(200);
    expect(result.items).toHaveLength(200);
  });

  it('answers unknown paths 404 and wrong methods 405, both as JSON', async () => {
    const missing = await get('/q/api/nothing');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ code: 404, error: 'not_found' });
    const wrong = await post('/q/api/search', {});
    expect(wrong.status).toBe(405);
    expect(wrong.headers.Allow).toContain('GET');
    expect((await get('/t/piq/request')).status).toBe(405);
  });

  it('refuses over-large bodies over HTTP with 413 and serves HEAD', async () => {
    await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
    const { port } = api.server.address() as AddressInfo;
    try {
      const big = await fetch(`http://127.0.0.1:${port}/t/piq/track`, { method: 'POST', body: 'x'.repeat(70_000) });
      expect(big.status).toBe(413);
      expect(await big.json()).toMatchObject({ param: 'body' });
      const head = await fetch(`http://127.0.0.1:${port}/q/api/message?key=nrp`, { method: 'HEAD' });
      expect(head.status).toBe(200);
    } finally {
      await new Promise((resolve) => api.server.close(resolve));
    }
  });
});

import {
  brandPageFilterValue,
  brandPageUrlOf,
  buildAdEventRequest,
  buildAdSlotId,
  buildGridboxesRequest,
  buildMessageRequest,
  buildSearchRequest,
  buildSponsoredBannerBody,
  buildSponsoredProductsBody,
  buildSuggestRequest,
  capBannerCount,
  emptyUrlState,
  MAX_AB_VALUE_CHARS,
  parseSearchParams,
  QUERY_PARSE_LIMITS,
  requestUrl,
} from './index';
import type { RequestContext, SearchEndpoint } from './index';

const de: RequestContext = { country: 'DE', language: 'de' };
const search: SearchEndpoint = { type: 'search' };

describe('buildSearchRequest (SPEC §5, §7)', () => {
  it('sends locale language_COUNTRY, assortment = country, version 2.1.0, fetchsize 48 and offset 0 by default', () => {
    const { query } = buildSearchRequest(search, parseSearchParams('q=shoe'), de);
    expect(query.get('q')).toBe('shoe');
    expect(query.get('locale')).toBe('de_DE');
    expect(query.get('assortment')).toBe('DE');
    expect(query.get('version')).toBe('2.1.0');
    expect(query.get('fetchsize')).toBe('48');
    expect(query.get('offset')).toBe('0');
    expect(query.get('idsOnly')).toBe('false');
    expect(query.get('productsOnly')).toBe('false');
  });

  it.each([-48, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('§5 sends offset 0 for a state whose offset is no count of products (%s), whoever built the state', (offset) => {
    expect(buildSearchRequest(search, { ...parseSearchParams('q=shoe'), offset }, de).query.get('offset')).toBe('0');
    expect(buildSearchRequest(search, { ...parseSearchParams('q=shoe'), offset: 96 }, de).query.get('offset')).toBe('96');
  });

  it('sends the versioned search Accept header and X-Country / X-Language headers', () => {
    expect(buildSearchRequest(search, emptyUrlState(), { country: 'fr', language: 'FR' }).headers).toEqual({
      Accept: 'application/mindshift.search+json;version=2',
      'X-Country': 'FR',
      'X-Language': 'fr',
    });
  });

  it.each(['v', 'tug', 'id', 'spanId'])('§5, §7 never sends a %s the page URL carries: the client alone sets it', (name) => {
    const { query } = buildSearchRequest(search, parseSearchParams(`q=shoe&${name}=ldtmulti`), { country: 'AT', language: 'de' });
    expect(query.has(name)).toBe(false);
  });

  it('drops a wildcard query *', () => {
    expect(buildSearchRequest(search, parseSearchParams('q=*'), de).query.has('q')).toBe(false);
    expect(buildSearchRequest(search, parseSearchParams('q=+*+'), de).query.has('q')).toBe(false);
    expect(buildSearchRequest(search, parseSearchParams('q=a*'), de).query.get('q')).toBe('a*');
  });

  it('repeats array parameters and writes spaces as +', () => {
    const { query } = buildSearchRequest(search, parseSearchParams('q=red+shoe&brand=Nord+wind&brand=Kestrel'), de);
    expect(query.getAll('brand')).toEqual(['Nord wind', 'Kestrel']);
    expect(query.toString()).toContain('q=red+shoe&brand=Nord+wind&brand=Kestrel');
  });

  it('sends offset, sort, the given fetchsize and the optional campaign, pageId, id, spanId and tug', () => {
    const { query } = buildSearchRequest(
      search,
      parseSearchParams('sort=price-asc&offset=96&campaign=summer&pageId=p1'),
      { ...de, fetchsize: 24, requestId: 'r1', spanId: 's1', tug: 't1' },
    );
    expect(Object.fromEntries(query)).toMatchObject({
      sort: 'price-asc',
      offset: '96',
      fetchsize: '24',
      campaign: 'summer',
      pageId: 'p1',
      id: 'r1',
      spanId: 's1',
      tug: 't1',
    });
  });

  it('does not let URL filters override client parameters such as locale or fetchsize', () => {
    const state = { ...emptyUrlState(), filters: { locale: ['xx_XX'], fetchsize: ['1000'], brand: ['b'] } };
    const { query } = buildSearchRequest(search, state, de);
    expect(query.getAll('locale')).toEqual(['de_DE']);
    expect(query.getAll('fetchsize')).toEqual(['48']);
    expect(query.getAll('brand')).toEqual(['b']);
  });

  it('does not send view-only parameters (isEmbedded, cqeName, campaignPageName, path)', () => {
    const { query } = buildSearchRequest(search, parseSearchParams('isEmbedded=true&cqeName=c&campaignPageName=p&path=x'), de);
    for (const key of ['isEmbedded', 'cqeName', 'campaignPageName', 'path']) expect(query.has(key)).toBe(false);
  });

  it.each(['SK', 'NL', 'PL', 'BE', 'CZ', 'FR', 'DE'])('keeps the ldtmulti A/B value on the search endpoint in %s', (country) => {
    const { query } = buildSearchRequest(search, emptyUrlState(), { country, language: 'xx', abValue: 'ldtmulti,other' });
    expect(query.get('v')).toBe('ldtmulti,other');
  });

  it('removes the ldtmulti A/B value outside the A/B countries and on every endpoint but search (SPEC §5)', () => {
    const at = buildSearchRequest(search, emptyUrlState(), { country: 'AT', language: 'de', abValue: 'ldtmulti:2,other' });
    expect(at.query.get('v')).toBe('other');
    const category = buildSearchRequest({ type: 'category', categoryName: 'shoes', categoryId: 'c1' }, emptyUrlState(), {
      ...de,
      abValue: 'ldtmulti',
    });
    expect(category.query.has('v')).toBe(false);
  });

  it(`sends an A/B value of up to MAX_AB_VALUE_CHARS (${MAX_AB_VALUE_CHARS}) characters, and none for a longer cookie`, () => {
    const at = (abValue: string) => buildSearchRequest(search, emptyUrlState(), { ...de, abValue }).query.get('v');
    expect(at('b'.repeat(MAX_AB_VALUE_CHARS))).toBe('b'.repeat(MAX_AB_VALUE_CHARS));
    expect(at('b'.repeat(MAX_AB_VALUE_CHARS + 1))).toBeNull();
  });

  it.each<[SearchEndpoint, string]>([
    [{ type: 'search' }, '/q/api/search'],
    [{ type: 'category', categoryName: 'shoes', categoryId: 'c1200' }, '/q/api/category/shoes/c1200'],
    [{ type: 'category', categoryName: '', categoryId: 'c1200' }, '/q/api/category/c1200/c1200'],
    [{ type: 'brand', brandName: 'Nordwind' }, '/q/api/brand/Nordwind'],
    [{ type: 'brand', brandName: 'Nord wind', brandId: 'b7' }, '/q/api/brand/Nord%20wind/b7'],
    [{ type: 'brand', brandId: 'b7' }, '/q/api/brand/b7'],
    [{ type: 'query', queryId: 'summer-sale' }, '/q/api/query/summer-sale'],
    [{ type: 'cqe', id: '42' }, '/q/api/cqe/42'],
    [{ type: 'evaluation', firstIndex: 1, secondIndex: 2 }, '/q/api/evaluation/1/2'],
  ])('builds the path of %j as %s (README endpoints)', (endpoint, path) => {
    expect(buildSearchRequest(endpoint, emptyUrlState(), de).path).toBe(path);
  });
});

describe(`an address with as many parameters as the parse limits allow (QUERY_PARSE_LIMITS.parameterLimit, ${QUERY_PARSE_LIMITS.parameterLimit})`, () => {
  it("gives a request within them too: the filters it lists last are left out to make room for the client's own parameters", () => {
    const search = `?q=sofa&${Array.from({ length: QUERY_PARSE_LIMITS.parameterLimit - 1 }, (_, i) => `x${i}=1`).join('&')}`;
    const state = parseSearchParams(search);
    expect(Object.keys(state.filters)).toHaveLength(QUERY_PARSE_LIMITS.parameterLimit - 1);
    const { query } = buildSearchRequest({ type: 'search' }, state, { ...de, requestId: 'r1', abValue: 'b' });
    expect([...query.keys()]).toHaveLength(QUERY_PARSE_LIMITS.parameterLimit);
    expect(query.get('x0')).toBe('1');
    expect(query.has(`x${QUERY_PARSE_LIMITS.parameterLimit - 2}`)).toBe(false);
    for (const own of ['q', 'offset', 'fetchsize', 'locale', 'assortment', 'version', 'id', 'v']) expect(query.has(own)).toBe(true);
  });

  it('leaves every filter of a usual address, in its order, between the term and the client parameters', () => {
    const { query } = buildSearchRequest({ type: 'search' }, parseSearchParams('q=sofa&colour=red&colour=blue&size=xl&sort=price-asc'), de);
    expect([...query.keys()].slice(0, 6)).toEqual(['q', 'colour', 'colour', 'size', 'sort', 'offset']);
  });
});

describe('named query request (SPEC §3: a named query adds queryId and pageId)', () => {
  it('sends the named query id as a parameter, and the page URL pageId', () => {
    const { query } = buildSearchRequest({ type: 'query', queryId: 'garden-days' }, parseSearchParams('pageId=p1'), de);
    expect(query.getAll('queryId')).toEqual(['garden-days']);
    expect(query.get('pageId')).toBe('p1');
  });

  it('the custom query embeddings view sends its id as the named query id parameter too (SPEC §2)', () => {
    const { path, query } = buildSearchRequest({ type: 'cqe', id: '42' }, parseSearchParams('queryId=x&cqeName=Sommer'), de);
    expect(path).toBe('/q/api/cqe/42');
    expect(query.getAll('queryId')).toEqual(['42']);
  });

    it('sends no queryId on other pages, and a queryId in the page URL cannot override it', () => {
    expect(buildSearchRequest({ type: 'search' }, parseSearchParams('queryId=x'), de).query.has('queryId')).toBe(false);
    expect(buildSearchRequest({ type: 'query', queryId: 'a' }, parseSearchParams('queryId=b'), de).query.getAll('queryId')).toEqual(['a']);
  });
});

describe('brand page filter value form: brandpageurl:{value} (SPEC §7)', () => {
  it.each<[SearchEndpoint, string]>([
    [{ type: 'brand', brandName: 'nordon' }, 'brandpageurl:nordon'],
    [{ type: 'brand', brandName: 'nordon', brandId: 'b1276' }, 'brandpageurl:nordon/b1276'],
    [{ type: 'brand', brandId: 'b1276' }, 'brandpageurl:b1276'],
  ])('a brand page %j names its brand by its brand page address: brand=%s', (endpoint, value) => {
    const { query } = buildSearchRequest(endpoint, parseSearchParams('q=sofa&colour=red'), de);
    expect(query.getAll('brand')).toEqual([value]);
    expect(query.get('colour')).toBe('red');
  });

  it('sends the brand page value of the page address, not one a link left in the URL, and keeps other brand values', () => {
    const state = parseSearchParams('brand=brandpageurl:other&brand=Kestrel');
    expect(buildSearchRequest({ type: 'brand', brandName: 'nordon' }, state, de).query.getAll('brand')).toEqual(['brandpageurl:nordon', 'Kestrel']);
  });

  it('sends at most QUERY_PARSE_LIMITS.arrayLimit (20) brand values on a brand page, its own among them: 20 in the address became 21, which the API refuses', () => {
    const state = parseSearchParams(Array.from({ length: 20 }, (_, i) => `brand=B${i}`).join('&'));
    expect(state.filters.brand).toHaveLength(20);
    const brands = buildSearchRequest({ type: 'brand', brandName: 'nordon' }, state, de).query.getAll('brand');
    expect(brands).toHaveLength(QUERY_PARSE_LIMITS.arrayLimit);
    expect(brands.slice(0, 2)).toEqual(['brandpageurl:nordon', 'B0']);
    // Elsewhere all 20 go as they are.
    expect(buildSearchRequest({ type: 'search' }, state, de).query.getAll('brand')).toHaveLength(20);
  });

  it('sends no brand page value from other pages, and passes one given in their URL on as a filter', () => {
    expect(buildSearchRequest({ type: 'search' }, parseSearchParams('q=sofa'), de).query.has('brand')).toBe(false);
    expect(buildSearchRequest({ type: 'search' }, parseSearchParams('brand=brandpageurl:nordon'), de).query.getAll('brand')).toEqual(['brandpageurl:nordon']);
  });

  it('writes and reads the form', () => {
    expect(brandPageFilterValue('nordon/b1276')).toBe('brandpageurl:nordon/b1276');
    expect(brandPageUrlOf('brandpageurl:nordon/b1276')).toBe('nordon/b1276');
    expect(brandPageUrlOf('Nordon')).toBeUndefined();
  });
});

describe('other calls (SPEC §7)', () => {
  it('gridboxes: /q/api/gridboxes/{country}/{language} with a comma list of ids and version 2', () => {
    const req = buildGridboxesRequest('DE', 'de', ['p1', 'p2']);
    expect(requestUrl('/', req)).toBe('/q/api/gridboxes/DE/de?ids=p1%2Cp2&version=2');
  });

  it('message: key and locale, both encoded', () => {
    expect(requestUrl('https://api.example/', buildMessageRequest('nrp', 'de_DE'))).toBe(
      'https://api.example/q/api/message?key=nrp&locale=de_DE',
    );
  });

  it('suggest: q, locale and assortment', () => {
    expect(Object.fromEntries(buildSuggestRequest('sho', de).query)).toEqual({ q: 'sho', locale: 'de_DE', assortment: 'DE' });
  });

  it('ad events post to /t/piq/{kind}', () => {
    expect(buildAdEventRequest('click', { a: 1 })).toMatchObject({ method: 'POST', path: '/t/piq/click', body: { a: 1 } });
  });
});

describe('ads (SPEC §5, §9)', () => {
  it('cuts sponsored banner items to 6 for pencil teaser and 15 for in-grid ads', () => {
    expect(capBannerCount('pencilTeaser', 10)).toBe(6);
    expect(capBannerCount('inGrid', 20)).toBe(15);
    expect(capBannerCount('inGrid', 3)).toBe(3);
    const body = buildSponsoredBannerBody({
      session: 's',
      slot: '1',
      targets: ['c1'],
      count: 9,
      countFill: 9,
      adType: 'pencilTeaser',
      width: 300,
      height: 50,
    });
    expect(body).toEqual({ session: 's', slot: '1', targets: ['c1'], count: 6, count_fill: 6, internal: false, width: 300, height: 50 });
  });

  it('builds the sponsored products body with session, slot, targets, count, count_fill and internal', () => {
    expect(buildSponsoredProductsBody({ session: 's', slot: 'x', targets: ['p1'], count: 2, internal: true })).toEqual({
      session: 's',
      slot: 'x',
      targets: ['p1'],
      count: 2,
      count_fill: 2,
      internal: true,
    });
  });

  it.each([
    [{ environment: 1, pageType: 'search', adType: 'pencilTeaser', channel: 'desktop' }, '10104041'],
    [{ environment: 2, pageType: 'category', adType: 'inGrid', channel: 'mobile' }, '20103022'],
    [{ environment: 1, pageType: 'campaign', adType: 'inGrid', channel: 'desktop' }, '10102021'],
    [{ environment: 3, pageType: 'product', adType: 'pencilTeaser', channel: 'mobile' }, '30105042'],
  ] as const)('builds the ad slot id from environment, site 01, page type, ad type and channel (%j → %s)', (slot, id) => {
    expect(buildAdSlotId(slot)).toBe(id);
  });
});

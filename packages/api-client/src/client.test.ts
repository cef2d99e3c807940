import { fakeFetch, productItem, searchBody } from '../test/fixtures';
import { HttpRequestError, isHttpRequestError, RESPONSE_BOUNDS, createLogger, createSearchApi, emptyUrlState, parseSearchParams } from './index';
import type { LogEntry, RequestContext, SearchApiOptions } from './index';

const de: RequestContext = { country: 'DE', language: 'de' };
const search = { type: 'search' } as const;

function setup(fetchFn: typeof fetch, options: Omit<SearchApiOptions, 'fetch' | 'logger'> = {}) {
  const entries: LogEntry[] = [];
  const logger = createLogger({ level: 'warn', sink: (e) => entries.push(e) });
  return { api: createSearchApi({ fetch: fetchFn, logger, ...options }), entries };
}

describe('createSearchApi: search (SPEC §7)', () => {
  it('GETs the built URL with the versioned Accept header, country/language headers, and follows redirects (a browser cannot read a manual one)', async () => {
    const f = fakeFetch({ body: searchBody() });
    const { api } = setup(f.fetch, { baseUrl: 'https://api.example/' });
    const result = await api.search(search, parseSearchParams('q=shoe&brand=Nordwind&brand=Kestrel'), de);
    expect(result.kind).toBe('ok');
    const [request] = f.requests;
    expect(request?.url).toBe(
      'https://api.example/q/api/search?q=shoe&brand=Nordwind&brand=Kestrel&offset=0&fetchsize=48&locale=de_DE' +
        '&assortment=DE&version=2.1.0&idsOnly=false&productsOnly=false',
    );
    expect(request?.init).toMatchObject({
      method: 'GET',
      redirect: 'follow',
      headers: { Accept: 'application/mindshift.search+json;version=2', 'X-Country': 'DE', 'X-Language': 'de' },
    });
  });

  it('returns ok with the validated result, filling SPEC defaults (rendering.breadcrumb true, facet rendering)', async () => {
    const { api } = setup(fakeFetch({ body: searchBody() }).fetch);
    const result = await api.search(search, emptyUrlState(), de);
    if (result.kind !== 'ok') throw new Error(`expected ok, got ${result.kind}`);
    expect(result.status).toBe(200);
    expect(result.data.numFound).toBe(2);
    expect(result.data.items.map((i) => i.gridbox?.productId)).toEqual(['p1', 'p2']);
    expect(result.data.rendering.breadcrumb).toBe(true);
    expect(result.data.facets[0]?.rendering).toEqual({
      style: 'TEXT',
      searchable: false,
      selectedPosition: 'BELOW',
      renderLabel: true,
      collapsible: true,
    });
  });

  it("sends the API's A/B value as v when the context has none (a server's render, SPEC §7), the context's own otherwise, and keeps the ldtmulti rule", async () => {
    const f = fakeFetch({ body: searchBody() });
    const { api } = setup(f.fetch, { abValue: 'bm25' });
    await api.search(search, emptyUrlState(), de);
    await api.search(search, emptyUrlState(), { ...de, abValue: 'popularity' });
    await api.search(search, emptyUrlState(), { country: 'AT', language: 'de' });
    const sent = f.requests.map((r) => new URL(r.url, 'http://x').searchParams.get('v'));
    expect(sent).toEqual(['bm25', 'popularity', 'bm25']);
    const ldt = fakeFetch({ body: searchBody() });
    await setup(ldt.fetch, { abValue: 'ldtmulti,bm25' }).api.search(search, emptyUrlState(), { country: 'AT', language: 'de' });
    expect(new URL(ldt.requests[0]!.url, 'http://x').searchParams.get('v')).toBe('bm25');
  });

  it('returns evaluation variants for the evaluation endpoint', async () => {
    const body = { q: 'shoe', locale: 'de_DE', assortment: 'DE', variants: { a: searchBody(), b: searchBody({ numFound: 5 }) } };
    const { api } = setup(fakeFetch({ body }).fetch);
    const result = await api.search({ type: 'evaluation', firstIndex: 0, secondIndex: 1 }, emptyUrlState(), de);
    if (result.kind !== 'ok') throw new Error(`expected ok, got ${result.kind}`);
    expect(result.data.variants.b?.numFound).toBe(5);
  });
});

/** A fetch as a browser answers a followed redirect: the final answer, marked redirected, with its URL. */
function followedFetch(finalUrl: string, body = '<!doctype html>'): typeof fetch {
  return (async () => {
    const response = new Response(body, { status: 200, headers: { 'Content-Type': 'text/html' } });
    Object.defineProperty(response, 'redirected', { value: true });
    Object.defineProperty(response, 'url', { value: finalUrl });
    return response;
  }) as typeof fetch;
}

describe('redirects (SPEC §7 response handling)', () => {
  it.each([
    ['an API path on our origin', 'http://shop.test/q/api/brand/nordon/b1276?locale=de_DE&fetchsize=48', '/q/brand/nordon/b1276?locale=de_DE'],
    ['a view path on our origin', 'http://shop.test/h/sofas/c12', '/h/sofas/c12'],
  ])('a 3xx the browser followed leads to the view path of its target: %s', async (_what, finalUrl, expected) => {
    const { api } = setup(followedFetch(finalUrl), { baseUrl: 'http://shop.test/' });
    expect(await api.search(search, parseSearchParams('q=nordon'), de)).toEqual({ kind: 'redirect', status: 302, location: expected });
  });

  it('a followed 3xx that ended on a host outside the allow-list is refused', async () => {
    const { api } = setup(followedFetch('https://evil.example/q/search'), { baseUrl: 'http://shop.test/' });
    const result = await api.search(search, emptyUrlState(), de);
    expect(result).toMatchObject({ kind: 'error', status: 500 });
  });

  it.each([
    [301, 301],
    [302, 302],
    [303, 302],
    [307, 302],
    [308, 302],
  ])('answers %i with a redirect of status %i to the Location', async (status, expected) => {
    const { api } = setup(fakeFetch({ status, headers: { Location: '/h/shoes/c1200' } }).fetch);
    expect(await api.search(search, emptyUrlState(), de)).toEqual({ kind: 'redirect', status: expected, location: '/h/shoes/c1200' });
  });

  it.each([
    ['/q/api/search?q=shoe&brand=Nordwind&fetchsize=48&version=2.1.0', '/q/search?q=shoe&brand=Nordwind'],
    ['/q/api/category/shoes/c1200', '/h/shoes/c1200'],
    ['/q/api/brand/Nordwind/b7', '/q/brand/Nordwind/b7'],
    ['/q/api/query/summer-sale?pageId=p1', '/q/query/summer-sale?pageId=p1'],
  ])('maps the API path %s to the view path %s', async (location, expected) => {
    const { api } = setup(fakeFetch({ status: 302, headers: { Location: location } }).fetch);
    expect(await api.search(search, emptyUrlState(), de)).toMatchObject({ kind: 'redirect', location: expected });
  });

  it('uses the body redirectURL, then a body link, when a 3xx has no Location', async () => {
    const byUrl = setup(fakeFetch({ status: 301, body: { redirectURL: '/q/api/category/shoes/c1200' } }).fetch).api;
    expect(await byUrl.search(search, emptyUrlState(), de)).toEqual({ kind: 'redirect', status: 301, location: '/h/shoes/c1200' });
    const byLink = setup(fakeFetch({ status: 302, body: { link: '/q/brand/Nordwind' } }).fetch).api;
    expect(await byLink.search(search, emptyUrlState(), de)).toEqual({ kind: 'redirect', status: 302, location: '/q/brand/Nordwind' });
  });

  it('turns a 200 with type "redirect" into a 302 to its redirectURL', async () => {
    const { api } = setup(fakeFetch({ body: { type: 'redirect', redirectURL: '/h/shoes/c1200' } }).fetch);
    expect(await api.search(search, parseSearchParams('q=shoes'), de)).toEqual({ kind: 'redirect', status: 302, location: '/h/shoes/c1200' });
  });

  it.each(['https://evil.example/h/x', '//evil.example/h/x', '/\\evil.example', 'javascript:alert(1)', '/.//x//evil.example/x', '/q/api/gridboxes/DE/de'])(
    'refuses the redirect target %s (not our own path, not an allowed host)',
    async (location) => {
      const { api, entries } = setup(fakeFetch({ status: 302, headers: { Location: location } }).fetch);
      const result = await api.search(search, emptyUrlState(), de);
      expect(result).toMatchObject({ kind: 'error', status: 500 });
      if (result.kind === 'error') expect(result.error.reason).toBe('unsafe-redirect');
      expect(entries.map((e) => e.level)).toEqual(['error']);
    },
  );

  it('accepts an absolute redirect to an allowed host, with the API path mapped', async () => {
    const { api } = setup(fakeFetch({ status: 302, headers: { Location: 'https://shop.example/q/api/search?q=a' } }).fetch, {
      allowedRedirectHosts: ['shop.example'],
    });
    expect(await api.search(search, emptyUrlState(), de)).toEqual({ kind: 'redirect', status: 302, location: 'https://shop.example/q/search?q=a' });
  });

  it('refuses a 3xx without any target', async () => {
    const { api } = setup(fakeFetch({ status: 302 }).fetch);
    expect(await api.search(search, emptyUrlState(), de)).toMatchObject({ kind: 'error', status: 500 });
  });
});

describe('errors (SPEC §7, §8)', () => {
  it('keeps the status of a 4xx answer and carries response, body and statusCode in HttpRequestError', async () => {
    const body = { code: 400, error: 'bad_request', param: 'offset', message: 'offset must be a number' };
    const { api, entries } = setup(fakeFetch({ status: 400, body }).fetch);
    const result = await api.search(search, emptyUrlState(), de);
    if (result.kind !== 'error') throw new Error(`expected error, got ${result.kind}`);
    expect(result.status).toBe(400);
    expect(result.error).toBeInstanceOf(HttpRequestError);
    expect(result.error.message).toBe('HTTP request failed');
    expect(result.error.statusCode).toBe(400);
    expect(result.error.body).toEqual(body);
    expect(result.error.response?.status).toBe(400);
    expect(entries.map((e) => e.level)).toEqual(['warn']);
  });

  it.each([404, 410, 499])('§7 keeps the status of every 4xx answer (%i) for the error state', async (status) => {
    const { api } = setup(fakeFetch({ status, body: { code: status } }).fetch);
    expect(await api.search(search, emptyUrlState(), de)).toMatchObject({ kind: 'error', status });
  });

  it.each([500, 502, 503, 199])('logs a %i answer and gives status 500', async (status) => {
    const reply = status === 199 ? { status: 200 } : { status, body: 'oops' };
    const f: typeof fetch =
      status === 199
        ? async () => Object.defineProperty(new Response('{}'), 'status', { value: 199 })
        : fakeFetch(reply).fetch;
    const { api, entries } = setup(f);
    expect(await api.search(search, emptyUrlState(), de)).toMatchObject({ kind: 'error', status: 500 });
    expect(entries).toEqual([expect.objectContaining({ level: 'error', message: 'HTTP request failed' })]);
  });

  it('logs a network failure (no response) and gives status 500', async () => {
    const { api, entries } = setup(async () => {
      throw new TypeError('fetch failed');
    });
    const result = await api.search(search, emptyUrlState(), de);
    expect(result).toMatchObject({ kind: 'error', status: 500 });
    if (result.kind === 'error') expect(result.error.reason).toBe('network');
    expect(entries).toHaveLength(1);
  });

  it('treats no answer within the timeout (default 5000 ms) as a failure with status 500 (SPEC §7 "any other failure or no response")', async () => {
    jest.useFakeTimers();
    try {
      const hanging: typeof fetch = (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
      const { api } = setup(hanging);
      const pending = api.search(search, emptyUrlState(), de);
      await jest.advanceTimersByTimeAsync(4999);
      let settled = false;
      void pending.then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const result = await pending;
      expect(result).toMatchObject({ kind: 'error', status: 500 });
      if (result.kind === 'error') expect(result.error.reason).toBe('timeout');
    } finally {
      jest.useRealTimers();
    }
  });

  it('honours a configured timeout', async () => {
    jest.useFakeTimers();
    try {
      const hanging: typeof fetch = (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
      const { api } = setup(hanging, { timeoutMs: 100 });
      const pending = api.search(search, emptyUrlState(), de);
      await jest.advanceTimersByTimeAsync(100);
      expect(await pending).toMatchObject({ kind: 'error', status: 500 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('passes the caller signal on: aborting gives an error result that is not logged as an error', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const { api, entries } = setup(hanging);
    const controller = new AbortController();
    const pending = api.search(search, emptyUrlState(), de, { signal: controller.signal });
    controller.abort();
    const result = await pending;
    expect(result.kind).toBe('error');
    if (result.kind === 'error') expect(result.error.reason).toBe('aborted');
    expect(entries).toEqual([]);
  });

  it.each([
    ['not JSON', '<html>oops</html>'],
    ['items not an array', searchBody({ items: 'p1,p2' })],
    ['numFound not a number', searchBody({ numFound: '2' })],
    ['numFound missing', searchBody({ numFound: undefined })],
    ['an empty body', ''],
    ['a JSON array', []],
  ])('treats a malformed body (%s) as a failure with status 500 (SPEC §7)', async (_what, body) => {
    const { api } = setup(fakeFetch({ body }).fetch);
    const result = await api.search(search, emptyUrlState(), de);
    expect(result).toMatchObject({ kind: 'error', status: 500 });
    if (result.kind === 'error') expect(result.error.reason).toBe('invalid-body');
  });

  it('treats an empty result body { code } as an error with that code', async () => {
    const { api } = setup(fakeFetch({ body: { code: 404 } }).fetch);
    expect(await api.search(search, emptyUrlState(), de)).toMatchObject({ kind: 'error', status: 404 });
  });
});

describe('other calls', () => {
  it('gridboxes: accepts a list or { gridboxes } and drops malformed entries', async () => {
    const gb = productItem('p1').gridbox;
    const f = fakeFetch({ body: [gb, { productId: 'bad' }] }, { body: { gridboxes: [gb] } });
    const { api } = setup(f.fetch);
    const first = await api.gridboxes('DE', 'de', ['p1', 'bad']);
    expect(first.kind === 'ok' && first.data.map((g) => g.productId)).toEqual(['p1']);
    const second = await api.gridboxes('DE', 'de', ['p1']);
    expect(second.kind === 'ok' && second.data).toHaveLength(1);
    expect(f.requests[0]?.url).toBe('/q/api/gridboxes/DE/de?ids=p1%2Cbad&version=2');
  });

  it('message: returns key and value; a body without value is malformed (500)', async () => {
    const f = fakeFetch({ body: { key: 'nrp', value: 'No results' } }, { body: { key: 'nrp' } });
    const { api } = setup(f.fetch);
    expect(await api.message('nrp', 'de_DE')).toEqual({ kind: 'ok', status: 200, data: { key: 'nrp', value: 'No results' } });
    expect(await api.message('nrp', 'de_DE')).toMatchObject({ kind: 'error', status: 500 });
    expect(f.requests[0]?.url).toBe('/q/api/message?key=nrp&locale=de_DE');
  });

  it('suggest: returns groups with their items', async () => {
    const body = {
      q: 'sho',
      locale: 'de_DE',
      assortment: 'DE',
      groups: [{ code: 'brand', label: 'Brands', items: [{ label: 'Nordwind', url: '/q/brand/Nordwind', hitCount: 3, link: { type: 'brand' } }] }],
    };
    const { api } = setup(fakeFetch({ body }).fetch);
    const result = await api.suggest('sho', de);
    expect(result.kind === 'ok' && result.data.groups[0]?.items[0]).toEqual({
      label: 'Nordwind',
      url: '/q/brand/Nordwind',
      hitCount: 3,
      link: { type: 'brand' },
    });
  });

  it('sponsoredProducts: POSTs the JSON body to /t/piq/request', async () => {
    const f = fakeFetch({ body: [{ product_id: 42, advertisementId: 'ad1' }] });
    const { api } = setup(f.fetch);
    const result = await api.sponsoredProducts({ session: 's', slot: '10104021', targets: ['c1'], count: 2 });
    expect(result).toEqual({ kind: 'ok', status: 200, data: [{ product_id: 42, advertisementId: 'ad1' }] });
    expect(f.requests[0]?.url).toBe('/t/piq/request');
    expect(f.requests[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(f.requests[0]?.init.body))).toEqual({
      session: 's',
      slot: '10104021',
      targets: ['c1'],
      count: 2,
      count_fill: 2,
      internal: false,
    });
  });

  it('sponsoredBanner: with width and height only returns the body, without calling (SPEC §7)', async () => {
    const f = fakeFetch({ body: [] });
    const { api } = setup(f.fetch);
    const result = await api.sponsoredBanner({ session: 's', slot: 'x', targets: [], count: 20, adType: 'inGrid', width: 300, height: 250 });
    expect(result).toEqual({
      kind: 'body',
      body: { session: 's', slot: 'x', targets: [], count: 15, count_fill: 15, internal: false, width: 300, height: 250 },
    });
    expect(f.requests).toHaveLength(0);
  });

  it('sponsoredBanner: otherwise calls and uses the first entry of the returned list', async () => {
    const banners = [
      { advertisementId: 'a1', image: '/i1.png', url: '/q/search?q=a' },
      { advertisementId: 'a2', image: '/i2.png', url: '/q/search?q=b' },
    ];
    const { api } = setup(fakeFetch({ body: banners }, { body: [] }).fetch);
    const input = { session: 's', slot: 'x', targets: [], count: 1, adType: 'pencilTeaser' } as const;
    expect(await api.sponsoredBanner(input)).toEqual({ kind: 'ok', status: 200, data: banners[0] });
    expect(await api.sponsoredBanner(input)).toEqual({ kind: 'ok', status: 200, data: null });
  });

  it('adEvent: POSTs to /t/piq/{kind} and accepts an empty answer', async () => {
    const f = fakeFetch({ status: 204 });
    const { api } = setup(f.fetch);
    expect(await api.adEvent('impression', { id: 'ad1' })).toEqual({ kind: 'ok', status: 204, data: null });
    expect(f.requests[0]?.url).toBe('/t/piq/impression');
    // Sent as the shopper may be leaving (a banner's click to another site): the browser keeps the call going.
    expect(f.requests[0]?.init.keepalive).toBe(true);
  });
});

describe('untrusted answers (DESIGN.md trust boundaries)', () => {
  it('refuses the 200 redirect of the issue to /.//x//evil.com/x', async () => {
    const { api } = setup(fakeFetch({ body: { type: 'redirect', redirectURL: '/.//x//evil.com/x' } }).fetch);
    const result = await api.search(search, parseSearchParams('q=x'), de);
    expect(result).toMatchObject({ kind: 'error', status: 500 });
    if (result.kind === 'error') expect(result.error.reason).toBe('unsafe-redirect');
  });

  it('passes every address in an answer through the link rule of its policy', async () => {
    const body = searchBody({
      items: [{ ...productItem('p1'), url: '//evil.example/p1' }, { ...productItem('p2'), url: '/p/2' }],
      breadcrumbs: [{ code: 'b', label: 'B', url: 'javascript:alert(1)' }, { code: 'c', label: 'C', url: 'https://partner.example/c' }],
    });
    const { api } = setup(fakeFetch({ body }).fetch, { origin: 'https://shop.example', allowedRedirectHosts: ['partner.example'] });
    expect(api.linkPolicy).toEqual({ origin: 'https://shop.example', allowedHosts: ['partner.example'] });
    const result = await api.search(search, emptyUrlState(), de);
    if (result.kind !== 'ok') throw new Error(`expected ok, got ${result.kind}`);
    expect(result.data.items.map((i) => i.url)).toEqual([undefined, '/p/2']);
    expect(result.data.breadcrumbs.map((b) => b.url)).toEqual(['', 'https://partner.example/c']);
  });

  it(`refuses a body over RESPONSE_BOUNDS.bodyBytes (${RESPONSE_BOUNDS.bodyBytes}) without reading it to the end`, async () => {
    // An answer that never ends (no Content-Length): it is read up to the bound and one chunk, then given up.
    const endless = pulledBody(() => '{"q":"' + 'x'.repeat(CHUNK_BYTES - 6));
    const { api } = setup(async () => new Response(endless.stream, { headers: { 'Content-Type': 'application/json' } }));
    const result = await api.search(search, emptyUrlState(), de);
    expect(result).toMatchObject({ kind: 'error', status: 500, error: { reason: 'too-large' } });
    expect(endless.pulledBytes()).toBeGreaterThan(RESPONSE_BOUNDS.bodyBytes);
    expect(endless.pulledBytes()).toBeLessThanOrEqual(RESPONSE_BOUNDS.bodyBytes + 2 * CHUNK_BYTES);
    expect(endless.cancelled()).toBe(true);
  });

  it('refuses a body whose Content-Length is over the limit before reading it', async () => {
    // The body itself is within the limit: only the declared length can refuse it, and not a byte is read.
    const body = pulledBody(() => JSON.stringify(searchBody()), 1);
    const headers = { 'Content-Type': 'application/json', 'Content-Length': '999999999' };
    const { api } = setup(async () => new Response(body.stream, { headers }), { maxBodyBytes: 100_000 });
    const result = await api.search(search, emptyUrlState(), de);
    expect(result).toMatchObject({ kind: 'error', error: { reason: 'too-large' } });
    expect(body.pulledBytes()).toBe(0);
  });

  it('reads a body just under the limit', async () => {
    const body = JSON.stringify(searchBody());
    const { api } = setup(fakeFetch({ body }).fetch, { maxBodyBytes: new TextEncoder().encode(body).byteLength });
    expect((await api.search(search, emptyUrlState(), de)).kind).toBe('ok');
  });

  it(`refuses an answer with more than RESPONSE_BOUNDS.items (${RESPONSE_BOUNDS.items}) items as too large`, async () => {
    const items = Array.from({ length: RESPONSE_BOUNDS.items + 1 }, (_, i) => productItem(`p${i}`));
    const { api } = setup(fakeFetch({ body: searchBody({ items }) }).fetch);
    const result = await api.search(search, emptyUrlState(), de);
    expect(result).toMatchObject({ kind: 'error', status: 500 });
    if (result.kind === 'error') expect(result.error.reason).toBe('too-large');
  });
});

describe('isHttpRequestError: an error from any bundle copy of this client', () => {
  it('knows its own class', () => {
    expect(isHttpRequestError(new HttpRequestError({ statusCode: 400, reason: 'http', url: '/q/api/search' }))).toBe(true);
  });

  it('knows an error of the same shape thrown by another bundle (each remote bundles its own client)', () => {
    class OtherCopy extends Error {
      override readonly name = 'HttpRequestError';
      readonly statusCode = 400;
      readonly reason = 'http';
    }
    expect(isHttpRequestError(new OtherCopy('HTTP request failed'))).toBe(true);
  });

  it('refuses other errors and plain objects', () => {
    expect(isHttpRequestError(new Error('x'))).toBe(false);
    expect(isHttpRequestError({ name: 'HttpRequestError', statusCode: 400, reason: 'http' })).toBe(false);
    const named = new Error('x');
    named.name = 'HttpRequestError';
    expect(isHttpRequestError(named)).toBe(false);
  });
});

describe('the answer rules: a chunk of their own, loaded with the first call', () => {
  afterEach(() => {
    jest.dontMock('./validate');
  });

  it('a call whose answer rules cannot load fails as a network error, and the next call loads them again', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./validate', () => {
        throw new Error('Loading chunk answer-rules failed');
      });
      const client = await import('./client');
      const entries: LogEntry[] = [];
      const logger = createLogger({ level: 'error', sink: (e) => entries.push(e) });
      const api = client.createSearchApi({ fetch: fakeFetch({ body: searchBody() }).fetch, logger });
      const failed = await api.search(search, emptyUrlState(), de);
      if (failed.kind !== 'error') throw new Error(`expected an error, got ${failed.kind}`);
      expect(failed.error.reason).toBe('network');
      expect(failed.status).toBe(500);
      expect(entries).toHaveLength(1);

      jest.dontMock('./validate');
      const recovered = await api.search(search, emptyUrlState(), de);
      if (recovered.kind !== 'ok') throw new Error(`expected ok, got ${recovered.kind}`);
      expect(recovered.data.numFound).toBe(2);
    });
  });

  it('an ad event, whose answer is not read, does not wait for them nor fail with them', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./validate', () => {
        throw new Error('Loading chunk answer-rules failed');
      });
      const client = await import('./client');
      const logger = createLogger({ level: 'error', sink: () => undefined });
      const api = client.createSearchApi({ fetch: fakeFetch({ body: '' }).fetch, logger });
      const result = await api.adEvent('impression', { id: 'p1' });
      expect(result).toEqual({ kind: 'ok', status: 200, data: null });
    });
  });

  it('preloadAnswerRules loads them once for every later call, and reports nothing when they fail', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./validate', () => {
        throw new Error('Loading chunk answer-rules failed');
      });
      const client = await import('./client');
      const unhandled = jest.fn();
      process.on('unhandledRejection', unhandled);
      try {
        client.preloadAnswerRules();
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(unhandled).not.toHaveBeenCalled();
        jest.dontMock('./validate');
        const first = client.loadAnswerRules();
        expect(client.loadAnswerRules()).toBe(first);
        expect(typeof (await first).parseSearchResult).toBe('function');
      } finally {
        process.off('unhandledRejection', unhandled);
      }
    });
  });
});

const CHUNK_BYTES = 64 * 1024;

/** A body read only as it is pulled (`highWaterMark: 0`): it counts the bytes handed out, `chunks` of them at most. */
function pulledBody(chunk: () => string, chunks = Infinity): { stream: ReadableStream<Uint8Array>; pulledBytes: () => number; cancelled: () => boolean } {
  const encoder = new TextEncoder();
  let pulled = 0;
  let given = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (given >= chunks) return controller.close();
        const bytes = encoder.encode(chunk());
        given += 1;
        pulled += bytes.byteLength;
        controller.enqueue(bytes);
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulledBytes: () => pulled, cancelled: () => cancelled };
}

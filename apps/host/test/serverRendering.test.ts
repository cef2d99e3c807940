import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createHostServer, REDIRECT_CHECK_HOPS, serverEntryUrl } from '../server/app';
import { readHostConfig } from '../server/config';
import { STREAMED_PAGE_KEPT_S } from '../server/pageCache';
import { PAGE_CSS } from '../src/shell/styles';
import { UI_KIT_CSS_ID } from '../src/shell/styleIds';
import { cssHash } from '@shop/ui-kit/cssHash';
import { earlyPartLength, withServerRenderedPage } from '../server/html';

const TEMPLATE =
  '<!doctype html><html lang="de-DE"><head><meta charset="utf-8"><!--SHOP_PRELOADS--><title>Shop</title><!--SHOP_CONFIG--></head>' +
  '<body><div id="root"><!--SHOP_ROOT--><div class="boot"></div><noscript>Please enable JavaScript to search our shop.</noscript><!--/SHOP_ROOT--></div><script defer src="/main.js"></script></body></html>';

/**
 * The host's renderer is a build output (dist/server/render.js); here a small one stands in for it, so the
 * server's side of the contract is tested alone: what it sends, when, and what it does when rendering fails.
 * The real renderer is tested in Chromium (e2e/serverRendering.spec.ts).
 */
const RENDERER = `
exports.renderPage = async (request) => {
  const q = new URL(request.url, 'http://x').searchParams.get('q');
  if (q === 'echo') {
    const { url, serverRemotes, apiOrigin, deadlineMs, canonicalOrigin, abValue } = request;
    const said = JSON.stringify({ url, locale: request.config.locale, serverRemotes, apiOrigin, deadlineMs, canonicalOrigin, abValue }).replace(/</g, '');
    return { html: '<pre id="echo">' + said + '</pre>', head: '', title: 'echo', state: { module: 'search/SearchPage', locale: 'de_AT', queries: { mutations: [], queries: [] } } };
  }
  if (q === 'throw') throw new Error('remote broke');
  if (q === 'skip') return { skipped: 'no listing' };
  if (q === 'plain') return { skipped: 'not a listing page', lasting: true };
  if (q === 'gone') return { skipped: 'the page does not exist', lasting: true, notFound: true, status: 404 };
  if (q === 'removed') return { skipped: 'the page does not exist', lasting: true, notFound: true, status: 410 };
  if (q === 'gone-late') return new Promise((resolve) => setTimeout(() => resolve({ skipped: 'the page does not exist', lasting: true, notFound: true, status: 404 }), 400));
  if (q === 'hang') return new Promise(() => {});
  if (q === 'brand') return { redirect: '/q/de-DE/brand/alpara?x="><script>alert(1)</script>&y=1' };
  if (q === 'self') return { redirect: request.url };
  if (q === 'brand-late') return later(300, { redirect: '/q/de-DE/brand/alpara?x="><script>alert(1)</script>&y=1' });
  // Redirects whose targets send the shopper on (redirectOf below): round, and a chain that ends.
  if (q === 'round') return { redirect: '/q/search?q=round2' };
  if (q === 'chain') return { redirect: '/q/search?q=chain2' };
  if (q === 'far') return { redirect: '/q/search?q=far1' };
  return {
    html: '<div class="shell"><h1>Ergebnisse für ' + q + '</h1></div>',
    head: '<meta name="description" content="Sofas">',
    title: 'Ergebnisse für „' + q + '“ <b> – Shop',
    state: { module: 'search/SearchPage', locale: request.config.locale, queries: { mutations: [], queries: [{ note: '</script><script>alert(1)</script>' }] } },
  };
};
// Pages whose render outlasts the status wait, with a frame (the header) on demand, as the real renderer gives.
const FRAME = '<div class="shell"><header><a href="/">Shop</a></header>';
const FRAME_TAIL = '<main id="main"></main><footer>Impressum</footer></div>';
const later = (ms, value) => new Promise((resolve) => setTimeout(() => resolve(value), ms).unref());
const framed = {
  framed: { page: () => ({ html: FRAME + '<main id="main"><h1>Sofas</h1></main><footer>Impressum</footer></div>', head: '<link rel="preload" as="image" href="/a.jpg">', title: 'Sofas – Shop', state: { module: 'search/SearchPage', locale: 'de_DE', queries: { mutations: [], queries: [] } } }), frame: { html: FRAME, tail: FRAME_TAIL } },
  'framed-titled': { page: () => ({ html: FRAME + '<main id="main"><h1>Sofas</h1></main></div>', head: '', title: 'Sofas & more', state: { module: 'search/SearchPage', locale: 'de_DE', queries: { mutations: [], queries: [] } } }), frame: { html: FRAME, tail: FRAME_TAIL, title: 'Sofas & more', description: 'All "sofas"' } },
  'framed-other': { page: () => ({ html: '<div class="shell"><header>other</header><main id="main"></main></div>', head: '', title: 'x', state: { module: 'search/SearchPage', locale: 'de_DE', queries: { mutations: [], queries: [] } } }), frame: { html: FRAME, tail: FRAME_TAIL } },
  'framed-gone': { page: () => ({ skipped: 'the page does not exist', lasting: true, notFound: true, status: 404 }), frame: { html: FRAME, tail: FRAME_TAIL } },
  'framed-redirect': { page: () => ({ redirect: '/q/de-DE/brand/alpara?x="><b>' }), frame: { html: FRAME, tail: FRAME_TAIL } },
  'framed-slowly': { page: () => ({ skipped: 'x' }), frame: { html: FRAME, tail: FRAME_TAIL }, frameMs: 1500 },
  'framed-failing': { page: () => ({ skipped: 'x' }), frame: null, frameThrows: true },
};
exports.startRender = (request) => {
  const q = new URL(request.url, 'http://x').searchParams.get('q');
  const known = framed[q];
  if (!known) return { page: exports.renderPage(request), frameNow: async () => null };
  return {
    page: later(300, known.page()),
    frameNow: async () => {
      if (known.frameThrows) throw new Error('frame broke');
      return known.frameMs ? later(known.frameMs, known.frame) : known.frame;
    },
  };
};
const sendsOn = { '/q/search?q=round2': '/q/search?q=round', '/q/search?q=chain2': '/q/search?q=chain3', '/q/search?q=far1': '/q/search?q=far2', '/q/search?q=far2': '/q/search?q=far3', '/q/search?q=far3': '/q/search?q=far4' };
exports.asked = [];
exports.redirectOf = async (question) => {
  exports.asked.push({ url: question.url, abValue: question.abValue, deadlineMs: question.deadlineMs, locale: question.config.locale, host: question.host });
  return sendsOn[question.url] ?? null;
};
exports.refreshRemotes = async () => {};
exports.prepare = async () => {};
`;

/** A GET with exactly these headers (fetch would set Fetch Metadata of its own). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    }).on('error', reject);
  });
}

function distWithRenderer(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'host-ssr-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dist, 'main.js'), 'console.log(1)');
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server', 'render.js'), RENDERER);
  return dist;
}

async function hostWith(env: Record<string, string>): Promise<{ server: FastifyInstance; base: string; dist: string }> {
  const config = { ...readHostConfig({ SEARCH_API_URL: 'http://127.0.0.1:9/', REMOTE_SEARCH_URL: 'http://cdn.example/search/mf-manifest.json', ...env }), distDir: distWithRenderer() };
  const server = await createHostServer(config);
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  return { server, base, dist: config.distDir };
}

/** The renderer a host loaded from `dist` (Node's own module cache, as the host server requires it). */
function loadedRenderer(dist: string): { asked: { url: string; abValue?: string; deadlineMs: number; locale: string; host?: string }[] } {
  const file = path.join(dist, 'server', 'render.js');
  return createRequire(file)(file) as { asked: { url: string; abValue?: string; deadlineMs: number; locale: string; host?: string }[] };
}

describe('server-side rendering of listing pages (issue 9)', () => {
  let server: FastifyInstance;
  let base: string;
  let dist: string;
  beforeAll(async () => ({ server, base, dist } = await hostWith({ SSR_DEADLINE_MS: '500', SSR_STATUS_WAIT_MS: '60' })));
  afterAll(() => server.close());

  it("a listing page carries the renderer's markup in #root, its head, an escaped title and its state as JSON data", async () => {
    const res = await fetch(`${base}/q/search?q=sofa`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<div id="root"><div class="shell"><h1>Ergebnisse für sofa</h1></div></div>');
    expect(html).not.toContain('class="boot"');
    expect(html).toContain('<title>Ergebnisse für „sofa“ &lt;b&gt; – Shop</title>');
    expect(html).toContain('<meta name="description" content="Sofas"></head>');
    const state = /<script type="application\/json" id="shop-ssr-state">([\s\S]*?)<\/script>/.exec(html);
    expect(state?.[1]).toBeDefined();
    // Data from the upstream cannot close the element and run as a script.
    expect(state?.[1]).not.toContain('</script>');
    expect(JSON.parse(state?.[1] ?? '').queries.queries[0].note).toBe('</script><script>alert(1)</script>');
  });

  it("is asked with the request's path, its locale, the remotes' server containers and the search API as upstream", async () => {
    const html = await fetch(`${base}/q/de-AT/search?q=echo`).then((r) => r.text());
    const said = JSON.parse(/<pre id="echo">([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? '{}');
    expect(said).toEqual({
      url: '/q/de-AT/search?q=echo',
      locale: 'de_AT',
      serverRemotes: expect.objectContaining({ search: 'http://cdn.example/search/server/remoteEntry.js' }),
      apiOrigin: 'http://127.0.0.1:9/',
      deadlineMs: 500,
    });
  });

  it("is given the request's A/B cookie (its searches send it as v, SPEC §7), and the rendered page varies by the cookie", async () => {
    const res = await fetch(`${base}/q/de-AT/search?q=echo`, { headers: { cookie: 'other=1; ab=bm25%2Cldtmulti; locale=de-AT' } });
    const said = JSON.parse(/<pre id="echo">([\s\S]*?)<\/pre>/.exec(await res.text())?.[1] ?? '{}');
    expect(said.abValue).toBe('bm25,ldtmulti');
    // The address names its locale: the A/B cookie is what a shared cache must tell apart.
    expect(res.headers.get('vary')).toMatch(/(^|, *)Cookie($|,)/i);
    const noCookie = await fetch(`${base}/q/de-AT/search?q=echo`);
    expect(JSON.parse(/<pre id="echo">([\s\S]*?)<\/pre>/.exec(await noCookie.text())?.[1] ?? '{}').abValue).toBeUndefined();
  });

  it.each(['throw', 'skip', 'hang'])('a render that does "%s" leaves the page to the browser: the shell with its placeholder', async (q) => {
    const started = Date.now();
    const html = await fetch(`${base}/q/search?q=${q}`).then((r) => r.text());
    expect(html).toContain('<div id="root"><!--SHOP_ROOT--><div class="boot"></div><noscript>');
    expect(html).not.toContain('shop-ssr-state');
    expect(html).toContain('<title>Shop</title>');
    // A renderer that never answers is not waited for past its deadline and a short grace.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it(`a render that failed for a reason that may pass is not kept by a shared cache (the next request renders again); one that would fail again is kept like the page; one whose status went out before its outcome was known, STREAMED_PAGE_KEPT_S (${STREAMED_PAGE_KEPT_S} s)`, async () => {
    const cacheControl = async (q: string) => [q, (await fetch(`${base}/q/search?q=${q}`)).headers.get('cache-control')];
    for (const q of ['throw', 'skip']) expect(await cacheControl(q)).toEqual([q, 'no-cache']);
    for (const q of ['plain', 'sofa']) expect(await cacheControl(q)).toEqual([q, 'public, max-age=300, s-maxage=300']);
    // A renderer that never answers: the page streamed, and it is the page the browser renders in the end.
    expect(await cacheControl('hang')).toEqual(['hang', `public, max-age=0, s-maxage=${STREAMED_PAGE_KEPT_S}`]);
    // A refresh the page made itself keeps its no-store.
    const byThePage = { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'document' };
    expect((await rawGet(`${base}/q/search?q=throw`, byThePage)).headers['cache-control']).toBe('no-store');
  });

  it('a page that turns out to be a redirect before its status went out is a 302 to the absolute address on the host asked (SPEC §7), kept like the page', async () => {
    const res = await fetch(`${base}/q/search?q=brand`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${base}/q/de-DE/brand/alpara?x=%22%3E%3Cscript%3Ealert(1)%3C/script%3E&y=1`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300');
    expect(await res.text()).toBe('');
    // The host the shopper asked (a proxy's forwarded host where the server trusts it), not the server's own.
    const named = await rawGet(`${base}/q/search?q=brand`, { host: 'shop.example' });
    expect(named.headers.location).toMatch(/^http:\/\/shop\.example\/q\/de-DE\/brand\/alpara\?/);
  });

  it("a redirect's target is asked where it sends the shopper before the 302 goes out: a chain that ends is sent on, one that goes round or further than REDIRECT_CHECK_HOPS is the page the browser renders, not kept", async () => {
    const renderer = loadedRenderer(dist);
    renderer.asked.length = 0;
    const chain = await fetch(`${base}/q/search?q=chain`, { redirect: 'manual', headers: { cookie: 'ab=bm25' } });
    expect(chain.status).toBe(302);
    expect(chain.headers.get('location')).toBe(`${base}/q/search?q=chain2`);
    expect(renderer.asked.map((a) => a.url)).toEqual(['/q/search?q=chain2', '/q/search?q=chain3']);
    // Asked as the page is: the shopper's variant, the page's locale, its host (whose storefront a wrong locale in
    // the target is corrected to, as this server does), within the render's deadline.
    expect(renderer.asked[0]).toMatchObject({ abValue: 'bm25', locale: 'de_DE', host: new URL(base).host });
    expect(renderer.asked[0]!.deadlineMs).toBeLessThanOrEqual(500);
    for (const q of ['round', 'far']) {
      const res = await fetch(`${base}/q/search?q=${q}`, { redirect: 'manual' });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).not.toContain('http-equiv="refresh"');
      expect(html).toContain('<div id="root"><!--SHOP_ROOT--><div class="boot"></div><noscript>');
    }
    expect(REDIRECT_CHECK_HOPS).toBe(3);
  });

  it('a redirect known only after the status went out refreshes to its address at once: nothing else loads, the address escaped', async () => {
    const res = await fetch(`${base}/q/search?q=brand-late`);
    const html = await res.text();
    expect(res.status).toBe(200);
    const href = '/q/de-DE/brand/alpara?x=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;y=1';
    expect(html).toContain(`<title>Shop</title><meta http-equiv="refresh" content="0; url=${href}"></head><body><p><a href="${href}">`);
    expect(html).toMatch(/<\/html>$/);
    // No script, style sheet or image to wait for (a refresh is followed once the document has loaded), no state.
    const rest = html.slice(html.indexOf('<title>'));
    expect(rest).not.toMatch(/<script|<link|<img/);
    expect(html).not.toContain('shop-ssr-state');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('a redirect back to the page asked for is not followed (it would refresh for ever): the browser gets the page to render', async () => {
    const html = await fetch(`${base}/q/search?q=self`).then((r) => r.text());
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).toContain('<div id="root"><!--SHOP_ROOT--><div class="boot"></div><noscript>');
  });

  it('a refresh the page made itself (Fetch Metadata: same-origin, no user activation) is not answered with another redirect: redirects that go round take one hop here', async () => {
    const byThePage = { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'document' };
    const refreshed = await rawGet(`${base}/q/search?q=brand`, byThePage);
    const html = refreshed.body;
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).toContain('<div id="root"><!--SHOP_ROOT--><div class="boot"></div><noscript>');
    // That answer is not what others get for the address: no cache keeps it.
    expect(refreshed.headers['cache-control']).toBe('no-store');
    // The shopper's own navigations — typed, a link clicked on our page, another site's link — and a client
    // without Fetch Metadata (a crawler) are sent on.
    for (const headers of [
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none', 'sec-fetch-user': '?1' },
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin', 'sec-fetch-user': '?1' },
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' },
      {} as Record<string, string>,
    ]) {
      const res = await rawGet(`${base}/q/search?q=brand`, headers);
      expect(res.headers['cache-control']).not.toBe('no-store');
      expect(res.status).toBe(302);
      const late = await rawGet(`${base}/q/search?q=brand-late`, headers);
      expect(late.body).toContain('http-equiv="refresh"');
    }
    expect((await rawGet(`${base}/q/search?q=brand-late`, byThePage)).body).not.toContain('http-equiv="refresh"');
  });

  it('a page the API says does not exist, known within the status wait, answers with the API status (404 or 410, cached like the page) and is left to the browser', async () => {
    const res = await fetch(`${base}/q/search?q=gone`);
    const gone = await res.text();
    expect(res.status).toBe(404);
    // Kept by a cache like the page at that address: links to a page that is gone do not each reach the API.
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300');
    expect(gone).toContain('<div id="root"><!--SHOP_ROOT--><div class="boot"></div><noscript>');
    expect(gone).toMatch(/<\/html>$/);
    // Its title says so, as the app's not-found page's does (a crawler and a browser without JavaScript read it).
    expect(gone).toContain('<title>Diese Seite wurde nicht gefunden – Shop</title>');
    expect(gone).not.toContain('<title>Shop</title>');
    // The API's own status: a page it says is gone for good is a 410.
    expect((await fetch(`${base}/q/search?q=removed`)).status).toBe(410);
    // A page left to the browser for another reason (a remote that failed, a 5xx that may pass) is not a 404.
    for (const q of ['skip', 'throw', 'sofa']) expect((await fetch(`${base}/q/search?q=${q}`)).status).toBe(200);
  });

  it('a HEAD gets the status a GET gets, without a body, and does not wait past the status wait', async () => {
    const head = async (q: string) => {
      const res = await fetch(`${base}/q/search?q=${q}`, { method: 'HEAD' });
      return [res.status, await res.text()] as const;
    };
    expect(await head('gone')).toEqual([404, '']);
    expect(await head('removed')).toEqual([410, '']);
    expect(await head('sofa')).toEqual([200, '']);
    const started = Date.now();
    expect(await head('hang')).toEqual([200, '']);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('one known only after its status went out (200, with the head) tells crawlers not to index it', async () => {
    const res = await fetch(`${base}/q/search?q=gone-late`);
    const gone = await res.text();
    expect(res.status).toBe(200);
    expect(gone).toContain('<meta name="robots" content="noindex"></head>');
    expect(gone).toContain('<div id="root"><!--SHOP_ROOT--><div class="boot"></div><noscript>');
    // A page left to the browser for another reason (a remote that failed, a 5xx that may pass) may be indexed.
    for (const q of ['skip', 'throw', 'sofa', 'hang']) expect(await fetch(`${base}/q/search?q=${q}`).then((r) => r.text())).not.toContain('noindex');
  });

  it('a page rendered within the status wait goes out in one piece; a render that takes longer gets its head (up to <title>) at the end of the wait, the rest when done', async () => {
    const firstChunk = (q: string) =>
      new Promise<string>((resolve, reject) => {
        get(`${base}/q/search?q=${q}`, (res) => {
          res.setEncoding('utf8');
          res.once('data', (chunk: string) => {
            resolve(chunk);
            res.destroy();
          });
        }).on('error', reject);
      });
    const whole = await firstChunk('sofa');
    expect(whole).toContain('<title>');
    expect(whole).toMatch(/<\/html>$/);
    const head = await firstChunk('hang');
    expect(head).toContain('<style id="shop-shell-css">');
    expect(head).not.toContain('<title>');
  });

  /** The first chunk the server sends for a page, and the whole answer. */
  const chunksOf = (q: string) =>
    new Promise<{ first: string; whole: string }>((resolve, reject) => {
      get(`${base}/q/search?q=${q}`, (res) => {
        res.setEncoding('utf8');
        let whole = '';
        let first: string | null = null;
        res.on('data', (chunk: string) => {
          first ??= chunk;
          whole += chunk;
        });
        res.on('end', () => resolve({ first: first ?? '', whole }));
      }).on('error', reject);
    });
  const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script defer/.exec(html)?.[1];

  it("the header paints before the API answers: a render that outlasts the status wait sends the page's frame (head, then #root opened with the header) at its end; the rest begins where the frame ends, and #root holds exactly the render's markup", async () => {
    const { first, whole } = await chunksOf('framed');
    expect(first).toContain('<style id="shop-shell-css">');
    expect(first.endsWith('<body><div id="root"><div class="shell"><header><a href="/">Shop</a></header>')).toBe(true);
    // No title yet: the meta fragment gave none, the page's own comes with the rest (after #root).
    expect(first).not.toContain('<title>');
    expect(rootOf(whole)).toBe('<div class="shell"><header><a href="/">Shop</a></header><main id="main"><h1>Sofas</h1></main><footer>Impressum</footer></div>');
    expect(whole).toMatch(/<\/div><script defer src="\/main\.js"><\/script><title>Sofas – Shop<\/title><script type="application\/json" id="shop-ssr-state">/);
    expect(whole.match(/<title>/g)).toHaveLength(1);
    // The head went out before the render's image preloads: they are not put into #root, where the browser hydrates.
    expect(whole).not.toContain('/a.jpg');
    expect(whole).toMatch(/<\/html>$/);
  });

  it("a frame sent with the meta fragment's title and description carries them in its head, and the rest no second title", async () => {
    const { first, whole } = await chunksOf('framed-titled');
    expect(first).toContain('<title>Sofas &amp; more</title>');
    expect(first).toContain('<meta name="description" content="All &quot;sofas&quot;"></head>');
    expect(whole.match(/<title>/g)).toHaveLength(1);
    expect(whole).toContain('id="shop-ssr-state"');
  });

  it("a render that does not begin with the frame the browser has is left to the browser: the frame's own end, the shell's scripts and title, no state", async () => {
    const { whole } = await chunksOf('framed-other');
    // Grey tiles in <main> until the browser renders, and the line asking for JavaScript in the page's language.
    expect(rootOf(whole)).toBe(
      '<div class="shell"><header><a href="/">Shop</a></header><main id="main"><div class="boot" aria-busy="true"><div class="boot__main">' +
        '<div class="boot__tile"></div>'.repeat(4) +
        '</div></div><noscript>Bitte aktivieren Sie JavaScript, um in unserem Shop zu suchen.</noscript></main><footer>Impressum</footer></div>',
    );
    expect(whole).not.toContain('shop-ssr-state');
    expect(whole).not.toContain('other');
    expect(whole).toMatch(/<script defer src="\/main\.js"><\/script><title>Shop<\/title>(<link [^>]*>)*<\/body>/);
  });

  it('a page the API does not know, after its frame went out: noindex after #root (kept when the browser renders #root anew), the not-found text in <main> without JavaScript', async () => {
    const { first, whole } = await chunksOf('framed-gone');
    expect(first).not.toContain('noindex');
    expect(whole).toMatch(/<main id="main"><div class="boot" aria-busy="true">.*?<\/div><\/div><noscript><style>\.boot\{display:none\}<\/style><section class="status-page" data-testid="not-found">/);
    expect(whole).not.toContain('aktivieren Sie JavaScript');
    expect(whole).toMatch(/<\/div><script defer src="\/main\.js"><\/script><title>Diese Seite wurde nicht gefunden – Shop<\/title><meta name="robots" content="noindex">(<link [^>]*>)*<\/body>/);
    expect(whole).not.toContain('shop-ssr-state');
  });

  it('a redirect known after the frame went out refreshes to its address at once: the frame closed, no script, the address escaped', async () => {
    const { whole } = await chunksOf('framed-redirect');
    const rest = whole.slice(whole.indexOf('</header>'));
    expect(rest).toBe(
      '</header><main id="main"></main><footer>Impressum</footer></div></div><title>Shop</title><meta http-equiv="refresh" content="0; url=/q/de-DE/brand/alpara?x=&quot;&gt;&lt;b&gt;"><p><a href="/q/de-DE/brand/alpara?x=&quot;&gt;&lt;b&gt;">/q/de-DE/brand/alpara?x=&quot;&gt;&lt;b&gt;</a></p></body></html>',
    );
  });

  it('a frame that takes longer than its wait, or fails, is not waited for: the head goes out alone, as without one', async () => {
    for (const q of ['framed-slowly', 'framed-failing']) {
      const { first, whole } = await chunksOf(q);
      expect([q, first.includes('<header>'), first.includes('<title>')]).toEqual([q, false, false]);
      expect(whole).toContain('<div id="root"><!--SHOP_ROOT--><div class="boot"></div><noscript>');
    }
  });

  it('preloads the entry script at low priority on a page it renders, at normal priority on one the browser renders', async () => {
    const rendered = await fetch(`${base}/q/search?q=sofa`).then((r) => r.text());
    expect(rendered).toContain('<link rel="preload" as="script" href="/main.js" fetchpriority="low">');
    // After the page's markup and state, at the end of the body: not in the early part sent before the render.
    const hint = rendered.indexOf('<link rel="preload" as="script" href="/main.js"');
    expect(hint).toBeGreaterThan(rendered.indexOf('shop-ssr-state'));
    expect(hint).toBeGreaterThan(rendered.indexOf('</head>'));
    expect(rendered.slice(hint)).toMatch(/^<link[^>]*>(?:<link[^>]*>)*<\/body>/);
    // A render that is given up sends the page the browser renders, with its hints all the same.
    const skipped = await fetch(`${base}/q/search?q=skip`).then((r) => r.text());
    expect(skipped).toContain('<link rel="preload" as="script" href="/main.js" fetchpriority="low">');
    const asked = await fetch(`${base}/q/search?q=sofa`, { headers: { 'x-shop-render': 'client' } });
    const html = await asked.text();
    expect(html).toContain('<link rel="preload" as="script" href="/main.js">');
    expect(html.indexOf('<link rel="preload" as="script" href="/main.js">')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('class="boot"');
    expect(asked.headers.get('cache-control')).toBe('no-store');
  });

  it("every page carries the shell's and the ui-kit's CSS in the early part of its head, rendered here or in the browser", async () => {
    const pages = [
      await fetch(`${base}/q/search?q=sofa`).then((r) => r.text()),
      await fetch(`${base}/q/search?q=sofa`, { headers: { 'x-shop-render': 'client' } }).then((r) => r.text()),
      await fetch(`${base}/no/such/page`).then((r) => r.text()),
    ];
    for (const html of pages) {
      for (const [id, css] of PAGE_CSS) {
        // The ui-kit's named by its hash (the same source here: the remote's CSS is the host's copy).
        const named = id === UI_KIT_CSS_ID ? ` data-css-hash="${cssHash(css)}"` : '';
        const at = html.indexOf(`<style id="${id}"${named}>${css}</style>`);
        expect(at).toBeGreaterThan(-1);
        expect(at).toBeLessThan(html.indexOf('<title>'));
      }
    }
    expect(PAGE_CSS.map(([, css]) => css.length).every((length) => length > 1000)).toBe(true);
  });

  it('pages that list nothing (404) are not rendered on the server', async () => {
    const res = await fetch(`${base}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('class="boot"');
  });
});

describe('CANONICAL_ORIGINS', () => {
  let server: FastifyInstance;
  let base: string;
  beforeAll(async () => ({ server, base } = await hostWith({ SSR_DEADLINE_MS: '500', CANONICAL_ORIGINS: 'https://www.shop.de, https://www.shop.pl/' })));
  afterAll(() => server.close());
  const canonicalOriginFor = async (host: string | null) => {
    const { body } = await rawGet(`${base}/q/search?q=echo`, host === null ? {} : { host });
    return JSON.parse(/<pre id="echo">([\s\S]*?)<\/pre>/.exec(body)?.[1] ?? '{}').canonicalOrigin;
  };

  it("a redirect's 302 is absolute on the listed public origin of the host asked; with none listed, on the Host header, never on a forwarded host a cache does not key on", async () => {
    expect((await rawGet(`${base}/q/search?q=brand`, { host: 'www.shop.pl' })).headers.location).toMatch(/^https:\/\/www\.shop\.pl\/q\/de-DE\/brand\/alpara\?/);
    const proxied = await hostWith({ SSR_DEADLINE_MS: '500', TRUST_PROXY_HOPS: '1' });
    try {
      const res = await rawGet(`${proxied.base}/q/search?q=brand`, { host: 'www.shop.at', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
      expect(res.status).toBe(302);
      expect(res.headers.location).toMatch(/^https:\/\/www\.shop\.at\/q\/de-DE\/brand\/alpara\?/);
    } finally {
      await proxied.server.close();
    }
  });

  it("the renderer is given the listed public origin whose host name the request was made to (any case): the page's canonical link is absolute on it", async () => {
    expect(await canonicalOriginFor('www.shop.de')).toBe('https://www.shop.de');
    expect(await canonicalOriginFor('WWW.Shop.PL')).toBe('https://www.shop.pl');
  });

  it('a host name the list does not have (a Host header a client chose, the server\'s own address) gets none: the link stays relative', async () => {
    expect(await canonicalOriginFor('evil.example')).toBeUndefined();
    expect(await canonicalOriginFor('www.shop.de.evil.example')).toBeUndefined();
    expect(await canonicalOriginFor('www.shop.de:8443')).toBeUndefined();
    expect(await canonicalOriginFor(null)).toBeUndefined();
  });

  it('none by default; an entry that is not an http(s) origin stops the server at start', () => {
    expect(readHostConfig({}).canonicalOrigins).toEqual([]);
    expect(() => readHostConfig({ CANONICAL_ORIGINS: 'www.shop.de' })).toThrow(/CANONICAL_ORIGINS/);
    expect(() => readHostConfig({ CANONICAL_ORIGINS: 'ftp://www.shop.de' })).toThrow(/CANONICAL_ORIGINS/);
  });
});

describe('SSR_STATUS_WAIT_MS=0', () => {
  it('sends the status and head at once: a page the API does not know is a 200 marked noindex', async () => {
    const { server, base } = await hostWith({ SSR_STATUS_WAIT_MS: '0' });
    try {
      const res = await fetch(`${base}/q/search?q=gone`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<meta name="robots" content="noindex"></head>');
    } finally {
      await server.close();
    }
  });
});

describe('SSR=off', () => {
  it('sends the shell for the browser to render, as before', async () => {
    const { server, base } = await hostWith({ SSR: 'off' });
    try {
      const html = await fetch(`${base}/q/search?q=sofa`).then((r) => r.text());
      expect(html).toContain('class="boot"');
      expect(html).not.toContain('shop-ssr-state');
    } finally {
      await server.close();
    }
  });
});

describe('server rendering configuration', () => {
  it('renders within 1000 ms by default; SSR_DEADLINE_MS sets the deadline; SSR=off turns it off', () => {
    expect(readHostConfig({}).ssrDeadlineMs).toBe(1000);
    expect(readHostConfig({ SSR_DEADLINE_MS: '250' }).ssrDeadlineMs).toBe(250);
    expect(readHostConfig({ SSR: 'off' }).ssrDeadlineMs).toBeNull();
  });

  it("waits 400 ms for each of a page's other parts by default; SSR_PART_WAIT_MS sets it, a bad value keeps the default", () => {
    expect(readHostConfig({}).ssrPartWaitMs).toBe(400);
    expect(readHostConfig({ SSR_PART_WAIT_MS: '2000' }).ssrPartWaitMs).toBe(2000);
    expect(readHostConfig({ SSR_PART_WAIT_MS: '-5' }).ssrPartWaitMs).toBe(400);
  });

  it('holds the status and head 200 ms for the render by default; SSR_STATUS_WAIT_MS sets it, 0 sends them at once, a bad value keeps the default', () => {
    expect(readHostConfig({}).ssrStatusWaitMs).toBe(200);
    expect(readHostConfig({ SSR_STATUS_WAIT_MS: '350' }).ssrStatusWaitMs).toBe(350);
    expect(readHostConfig({ SSR_STATUS_WAIT_MS: '0' }).ssrStatusWaitMs).toBe(0);
    expect(readHostConfig({ SSR_STATUS_WAIT_MS: 'soon' }).ssrStatusWaitMs).toBe(200);
  });

  it("a remote's server container sits beside its manifest, wherever the remote is deployed", () => {
    expect(serverEntryUrl('https://cdn.example/search/v3/mf-manifest.json')).toBe('https://cdn.example/search/v3/server/remoteEntry.js');
    expect(serverEntryUrl('http://localhost:3001/mf-manifest.json')).toBe('http://localhost:3001/server/remoteEntry.js');
  });
});

describe('the page HTML around a server-rendered page', () => {
  const shell = TEMPLATE.replace('<!--SHOP_PRELOADS-->', '<link rel="modulepreload" href="/main.js">');

  it('is cut before <title>: charset and preloads go out at once, everything that depends on the render after', () => {
    const cut = earlyPartLength(shell);
    expect(shell.slice(0, cut)).toContain('<link rel="modulepreload" href="/main.js">');
    expect(shell.slice(cut).startsWith('<title>')).toBe(true);
    const page = withServerRenderedPage(shell, { html: '<p>x</p>', head: '', title: 'T', state: {} });
    // What was sent early is unchanged by the render.
    expect(page.slice(0, cut)).toBe(shell.slice(0, cut));
  });

  it('a title or markup with "$&" or "$1" is inserted as it is (no replacement patterns)', () => {
    const page = withServerRenderedPage(shell, { html: '<p>$& $1</p>', head: '<style>$`</style>', title: "$' – Shop", state: {} });
    expect(page).toContain('<div id="root"><p>$& $1</p></div>');
    expect(page).toContain("<title>$' – Shop</title>");
    expect(page).toContain('<style>$`</style></head>');
  });
});

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, type LogEntry } from '@shop/api-client';
import type { FastifyInstance } from 'fastify';
import { createHostServer, type HostServerOptions } from '../server/app';
import { readHostConfig } from '../server/config';
import { SUPPORTED_LOCALES } from '@shop/market';
import { configScript, inlineJson, renderShell, scriptHash, withNotFoundNoScript, withNotFoundPage } from '../server/html';
import { noScriptText } from '../server/noScript';
import { EARLY_TAPS_SCRIPT } from '../src/shell/earlyTaps';
import { SEEN_ROWS_SCRIPT } from '../src/shell/seenRows';

const TEMPLATE = '<!doctype html><html lang="de-DE"><head><!--SHOP_CONFIG--></head><body><div id="root"><noscript>Please enable JavaScript to search our shop.</noscript></div></body></html>';

let server: FastifyInstance;
let upstream: http.Server;
let base: string;
const upstreamSeen: string[] = [];
const logged: LogEntry[] = [];

function listen(s: http.Server): Promise<string> {
  return new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    upstreamSeen.push(`${req.method} ${req.url}`);
    if (req.url?.includes('slow=1')) return; // never answers
    if (req.url?.includes('to=marketplace')) return void res.writeHead(302, { location: 'https://marketplace.example/sale' }).end();
    if (req.url?.includes('to=elsewhere')) return void res.writeHead(302, { location: 'https://evil.example/sale' }).end();
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ ok: true, url: req.url }));
  });
  const upstreamUrl = await listen(upstream);
  const dist = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dist, 'main.js'), 'console.log(1)');
  writeFileSync(path.join(dist, '123.abcdef0123.js'), 'console.log(2)');
  const config = {
    ...readHostConfig({
      SEARCH_API_URL: `${upstreamUrl}/`,
      REMOTE_SEARCH_URL: 'http://cdn.example/search/mf-manifest.json',
      PRODUCT_PAGE_URL: 'https://www.shop.example/',
      ALLOWED_REDIRECT_HOSTS: 'marketplace.example',
    }),
    distDir: dist,
    upstreamTimeoutMs: 300,
  };
  server = await createHostServer(config, { logger: createLogger({ level: 'warn', sink: (entry) => logged.push(entry) }) });
  base = await server.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await server.close();
  upstream.closeAllConnections();
  upstream.close();
});

const get = (p: string, headers: Record<string, string> = {}) => fetch(`${base}${p}`, { headers, redirect: 'manual' });

describe('host server', () => {
  it('answers an unmatched route with HTTP 404 and the shell (SPEC §2)', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root">');
  });

  it("answers an unmatched route with the not-found page for a browser without JavaScript, in the page's language", async () => {
    const html = await (await get('/no/such/page', { 'accept-language': 'pl-PL' })).text();
    expect(html).toContain('<noscript><style>.boot{display:none}</style><main><section class="status-page" data-testid="not-found">');
    expect(html).toContain('<h1>Nie znaleziono tej strony</h1>');
    expect(await (await get('/q/search?q=x', { 'accept-language': 'pl-PL' })).text()).not.toContain('data-testid="not-found"');
  });

  it('DESIGN scale: a page whose locale comes from the request varies by Accept-Language and Cookie; one whose address names it does not', async () => {
    const fromRequest = (await get('/q/search?q=sofa')).headers.get('vary') ?? '';
    expect(fromRequest).toMatch(/accept-language/i);
    expect(fromRequest).toMatch(/cookie/i);
    expect((await get('/q/pl-PL/search?q=sofa')).headers.get('vary') ?? '').not.toMatch(/accept-language/i);
  });

  it('§9 gridboxes are a cacheable prefix: the host, not the upstream, sets their cache lifetime', async () => {
    const plain = await get('/q/api/gridboxes/DE/de');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=1800, s-maxage=1800');
    const withIds = await get('/q/api/gridboxes/DE/de?ids=1,2&version=2');
    expect(withIds.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300');
  });

  it('answers a failed validity check with 404', async () => {
    expect((await get('/evaluation/de-DE/x/1')).status).toBe(404);
  });

  it('serves matched routes with the runtime config and lang from the route locale', async () => {
    const res = await get('/q/pl-PL/search?q=sofa');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="pl-PL"');
    expect(html).toContain('"search":"http://cdn.example/search/mf-manifest.json"');
    expect(html).toContain('"locale":"pl_PL"');
  });

  it('sends a Content-Security-Policy allowing only our scripts, the remotes and the inline config by its hash', async () => {
    const res = await get('/q/search');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('http://cdn.example');
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('nonce-');
    const html = await res.text();
    const script = /<script>(window\.__SHOP_CONFIG__=[^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toBe('');
    expect(csp).toContain(scriptHash(script));
    // Every inline script of the page is allowed by its hash (the capture of taps made before the page is live too).
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toContain(EARLY_TAPS_SCRIPT);
    expect(inline).toContain(SEEN_ROWS_SCRIPT);
    for (const source of inline) expect(csp).toContain(scriptHash(source));
  });

  it("switches the storefront without JavaScript: the header's form goes to the same page in the chosen storefront, with its cookie (SPEC §4)", async () => {
    const res = await get(`/locale?to=pl_PL&from=${encodeURIComponent('/q/search?q=sofa&brand=a')}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/q/pl-PL/search?q=sofa&brand=a');
    expect(res.headers.get('set-cookie')).toMatch(/^locale=pl_PL; path=\/; max-age=\d+; samesite=lax$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const category = await get(`/locale?to=de_AT&from=${encodeURIComponent('/h/de-DE/mobel/c4')}`);
    expect(category.headers.get('location')).toBe('/h/de-AT/mobel/c4');
    // The home page has no locale form: it stays, and the cookie gives it the language.
    expect((await get('/locale?to=fr_CH&from=%2F')).headers.get('location')).toBe('/');
  });

  it.each([
    ['https://evil.example/x', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example/x', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    ['/.//evil.example/x', '/'],
    ['/x/..//evil.example', '/'],
    ['/%2e//evil.example', '/'],
  ])('never leads off the shop: from=%j goes to %s', async (from, location) => {
    const res = await get(`/locale?to=pl_PL&from=${encodeURIComponent(from)}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(location);
  });

  it('a storefront it does not have changes nothing: back to the page, no cookie', async () => {
    const res = await get(`/locale?to=xx_XX&from=${encodeURIComponent('/q/search?q=sofa')}`);
    expect(res.headers.get('location')).toBe('/q/search?q=sofa');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('resolves the locale from Accept-Language when the route has none', async () => {
    const html = await (await get('/q/search', { 'Accept-Language': 'fr-CH,fr;q=0.9' })).text();
    expect(html).toContain('<html lang="fr-CH"');
  });

  it('warns "Can not determine locale" and "No locale found, use default" when nothing names a locale (SPEC §8)', async () => {
    logged.length = 0;
    const html = await (await get('/q/search')).text();
    expect(html).toContain('<html lang="de-DE"');
    expect(logged.map((e) => [e.level, e.message])).toEqual([
      ['warn', 'Can not determine locale'],
      ['warn', 'No locale found, use default'],
    ]);
    expect(logged[0]?.extra).toMatchObject({ path: '/q/search' });
    logged.length = 0;
    await get('/q/search', { 'Accept-Language': 'pl-PL' });
    expect(logged).toEqual([]);
  });

  it('never lets configuration values break out of the inline script', () => {
    const json = inlineJson({ remotes: { search: 'http://x/</script><script>alert(1)</script>' } });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ remotes: { search: 'http://x/</script><script>alert(1)</script>' } });
  });

  it('redirects a wrong locale in the URL with 301', async () => {
    const res = await get('/q/de-de/search?q=x');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/q/de-DE/search?q=x');
  });

  it("SPEC §2, §4: corrects a wrong locale within the storefront the host name stands for (a Polish domain's is pl-PL, not the German storefront); without one, to the language's own market", async () => {
    const on = (p: string, host: string) =>
      new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        http.get(`${base}${p}`, { headers: { host } }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        }).on('error', reject);
      });
    expect(await on('/q/xx-XX/search?q=x', 'www.shop.pl')).toEqual({ status: 301, location: '/q/pl-PL/search?q=x' });
    expect(await on('/h/fr/jardin/c12', 'fr.shop.ch')).toEqual({ status: 301, location: '/h/fr-CH/jardin/c12' });
    expect(await on('/q/en-US/search', 'localhost')).toEqual({ status: 301, location: '/q/en-GB/search' });
    // A right locale of another storefront is left as it is.
    expect((await on('/q/de-DE/search?q=x', 'www.shop.pl')).status).toBe(200);
  });

  it('redirects a wrong locale in a route alias with 301, as in a primary route', async () => {
    const res = await get('/c/en-DE/lampen/a1?q=x');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/c/de-DE/lampen/a1?q=x');
  });

  it('redirects an invalid category id to search with 302', async () => {
    const res = await get('/h/garden-chairs/zz');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/q/search?q=garden+chairs');
  });

  it('serves /robots.txt keeping crawlers out of the evaluation tool and nothing else', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).trim().split('\n');
    expect(lines).toEqual(['User-agent: *', 'Disallow: /evaluation']);
  });

  it('tells crawlers not to index the evaluation tool, nor a page asked for as an embed (isEmbedded=true), and nothing else', async () => {
    const tag = async (p: string) => (await get(p)).headers.get('x-robots-tag');
    expect(await tag('/evaluation')).toBe('noindex');
    expect(await tag('/evaluation/instructions/de-DE')).toBe('noindex');
    expect(await tag('/q/search?q=sofa&isEmbedded=true')).toBe('noindex');
    expect(await tag('/h/moebel/c4?isEmbedded=true&brand=x')).toBe('noindex');
    // The page reads the first value of a repeated parameter: this one is not embedded.
    expect(await tag('/q/search?q=sofa&isEmbedded=false&isEmbedded=true')).toBeNull();
    expect(await tag('/q/search?q=sofa&isEmbedded=false')).toBeNull();
    expect(await tag('/q/search?q=sofa')).toBeNull();
    expect(await tag('/h/moebel/c4?brand=x&sort=price-asc')).toBeNull();
    expect(await tag('/')).toBeNull();
  });

  it('sends SPEC §9 cache headers for pages', async () => {
    expect((await get('/h/garden/c12')).headers.get('cache-control')).toBe('public, max-age=1800, s-maxage=1800');
    expect((await get('/h/garden/c12?brand=x')).headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300');
  });

  it('serves unhashed entries no-cache and hashed chunks immutable', async () => {
    expect((await get('/main.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/123.abcdef0123.js')).headers.get('cache-control')).toContain('immutable');
  });

  it('proxies /q/api, /t and /n to the search API', async () => {
    const res = await get('/q/api/search?q=sofa');
    expect(await res.json()).toEqual({ ok: true, url: '/q/api/search?q=sofa' });
    await get('/n/header?pageId=1');
    expect(upstreamSeen).toContain('GET /n/header?pageId=1');
    const post = await fetch(`${base}/t/piq/request`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(post.status).toBe(200);
  });

  it('answers 504 with a JSON error when the search API is too slow', async () => {
    const res = await get('/q/api/search?slow=1');
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ code: 504 });
  });

  it('sends product pages to the product-detail service when one is configured', async () => {
    const res = await get('/p/de-DE/alpara-sofa/103426?x=1');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://www.shop.example/p/de-DE/alpara-sofa/103426?x=1');
  });

  it('serves the runtime config at /config.json', async () => {
    const config = await (await get('/config.json')).json();
    expect(config.remotes.search).toBe('http://cdn.example/search/mf-manifest.json');
    expect(config.apiBaseUrl).toBe('/');
  });
});

describe('HTML shell', () => {
  it('sets lang whether or not the built template quotes it', () => {
    const config = { remotes: { search: '', category: '', evaluation: '' }, apiBaseUrl: '/', locale: 'pl_PL', allowedRedirectHosts: [], remoteTimeoutMs: 2000, adTimeoutMs: 300, embedAllowedOrigins: [] };
    expect(renderShell('<html lang=de-DE><head>', config)).toBe('<html lang="pl-PL"><head>');
    expect(renderShell('<html lang="de-DE"><head><!--SHOP_PRELOADS--><!--SHOP_CONFIG-->', config, '<link rel="preload">')).toContain('<link rel="preload"><script>window.__SHOP_CONFIG__=');
  });

  it("names the script where the texts' is not the language's default: the Serbian page is sr-Latn-RS (sr-RS is Cyrillic)", () => {
    const config = { remotes: { search: '', category: '', evaluation: '' }, apiBaseUrl: '/', locale: 'sr_RS', allowedRedirectHosts: [], remoteTimeoutMs: 2000, adTimeoutMs: 300, embedAllowedOrigins: [] };
    expect(renderShell('<html lang=de-DE><head>', config)).toBe('<html lang="sr-Latn-RS"><head>');
  });

  it('tells a browser without JavaScript in the page\'s language, for every supported locale', () => {
    const config = { remotes: { search: '', category: '', evaluation: '' }, apiBaseUrl: '/', locale: 'pl_PL', allowedRedirectHosts: [], remoteTimeoutMs: 2000, adTimeoutMs: 300, embedAllowedOrigins: [] };
    const template = '<body><div id="root"><!--SHOP_ROOT--><noscript>Please enable JavaScript to search our shop.</noscript><!--/SHOP_ROOT--></div>';
    expect(renderShell(template, config)).toContain('<noscript>Włącz JavaScript, aby wyszukiwać w naszym sklepie.</noscript>');
    const english = noScriptText('en_GB');
    for (const locale of SUPPORTED_LOCALES) {
      const text = noScriptText(locale);
      expect(text.length).toBeGreaterThan(20);
      // Only the English storefronts get the English line.
      if (locale.startsWith('en_')) expect(text).toBe(english);
      else expect(text).not.toBe(english);
      expect(renderShell(template, { ...config, locale })).toContain(`<noscript>${text}</noscript>`);
    }
    expect(noScriptText('xx_XX')).toBe(english);
  });

  it("shows a browser without JavaScript the not-found page in the page's language on a page that does not exist, for every supported locale", () => {
    const config = { remotes: { search: '', category: '', evaluation: '' }, apiBaseUrl: '/', locale: 'pl_PL', allowedRedirectHosts: [], remoteTimeoutMs: 2000, adTimeoutMs: 300, embedAllowedOrigins: [] };
    const template = '<body><div id="root"><!--SHOP_ROOT--><div class="boot"></div><noscript>Please enable JavaScript to search our shop.</noscript><!--/SHOP_ROOT--></div>';
    const hostTexts = (locale: string) =>
      (JSON.parse(readFileSync(path.join(__dirname, '../../../packages/market/src/i18n/resources', locale, 'host.json'), 'utf8')) as { notFound: { title: string; hint: string; home: string } }).notFound;
    const english = hostTexts('en_GB');
    for (const locale of SUPPORTED_LOCALES) {
      const page = withNotFoundNoScript(renderShell(template, { ...config, locale }), locale);
      const { title, home } = hostTexts(locale);
      const noScript = /<noscript>(.*)<\/noscript>/.exec(page)?.[1] ?? '';
      expect(noScript).toContain(`<h1>${title.replace(/&/g, '&amp;')}</h1>`);
      expect(noScript).toContain(`<a class="button" href="/">${home.replace(/&/g, '&amp;')}</a>`);
      // The boot placeholder's grey tiles would stand above it for ever.
      expect(noScript).toContain('<style>.boot{display:none}</style>');
      expect(page).not.toContain(noScriptText(locale));
      if (!locale.startsWith('en_')) expect(title).not.toBe(english.title);
    }
    expect(withNotFoundNoScript(renderShell(template, { ...config, locale: 'de_DE' }), 'xx_XX')).toContain(`<h1>${english.title}</h1>`);
  });

  it('an unmatched address reads as the not-found page before any script has come: under the boot bar in place of the grey tiles, and as the title, in every supported locale', () => {
    const config = { remotes: { search: '', category: '', evaluation: '' }, apiBaseUrl: '/', locale: 'pl_PL', allowedRedirectHosts: [], remoteTimeoutMs: 2000, adTimeoutMs: 300, embedAllowedOrigins: [] };
    // The host's own template, as the build fills its title.
    const template = readFileSync(path.join(__dirname, '../src/index.html'), 'utf8').replace(/<%= htmlWebpackPlugin\.options\.title %>/g, 'Shop');
    const hostTexts = (locale: string) =>
      JSON.parse(readFileSync(path.join(__dirname, '../../../packages/market/src/i18n/resources', locale, 'host.json'), 'utf8')) as { shopName: string; notFound: { title: string; home: string } };
    const html = (text: string) => text.replace(/&/g, '&amp;');
    for (const locale of SUPPORTED_LOCALES) {
      const page = withNotFoundPage(renderShell(template, { ...config, locale }), locale);
      const { shopName, notFound } = hostTexts(locale);
      // The title the app gives its not-found page (pageTitle: heading – shop name).
      expect(page).toContain(`<title>${html(notFound.title)} – ${html(shopName)}</title>`);
      const root = /<!--SHOP_ROOT-->([\s\S]*)<!--\/SHOP_ROOT-->/.exec(page)?.[1] ?? '';
      expect(root).toMatch(new RegExp(`^\\s*<div class="boot"><div class="boot__bar">.*?</div><main class="shell__main"><section class="status-page" data-testid="not-found">`));
      expect(root).toContain(`<h1>${html(notFound.title)}</h1>`);
      expect(root).toContain(`<a class="button" href="/">${html(notFound.home)}</a>`);
      // Nothing left that says the page is still loading, nor the line asking for JavaScript.
      expect(root).not.toMatch(/boot__tile|aria-busy|<noscript/);
    }
  });

  it('inlines exactly the scripts whose hashes the policy allows', () => {
    const config = { remotes: { search: '', category: '', evaluation: '' }, apiBaseUrl: '/', locale: 'de_DE', allowedRedirectHosts: [], remoteTimeoutMs: 2000, adTimeoutMs: 300, embedAllowedOrigins: [] };
    expect(renderShell('<!--SHOP_CONFIG-->', config)).toBe(`<script>${configScript(config)}</script><script>${EARLY_TAPS_SCRIPT}</script><script>${SEEN_ROWS_SCRIPT}</script>`);
    expect(scriptHash('x')).toBe("'sha256-LXEWQrcmsEQBYnyp+6wy9chTD7GQPMTbAiWHF5IaSIE='");
  });
});

describe('bad addresses get a clear answer, never a 500', () => {
  it.each([
    '/%',
    '/%E0%A4%A',
    '/q/%ZZ/search',
    '/h/../../etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/package.json',
    `/q/search?q=${'x'.repeat(5000)}`,
    '/q/search?__proto__[polluted]=1&constructor[prototype][x]=1',
    '/q/search?offset=-1&offset=abc&fetchsize=99999',
    '/h/%00/c1',
    '//evil.example/path',
    '/q/de-DE/search/../../../../',
  ])('%s', async (p) => {
    const res = await get(p);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('location') ?? '').not.toMatch(/^\/\/|^https?:/);
    const body = await res.text();
    expect(body).not.toContain('root:x:0');
    expect(body).not.toMatch(/at .*\(.*\.ts:\d+/);
  });
});

describe('a page address whose percent-encoding is not UTF-8 is repaired, not refused', () => {
  it('a legacy Latin-1 link is sent on to its UTF-8 address, once, and that address is the page', async () => {
    const res = await get('/h/M%F6bel/c4?sort=price-asc');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/h/M%C3%B6bel/c4?sort=price-asc');
    const page = await get(res.headers.get('location') ?? '');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it.each([
    ['/%', '/%25'],
    ['/%E0%A4%A', '/%C3%A0%C2%A4%25A'],
    ['/q/%ZZ/search', '/q/%25ZZ/search'],
  ])('%s → %s', async (asked, location) => {
    const res = await get(asked);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(location);
  });

  it('never sends anyone to another origin: a protocol-relative target is refused before it is repaired', async () => {
    const res = await get('//evil.example/%FF');
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it("SPEC §7, DESIGN one URL rule: the API's redirect to a host in ALLOWED_REDIRECT_HOSTS reaches the browser as a redirect answer it can read; one to any other host is a 502", async () => {
    const allowed = await get('/q/api/search?q=x&to=marketplace');
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ type: 'redirect', redirectURL: 'https://marketplace.example/sale' });
    const other = await get('/q/api/search?q=x&to=elsewhere');
    expect(other.status).toBe(502);
    expect(other.headers.get('location')).toBeNull();
  });

  it('the API is answered at its repaired path, without a redirect its client would not follow', async () => {
    const res = await get('/q/api/search?q=x');
    expect(res.status).toBe(200);
    const bad = await get('/q/api/category/M%F6bel/c4');
    expect(bad.status).not.toBe(301);
    expect(upstreamSeen).toContain('GET /q/api/category/M%C3%B6bel/c4');
  });
});

describe('host server configuration (SPEC §9)', () => {
  it('gives the browser a sponsored-ads timeout of 300 ms by default, and the one AD_TIMEOUT_MS sets', () => {
    expect(readHostConfig({}).adTimeoutMs).toBe(300);
    expect(readHostConfig({ AD_TIMEOUT_MS: '4000' }).adTimeoutMs).toBe(4000);
  });

  it('SPEC §9: the server HTTP timeout defaults to 5000 ms, and UPSTREAM_TIMEOUT_MS sets another', () => {
    expect(readHostConfig({}).upstreamTimeoutMs).toBe(5000);
    expect(readHostConfig({ UPSTREAM_TIMEOUT_MS: '1200' }).upstreamTimeoutMs).toBe(1200);
  });

  it('DESIGN embedding: EMBED_ALLOWED_ORIGINS takes http(s) origins only (they become message targets and frame-ancestors)', () => {
    expect(readHostConfig({ EMBED_ALLOWED_ORIGINS: 'https://www.storefront.example/page, http://localhost:8080' }).embedAllowedOrigins).toEqual([
      'https://www.storefront.example',
      'http://localhost:8080',
    ]);
    for (const origin of ['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd']) {
      expect(() => readHostConfig({ EMBED_ALLOWED_ORIGINS: origin })).toThrow(/EMBED_ALLOWED_ORIGINS/);
    }
  });
});

/** A host server of its own (its API is not there), for a test that adds a route or middleware to it. */
async function ownHost(options: HostServerOptions = {}): Promise<FastifyInstance> {
  const dist = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  const config = { ...readHostConfig({ SEARCH_API_URL: 'http://127.0.0.1:9/' }), distDir: dist };
  return createHostServer(config, { logger: createLogger({ level: 'error', sink: () => undefined }), ...options });
}

describe('host server errors (SPEC §8)', () => {
  it('SPEC §8: an error with no status code answers status 500', async () => {
    const app = await ownHost();
    app.log.level = 'silent';
    app.get('/test/fails', async () => {
      throw new Error('no status code');
    });
    try {
      const at = await app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${at}/test/fails`, { redirect: 'manual' });
      expect(res.status).toBe(500);
      expect(await res.text()).toBe('Internal server error');
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      await app.close();
    }
  });
});

describe('host server route middleware (SPEC §5, §8)', () => {
  it('answers a page whose route names an unknown middleware with 500 and "Unknown middleware" plus its name', async () => {
    const app = await ownHost({ pageMiddleware: { search: ['locale', 'geoFence'] } });
    try {
      const at = await app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${at}/q/de-DE/search?q=sofa`, { redirect: 'manual' });
      expect(res.status).toBe(500);
      expect(await res.text()).toBe('Unknown middleware geoFence');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect((await fetch(`${at}/q/brand/b1`, { redirect: 'manual' })).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

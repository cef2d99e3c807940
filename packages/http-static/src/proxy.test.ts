import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createApiProxy, createBaseApp, proxiedKind } from './index';
import { ANSWER_VARIES_ON, mergeVary } from './proxy';

/** A fake search API that records what reaches it and answers as each test needs. */
interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  closedEarly: boolean;
}

let upstream: http.Server;
let upstreamUrl: string;
let attacker: http.Server;
let attackerHits = 0;
let attackerUrl: string;
const seen: Seen[] = [];
let app: FastifyInstance;
let base: string;
let cachingApp: FastifyInstance;
let cachingBase: string;
let cachingProxy: ReturnType<typeof createApiProxy>;
/** The server's reads, for a page asked for at the caching proxy's own host (as its browser reads are). */
const serverFetch = (input: string, init?: RequestInit) => cachingProxy.fetchAt(new URL(cachingBase).host)(input, init);
let defaultsApp: FastifyInstance;
let defaultsBase: string;

const TIMEOUT_MS = 600;
const MAX_BYTES = 4096;

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const entry: Seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, closedEarly: false };
    seen.push(entry);
    res.on('close', () => {
      if (!res.writableFinished) entry.closedEarly = true;
    });
    const url = new URL(req.url ?? '/', 'http://x');
    const mode = url.searchParams.get('mode');
    if (mode === 'hang') return;
    if (mode === 'trickle') {
      res.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => res.write(' '), 50);
      res.on('close', () => clearInterval(timer));
      return;
    }
    if (mode === 'huge-declared') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(MAX_BYTES * 10) });
      res.write('{');
      return;
    }
    if (mode === 'huge-chunked') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('x'.repeat(MAX_BYTES * 3));
      return;
    }
    if (mode === 'redirect-out') {
      res.writeHead(302, { location: 'https://evil.example/q/search' });
      res.end();
      return;
    }
    if (mode === 'exact-declared') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(MAX_BYTES) });
      res.end('x'.repeat(MAX_BYTES));
      return;
    }
    if (mode === 'over-default-declared') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(8 * 1024 * 1024 + 1) });
      res.write('{');
      return;
    }
    if (mode === 'not-modified') {
      res.writeHead(304, { etag: '"v1"' });
      res.end();
      return;
    }
    if (mode === 'failing' || mode === 'throttled' || mode === 'timed-out' || mode === 'gone') {
      // A service that says its failure may be kept (a misconfigured error page, a CDN's default).
      const status = mode === 'failing' ? 503 : mode === 'throttled' ? 429 : mode === 'timed-out' ? 408 : 410;
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600', expires: 'Thu, 01 Jan 2099 00:00:00 GMT', 'retry-after': '5' });
      res.end('{"error":"down"}');
      return;
    }
    if (mode === 'bad-request') {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end('{"error":"bad request"}');
      return;
    }
    if (mode === 'redirect-allowed') {
      res.writeHead(302, { location: 'https://marketplace.example/sale?from=search' });
      res.end();
      return;
    }
    if (mode === 'redirect-other-origin') {
      res.writeHead(302, { location: `${attackerUrl}/api/q/api/search?q=sofa` });
      res.end();
      return;
    }
    if (mode === 'redirect-double-slash') {
      res.writeHead(302, { location: `${upstreamUrl}/api//evil.example/q/search` });
      res.end();
      return;
    }
    if (mode === 'redirect-in') {
      res.writeHead(301, { location: `${upstreamUrl}/api/q/api/search?q=sofa` });
      res.end();
      return;
    }
    if (mode === 'private') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'private, max-age=60' });
      res.end('{"mine":true}');
      return;
    }
    if (mode === 'slow' || mode === 'slow-private') {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': mode === 'slow' ? 'public, max-age=60' : 'private, max-age=60', vary: 'Accept-Encoding' });
        res.end(JSON.stringify({ url: req.url, answered: seen.length, padding: 'x'.repeat(2048) }));
      }, 300);
      return;
    }
    if (mode === 'big-public') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' });
      // Past the micro-cache's entry size (512 KiB), in chunks, with no declared length.
      for (let i = 0; i < 10; i++) res.write(i === 0 ? '["' : 'y'.repeat(64 * 1024));
      res.end('"]');
      return;
    }
    if (mode === 'gzip-bomb') {
      // A few hundred bytes that decode to 64 KiB: far past the caching proxy's size cap (MAX_BYTES).
      const body = zlib.gzipSync(JSON.stringify({ bomb: ' '.repeat(64 * 1024) }));
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60', vary: 'Accept-Encoding', 'content-encoding': 'gzip', 'content-length': String(body.length) });
      res.end(body);
      return;
    }
    if (mode === 'aged' || mode === 'aged-out') {
      // Kept by an upstream cache (a CDN in front of the search service) for 40 s, or past its 60 s.
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60', age: mode === 'aged' ? '40' : '61' });
      res.end('{"aged":true}');
      return;
    }
        if (mode === 'vary-language') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60', vary: 'Accept-Language' });
      res.end(JSON.stringify({ language: req.headers['accept-language'] ?? null }));
      return;
    }
    if (mode === 'gzip') {
      const body = zlib.gzipSync(JSON.stringify({ packed: true }));
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60', vary: 'Accept-Encoding', 'content-encoding': 'gzip', 'content-length': String(body.length) });
      res.end(body);
      return;
    }
    if (url.pathname.endsWith('/n/header')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<nav><script>window.pwned=1</script><a href="/h/c1">Garden</a></nav>');
      return;
    }
    res.writeHead(200, {
      'content-type': 'application/json',
      'set-cookie': 'session=stolen; Path=/',
      'access-control-allow-origin': 'https://evil.example',
      'access-control-allow-credentials': 'true',
      'x-powered-by': 'upstream',
      'cache-control': 'public, max-age=60',
    });
    res.end(JSON.stringify({ url: req.url }));
  });
  upstreamUrl = await listen(upstream);
  attacker = http.createServer((_req, res) => {
    attackerHits += 1;
    res.end('internal secret');
  });
  attackerUrl = await listen(attacker);

  app = await createBaseApp();
  const proxy = createApiProxy({ upstream: `${upstreamUrl}/api/`, timeoutMs: TIMEOUT_MS, maxResponseBytes: MAX_BYTES, maxRequestBytes: 1024, cacheBytes: 0 });
  await proxy.register(app);
  app.get('/*', async (_req, reply) => reply.type('text/plain').send('page'));
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  cachingApp = await createBaseApp();
  cachingProxy = createApiProxy({ upstream: `${upstreamUrl}/api/`, timeoutMs: TIMEOUT_MS, maxResponseBytes: MAX_BYTES, cacheBytes: 1024 * 1024 });
  await cachingProxy.register(cachingApp);
  cachingBase = await cachingApp.listen({ port: 0, host: '127.0.0.1' });
  // The proxy with its own defaults for the size caps.
  defaultsApp = await createBaseApp();
  await createApiProxy({ upstream: `${upstreamUrl}/api/`, timeoutMs: TIMEOUT_MS, cacheBytes: 0 }).register(defaultsApp);
  defaultsBase = await defaultsApp.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  await cachingApp.close();
  await defaultsApp.close();
  upstream.closeAllConnections();
  upstream.close();
  attacker.close();
});

beforeEach(() => {
  seen.length = 0;
});

/** Sends raw bytes and collects the whole answer (the connection is closed by the server or after `ms`). */
function raw(request: string, ms = 10_000): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let data = '';
    const timer = setTimeout(() => socket.destroy(), ms);
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(data);
    });
    socket.on('error', () => undefined);
    socket.write(request);
  });
}

const until = async (condition: () => boolean, ms = 3000): Promise<void> => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('only origin-form request targets: the request never chooses the upstream', () => {
  const { host } = new URL('http://placeholder');
  it.each([
    ['a "//host" request target', (target: string) => `GET //${target.slice(7)}/q/api/search HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`],
    ['an absolute-form request target (forward proxy use)', (target: string) => `GET ${target}/q/api/search HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`],
    ['an absolute-form https target', (target: string) => `GET ${target.replace('http:', 'https:')}/n/header HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
    ['a "//host" fragment target', (target: string) => `GET //${target.slice(7)}/n/header HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
    ['a backslash target', (target: string) => `GET /\\${target.slice(7)}/q/api/search HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
  ])('answers 400 to %s and contacts nobody', async (_name, build) => {
    const answer = await raw(build(attackerUrl));
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).not.toContain('internal secret');
    expect(attackerHits).toBe(0);
    expect(seen).toHaveLength(0);
  });

  it('sends a Host header of the client nowhere but as X-Forwarded-Host to the fixed upstream', async () => {
    const answer = await raw(`GET /q/api/search?q=a HTTP/1.1\r\nHost: ${new URL(attackerUrl).host}\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(attackerHits).toBe(0);
    expect(seen).toHaveLength(1);
  });
});

describe('fixed paths to a fixed upstream', () => {
  it.each([
    ['/q/api/search', 'GET', 'api'],
    ['/q/api/category/garden/c12', 'GET', 'api'],
    ['/q/api/brand/nordwind/b1', 'GET', 'api'],
    ['/q/api/gridboxes/DE/de', 'GET', 'api'],
    ['/q/api/images/4711.svg', 'GET', 'api'],
    ['/q/api/images/banners/summer-sale.svg', 'GET', 'api'],
    ['/n/header', 'GET', 'fragment'],
    ['/c/de-DE/h12', 'GET', 'content'],
    ['/c/h12', 'HEAD', 'content'],
    ['/t/piq/request', 'POST', 'ad'],
    ['/t/piq/click', 'POST', 'ad'],
  ])('forwards %s (%s) as %s', (path, method, kind) => {
    expect(proxiedKind(path, method)).toBe(kind);
  });

  it.each(['request', 'track', 'conversion', 'impression', 'view', 'click'])('§7 forwards the ad call POST /t/piq/%s', (kind) => {
    expect(proxiedKind(`/t/piq/${kind}`, 'POST')).toBe('ad');
  });

  it.each(['header', 'meta', 'footer'])('§2 forwards the page fragment /n/%s', (name) => {
    expect(proxiedKind(`/n/${name}`, 'GET')).toBe('fragment');
  });

  it.each([
    ['/q/api/evaluation/0/3', 'api'],
    ['/q/api/evaluation/0', null],
    ['/q/api/evaluation/0/3/9', null],
    ['/q/api/category', null],
    ['/q/api/query', null],
  ])('§7 an evaluation path takes exactly {firstIndex}/{secondIndex}, a category or query path its id: %s', (path, kind) => {
    expect(proxiedKind(path, 'GET')).toBe(kind);
  });

  it.each(['/q/api/category/./c1', '/q/api/category/garden/.', '/q/api/category/../c1', '/q/api/brand/nordon/..', '/q/api/category/..;/admin', '/q/api/brand/..;x=1/c1', '/q/api/category/..%3B/c1', '/q/api/category/..%20/c1', '/q/api/category/.;/c1', '/q/api/category/.../c1'])('DESIGN trust boundaries: refuses the dot segment in %s', (path) => {
    expect(proxiedKind(path, 'GET')).toBeNull();
    expect(proxiedKind(path, 'POST')).toBeNull();
  });

  it.each(['/q/api/category/%252e%252e/c1', '/q/api/category/%252E%252E/c1', '/q/api/brand/a%252fb', '/q/api/brand/a%255Cb', '/q/api/brand/a%2500'])(
    'DESIGN trust boundaries: refuses a separator or dot encoded twice (an upstream that decodes twice reads it as one): %s',
    (path) => {
      expect(proxiedKind(path, 'GET')).toBeNull();
    },
  );

  it('forwards a percent sign encoded once before other characters', () => {
    expect(proxiedKind('/q/api/brand/100%2525-cotton', 'GET')).toBe('api');
  });

  it.each(['/q/api/category/sofas..-sale/c12', '/q/api/brand/a...b', '/q/api/category/.hidden/c1'])(
    'forwards dots within a name, which are no dot segment: %s',
    (path) => {
      expect(proxiedKind(path, 'GET')).toBe('api');
    },
  );

  it.each([
    ['/q/api/admin', 'GET'],
    ['/q/api/search/extra', 'GET'],
    ['/q/api/images/banners/a/b.svg', 'GET'],
    ['/q/api/search', 'POST'],
    ['/q/api/category/../../admin', 'GET'],
    ['/q/api/category/%2e%2e/admin', 'GET'],
    ['/q/api/category/a%2Fb/c1', 'GET'],
    ['/q/api/category/a%5Cb/c1', 'GET'],
    ['/q/api/category//c1', 'GET'],
    ['/q/api/brand/%00/b1', 'GET'],
    ['/n/header/x', 'GET'],
    ['/n/anything', 'GET'],
    ['/t/piq/request', 'GET'],
    ['/t/other/request', 'POST'],
    ['/c/h12x', 'GET'],
    ['/c/seo/a12', 'GET'],
    ['/q/api/search?', 'GET'],
  ])('refuses %s (%s)', (path, method) => {
    expect(proxiedKind(path, method)).toBeNull();
  });

  it('keeps the path of SEARCH_API_URL as a prefix', async () => {
    await fetch(`${base}/q/api/search?q=sofa`);
    expect(seen[0]?.url).toBe('/api/q/api/search?q=sofa');
  });

  it('answers an unknown API path 404 without asking the upstream', async () => {
    const res = await fetch(`${base}/q/api/admin?x=1`);
    expect(res.status).toBe(404);
    expect(seen).toHaveLength(0);
  });
});

describe('header allow-lists both ways', () => {
  it('forwards only allow-listed request headers: no cookies, credentials or test knobs', async () => {
    await fetch(`${base}/q/api/search?q=a`, {
      headers: {
        cookie: 'session=secret',
        authorization: 'Bearer secret',
        'x-ad-fail': '1',
        'x-ad-latency-ms': '5000',
        'x-forwarded-for': '6.6.6.6',
        'x-country': 'DE',
        'x-language': 'de',
        accept: 'application/json',
      },
    });
    const headers = seen[0]?.headers ?? {};
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-ad-fail']).toBeUndefined();
    expect(headers['x-ad-latency-ms']).toBeUndefined();
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-country']).toBe('DE');
    expect(headers['x-language']).toBe('de');
    expect(headers.accept).toBe('application/json');
  });

  it("drops the upstream's Set-Cookie, CORS grants and banners, and adds nosniff and a sandbox policy", async () => {
    const res = await fetch(`${base}/q/api/search?q=a`);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it.each([
    ['failing', 503],
    ['throttled', 429],
    ['timed-out', 408],
  ])("a failure of the service (%s, %i) is kept by no cache after the proxy, whatever the upstream says: the shop recovers when the service does", async (mode, status) => {
    for (const method of ['GET', 'HEAD']) {
      const res = await fetch(`${base}/q/api/search?q=a&mode=${mode}`, { method });
      expect(res.status).toBe(status);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('expires')).toBeNull();
      expect(res.headers.get('retry-after')).toBe('5');
    }
  });

  it("an answer of the catalogue's own (410 gone) keeps the upstream's lifetime", async () => {
    const res = await fetch(`${base}/q/api/search?q=a&mode=gone`);
    expect(res.status).toBe(410);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('grants public cross-origin reads of /q/api, never with credentials', async () => {
    const res = await fetch(`${base}/q/api/search?q=a`, { headers: { origin: 'https://storefront.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${base}/q/api/search?q=a`, {
      method: 'OPTIONS',
      headers: { origin: 'https://storefront.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-country' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-country');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('§7 lets a storefront send the country and language headers with a cross-origin read', async () => {
    const preflight = await fetch(`${base}/q/api/search?q=a`, {
      method: 'OPTIONS',
      headers: { origin: 'https://storefront.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-country,x-language' },
    });
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['x-country', 'x-language']));
  });

  it('DESIGN embedding: proxied catalogue data may be read by storefront pages on other origins (Cross-Origin-Resource-Policy)', async () => {
    const res = await fetch(`${base}/q/api/images/4711.svg`);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('serves a fragment opened directly as sandboxed data, never as a document that runs on our origin', async () => {
    const res = await fetch(`${base}/n/header`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('CORS for a list of storefront origins (API_CORS_ORIGINS): a shared cache never gives one storefront’s grant to another', () => {
  const STOREFRONTS = ['https://a.example', 'https://b.example'];
  let corsApp: FastifyInstance;
  let corsBase: string;

  beforeAll(async () => {
    corsApp = await createBaseApp();
    // With the micro-cache: a kept answer is told apart by Origin as a fresh one is.
    await createApiProxy({ upstream: `${upstreamUrl}/api/`, timeoutMs: TIMEOUT_MS, corsOrigins: STOREFRONTS, cacheBytes: 1024 * 1024 }).register(corsApp);
    corsBase = await corsApp.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => corsApp.close());

  const varyOf = (res: Response) => (res.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);

  it.each([
    ['an upstream answer that varies by Accept-Encoding', 'mode=gzip&q=cors-vary'],
    ['an upstream answer that varies by Accept-Language', 'mode=vary-language&q=cors-vary'],
    ['an upstream answer without Vary', 'q=cors-no-vary'],
  ])('%s keeps Vary: Origin beside the upstream’s own names, fresh and from the micro-cache', async (_name, query) => {
    const upstreamVary = query.startsWith('mode=gzip') ? ['accept-encoding'] : query.startsWith('mode=vary-language') ? ['accept-language'] : [];
    const fromA = await fetch(`${corsBase}/q/api/search?${query}`, { headers: { origin: STOREFRONTS[0]! } });
    expect(fromA.status).toBe(200);
    expect(fromA.headers.get('access-control-allow-origin')).toBe(STOREFRONTS[0]);
    expect(varyOf(fromA)).toEqual(expect.arrayContaining(['origin', ...upstreamVary]));
    // The same read from the other storefront, answered from the micro-cache: its own grant, still varied.
    const fromB = await fetch(`${corsBase}/q/api/search?${query}`, { headers: { origin: STOREFRONTS[1]! } });
    expect(fromB.headers.get('access-control-allow-origin')).toBe(STOREFRONTS[1]);
    expect(varyOf(fromB)).toEqual(expect.arrayContaining(['origin', ...upstreamVary]));
    // No grant for a caller not on the list, and no name twice.
    const stranger = await fetch(`${corsBase}/q/api/search?${query}`, { headers: { origin: 'https://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    for (const res of [fromA, fromB, stranger]) {
      expect(varyOf(res)).toContain('origin');
      expect(new Set(varyOf(res)).size).toBe(varyOf(res).length);
    }
  });
});

describe('mergeVary: the Vary of a proxied answer', () => {
  it.each([
    [undefined, 'Accept-Encoding', 'Accept-Encoding'],
    ['Origin', undefined, 'Origin'],
    ['Origin', 'Accept-Encoding', 'Origin, Accept-Encoding'],
    ['Origin', 'origin, Accept-Language', 'Origin, Accept-Language'],
    ['Origin, Accept-Encoding', ' ACCEPT-ENCODING ,, X-Country', 'Origin, Accept-Encoding, X-Country'],
    ['Origin', '*', '*'],
    ['*', 'Accept-Encoding', '*'],
    [['Origin', 'Accept'], 'accept', 'Origin, Accept'],
    [undefined, undefined, undefined],
    ['', '', undefined],
  ])('%j and the upstream’s %j give %j', (already, upstreamVary, merged) => {
    expect(mergeVary(already, upstreamVary)).toBe(merged);
  });
});

describe('bounded in time and size', () => {
  it('cuts a trickling body at the one deadline and closes the upstream request', async () => {
    const started = Date.now();
    const res = await fetch(`${base}/q/api/search?mode=trickle`);
    await expect(res.text()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 4000);
    await until(() => seen[0]?.closedEarly === true);
  });

  it('answers 504 when the upstream sends no headers before the deadline', async () => {
    const started = Date.now();
    const res = await fetch(`${base}/q/api/search?mode=hang`);
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ code: 504 });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 4000);
  });

  it('aborts the upstream request when the client leaves', async () => {
    const controller = new AbortController();
    const pending = fetch(`${base}/q/api/search?mode=hang`, { signal: controller.signal }).catch(() => null);
    await until(() => seen.length === 1);
    controller.abort();
    await pending;
    await until(() => seen[0]?.closedEarly === true, TIMEOUT_MS - 100);
  });

  it('refuses a body declared larger than the limit with 502', async () => {
    const res = await fetch(`${base}/q/api/search?mode=huge-declared`);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: 'upstream_too_large' });
  });

  it('cuts a streamed body over the limit with an error', async () => {
    const res = await fetch(`${base}/q/api/search?mode=huge-chunked`);
    await expect(res.text()).rejects.toThrow();
  });

  it('DESIGN trust boundaries: the size cap cuts only what is over it (a body of exactly the limit passes whole)', async () => {
    const res = await fetch(`${base}/q/api/search?mode=exact-declared`);
    expect(res.status).toBe(200);
    expect((await res.text()).length).toBe(MAX_BYTES);
  });

  it('DESIGN trust boundaries: by default an upstream answer declared over 8 MiB is refused with 502 (upstream_too_large)', async () => {
    const res = await fetch(`${defaultsBase}/q/api/search?mode=over-default-declared`);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: 'upstream_too_large' });
  });

  it('DESIGN trust boundaries: by default a request body over 64 KiB is refused with 413 before the upstream is asked', async () => {
    const limit = 64 * 1024;
    const over = await fetch(`${defaultsBase}/t/piq/request`, { method: 'POST', body: 'x'.repeat(limit + 1), headers: { 'content-type': 'application/json' } });
    expect(over.status).toBe(413);
    expect(seen).toHaveLength(0);
    const within = await fetch(`${defaultsBase}/t/piq/request`, { method: 'POST', body: 'x'.repeat(limit), headers: { 'content-type': 'application/json' } });
    expect(within.status).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it('refuses request bodies over the limit with 413', async () => {
    const res = await fetch(`${base}/t/piq/request`, { method: 'POST', body: 'x'.repeat(2048), headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(seen).toHaveLength(0);
  });
});

describe('ad calls from another site', () => {
  it("DESIGN trust boundaries: an ad call a browser says another site made (a form posting text/plain, which needs no CORS grant) is refused without reaching the upstream; the shop's own pages' calls pass", async () => {
    const forged = await fetch(`${base}/t/piq/click`, { method: 'POST', body: '{"advertisementId":"banner-x"}', headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ error: 'cross_site' });
    expect(seen).toHaveLength(0);
    const own = await fetch(`${base}/t/piq/click`, { method: 'POST', body: '{"advertisementId":"banner-x"}', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(200);
    expect(seen.map((s) => s.url)).toEqual(['/api/t/piq/click']);
  });
});

describe('upstream redirects', () => {
  it('never passes on a redirect that leaves the upstream', async () => {
    const res = await fetch(`${base}/q/api/search?mode=redirect-out`, { redirect: 'manual' });
    expect(res.status).toBe(502);
    expect(res.headers.get('location')).toBeNull();
  });

  it('DESIGN trust boundaries: never passes on a redirect to another origin, even under the same base path', async () => {
    const res = await fetch(`${base}/q/api/search?mode=redirect-other-origin`, { redirect: 'manual' });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: 'upstream_redirect' });
    expect(res.headers.get('location')).toBeNull();
  });

  it('DESIGN trust boundaries: never turns a redirect into a path a browser reads as another host ("//host")', async () => {
    const res = await fetch(`${base}/q/api/search?mode=redirect-double-slash`, { redirect: 'manual' });
    expect(res.status).toBe(502);
    expect(res.headers.get('location')).toBeNull();
  });

  it('DESIGN trust boundaries: a 304 Not Modified passes as it is, never rewritten as a redirect', async () => {
    const res = await fetch(`${base}/q/api/search?mode=not-modified`, { headers: { 'if-none-match': '"v1"' }, redirect: 'manual' });
    expect(res.status).toBe(304);
    expect(res.headers.get('location')).toBeNull();
    expect(seen[0]?.headers['if-none-match']).toBe('"v1"');
  });

  it('turns a redirect to the upstream’s own paths into a path on our origin', async () => {
    const res = await fetch(`${base}/q/api/search?mode=redirect-in`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/q/api/search?q=sofa');
  });
});

describe('upstream redirects to a host the shop allows (ALLOWED_REDIRECT_HOSTS)', () => {
  let allowingApp: Awaited<ReturnType<typeof createBaseApp>>;
  let allowingBase = '';
  beforeAll(async () => {
    allowingApp = await createBaseApp();
    const allowed = (href: string) => (new URL(href).host === 'marketplace.example' ? href : null);
    await createApiProxy({ upstream: `${upstreamUrl}/api/`, timeoutMs: TIMEOUT_MS, cacheBytes: 0, externalRedirect: allowed }).register(allowingApp);
    allowingBase = await allowingApp.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => allowingApp.close());

  it("SPEC §7: an API answer's redirect to an allowed host is passed on as the API's redirect answer, which a browser can read (a 3xx to another host it would follow and fail on)", async () => {
    const res = await fetch(`${allowingBase}/q/api/search?mode=redirect-allowed`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ type: 'redirect', redirectURL: 'https://marketplace.example/sale?from=search' });
  });

  it('a redirect to any other host is still a 502', async () => {
    const res = await fetch(`${allowingBase}/q/api/search?mode=redirect-out`, { redirect: 'manual' });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: 'upstream_redirect' });
  });

  it('without the option the allowed host is no exception', async () => {
    const res = await fetch(`${base}/q/api/search?mode=redirect-allowed`, { redirect: 'manual' });
    expect(res.status).toBe(502);
  });
});

describe('upstream errors', () => {
  it('§7 passes an upstream 4xx on with its status, never as a redirect (the page stores the status for its error state)', async () => {
    const res = await fetch(`${base}/q/api/search?mode=bad-request`, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.json()).toEqual({ error: 'bad request' });
  });
});

describe('the micro-cache in front of the search service', () => {
  it('answers a repeated public read from memory, still sandboxed, with its age', async () => {
    const first = await fetch(`${cachingBase}/q/api/search?q=cached`, { headers: { 'x-country': 'DE' } });
    const second = await fetch(`${cachingBase}/q/api/search?q=cached`, { headers: { 'x-country': 'DE' } });
    expect(await second.text()).toBe(await first.text());
    expect(seen).toHaveLength(1);
    expect(second.headers.get('age')).toMatch(/^\d+$/);
    expect(second.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(second.headers.get('set-cookie')).toBeNull();
  });

  it('keeps answers apart by the headers the upstream may vary on', async () => {
    await fetch(`${cachingBase}/q/api/search?q=vary`, { headers: { 'x-country': 'DE' } });
    await fetch(`${cachingBase}/q/api/search?q=vary`, { headers: { 'x-country': 'PL' } });
    expect(seen).toHaveLength(2);
  });

  it('keeps answers apart by the host they were asked at: the upstream is told it (X-Forwarded-Host) and builds absolute redirects with it (SPEC §7)', async () => {
    const { port } = new URL(cachingBase);
    const at = (host: string) =>
      new Promise<void>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path: '/q/api/search?q=hosts', headers: { host, 'x-country': 'CH' } }, (res) => res.resume().on('end', resolve)).on('error', reject);
      });
    await at('de.shop.example');
    await at('fr.shop.example');
    await at('fr.shop.example');
    // The server's read for a page at one host is that host's.
    await serverFetch(`${upstreamUrl}/api/q/api/search?q=hosts`, { headers: { 'x-country': 'CH' } }).then((r) => r.text());
    await cachingProxy.fetchAt('fr.shop.example')(`${upstreamUrl}/api/q/api/search?q=hosts`, { headers: { 'x-country': 'CH' } }).then((r) => r.text());
    expect(seen.map((s) => s.headers['x-forwarded-host'])).toEqual(['de.shop.example', 'fr.shop.example', new URL(cachingBase).host]);
  });

  it(`says so in its Vary (ANSWER_VARIES_ON: ${ANSWER_VARIES_ON}), fresh and kept: a shared cache or a browser must not give one market's answer to another`, async () => {
    const varyOf = (res: Response) => (res.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
    const ask = () => fetch(`${cachingBase}/q/api/suggest?q=varied`, { headers: { 'x-country': 'PL', 'x-language': 'pl' } });
    const fresh = await ask();
    const kept = await ask();
    expect(seen).toHaveLength(1);
    for (const res of [fresh, kept]) expect(varyOf(res)).toEqual(expect.arrayContaining(['accept', 'x-country', 'x-language']));
  });

  it("passes the upstream's Age on, and counts a kept answer's lifetime and age from it (RFC 9111: an upstream cache kept it already)", async () => {
    const fresh = await fetch(`${cachingBase}/q/api/search?mode=aged`);
    expect(Number(fresh.headers.get('age'))).toBeGreaterThanOrEqual(40);
    const kept = await fetch(`${cachingBase}/q/api/search?mode=aged`);
    expect(seen).toHaveLength(1);
    expect(Number(kept.headers.get('age'))).toBeGreaterThanOrEqual(40);
    // One whose age is past its lifetime is not kept at all.
    await fetch(`${cachingBase}/q/api/search?mode=aged-out`);
    await fetch(`${cachingBase}/q/api/search?mode=aged-out`);
    expect(seen).toHaveLength(3);
  });

    it("a picture's answer does not say it varies on Accept (a browser's own for pictures): one copy in a shared cache, not one per browser", async () => {
    const varyOf = (res: Response) => (res.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
    const chrome = await fetch(`${cachingBase}/q/api/images/banners/sale.svg`, { headers: { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' } });
    const firefox = await fetch(`${cachingBase}/q/api/images/banners/sale.svg`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    for (const res of [chrome, firefox]) {
      expect(varyOf(res)).not.toContain('accept');
      expect(varyOf(res)).toEqual(expect.arrayContaining(['x-country', 'x-language']));
    }
  });

    it('never keeps a private answer', async () => {
    await fetch(`${cachingBase}/q/api/search?mode=private`);
    await fetch(`${cachingBase}/q/api/search?mode=private`);
    expect(seen).toHaveLength(2);
  });

  it('keeps answers apart by a header the upstream says it varies on (Vary), and shares them across the others', async () => {
    const read = (language: string) => fetch(`${cachingBase}/q/api/search?mode=vary-language`, { headers: { 'accept-language': language } }).then((r) => r.json());
    expect(await read('de-DE')).toEqual({ language: 'de-DE' });
    expect(await read('pl-PL')).toEqual({ language: 'pl-PL' });
    expect(seen).toHaveLength(2);
    // An answer that does not vary on it: one read for both languages.
    await fetch(`${cachingBase}/q/api/search?q=languages`, { headers: { 'accept-language': 'de-DE' } });
    await fetch(`${cachingBase}/q/api/search?q=languages`, { headers: { 'accept-language': 'pl-PL' } });
    expect(seen).toHaveLength(3);
  });

  it('answers from memory only a read that accepts the kept encoding', async () => {
    const gzip = await fetch(`${cachingBase}/q/api/search?mode=gzip`, { headers: { 'accept-encoding': 'gzip' } });
    expect(await gzip.json()).toEqual({ packed: true });
    const again = await fetch(`${cachingBase}/q/api/search?mode=gzip`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(await again.json()).toEqual({ packed: true });
    expect(seen).toHaveLength(1);
    // fetch always asks for gzip: a raw request that accepts only the identity goes to the upstream.
    const { port } = new URL(cachingBase);
    await new Promise<void>((resolve) => {
      http.get({ host: '127.0.0.1', port, path: '/q/api/search?mode=gzip', headers: { accept: '*/*', 'accept-encoding': 'identity' } }, (res) => res.resume().on('end', resolve));
    });
    expect(seen).toHaveLength(2);
  });
});

describe("the server's reads of the search service, shared with the browsers' (issue 9: a page left to the browser)", () => {
  const serverUrl = (query: string) => `${upstreamUrl}/api/q/api/search?${query}`;
  /** The format the shop's calls ask for, part of what an answer is kept by. */
  const JSON_ONLY = { accept: 'application/json' };

  it("DESIGN trust boundaries: the server's call to a path the proxy refuses a browser (an encoded separator and dot segments from a page address, a path outside the API's base) is refused without asking the upstream", async () => {
    await expect(serverFetch(`${upstreamUrl}/api/q/api/query/a%2F..%2F..%2F..%2Fadmin%3Fx%3D?locale=de_DE`, { headers: JSON_ONLY })).rejects.toThrow(TypeError);
    await expect(serverFetch(`${upstreamUrl}/api/q/api/brand/x%2F..%2Finternal/b1`, { headers: JSON_ONLY })).rejects.toThrow(/not a path the proxy passes/);
    await expect(serverFetch(`${upstreamUrl}/admin?x=1`)).rejects.toThrow(/not a path the proxy passes/);
    await expect(serverFetch(`${upstreamUrl}/api/q/api/search?q=x`, { method: 'DELETE' })).rejects.toThrow(/not a path the proxy passes/);
    expect(seen).toHaveLength(0);
    // The browser's call of the same address is refused by the proxy alike.
    expect((await fetch(`${cachingBase}/q/api/query/a%2F..%2F..%2F..%2Fadmin%3Fx%3D?locale=de_DE`)).status).toBe(404);
    expect(seen).toHaveLength(0);
    // A path it passes is asked as before.
    expect((await serverFetch(serverUrl('q=allowed'), { headers: JSON_ONLY })).status).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it("a browser's read of the answer the server is still waiting for waits for it instead of asking again", async () => {
    const server = serverFetch(serverUrl('mode=slow&q=joined'), { headers: JSON_ONLY });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const browser = await fetch(`${cachingBase}/q/api/search?mode=slow&q=joined`, { headers: JSON_ONLY });
    const fromServer = await (await server).json();
    expect(browser.status).toBe(200);
    expect(await browser.json()).toEqual(fromServer);
    // The kept bytes are decoded: the host's compression says how they vary, once (beside what every answer varies on).
    expect(browser.headers.get('vary')).toBe(`${ANSWER_VARIES_ON}, accept-encoding`);
    expect(browser.headers.get('content-encoding')).toMatch(/^(?:br|gzip)$/);
    expect(browser.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(seen).toHaveLength(1);
  });

  it('the read goes on when the render gives up on it, and the browser gets its answer', async () => {
    const render = new AbortController();
    const server = serverFetch(serverUrl('mode=slow&q=given-up'), { signal: render.signal, headers: JSON_ONLY });
    setTimeout(() => render.abort(new Error('server render deadline')), 50);
    await expect(server).rejects.toThrow('server render deadline');
    const browser = await fetch(`${cachingBase}/q/api/search?mode=slow&q=given-up`, { headers: JSON_ONLY });
    expect(browser.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.closedEarly).toBe(false);
    // Answered later from memory too.
    await fetch(`${cachingBase}/q/api/search?mode=slow&q=given-up`, { headers: JSON_ONLY });
    expect(seen).toHaveLength(1);
  });

  it("the server's read is answered from the browsers' kept answer, decoded", async () => {
    await fetch(`${cachingBase}/q/api/search?mode=gzip&q=kept`, { headers: JSON_ONLY });
    const server = await serverFetch(serverUrl('mode=gzip&q=kept'), { headers: JSON_ONLY });
    expect(server.headers.get('content-encoding')).toBeNull();
    expect(await server.json()).toEqual({ packed: true });
    expect(seen).toHaveLength(1);
  });

  it("a browser's read of a read the upstream does not answer in time gets its 504 at the server read's deadline, without asking again", async () => {
    const server = serverFetch(serverUrl('mode=hang&q=down'), { headers: JSON_ONLY });
    const failed = expect(server).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const browser = await fetch(`${cachingBase}/q/api/search?mode=hang&q=down`, { headers: JSON_ONLY });
    expect(browser.status).toBe(504);
    expect(((await browser.json()) as { error: string }).error).toBe('upstream_timeout');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
    expect(seen).toHaveLength(1);
    await failed;
  });

  it("DESIGN trust boundaries: a kept answer that decodes past the size cap (a compression bomb) is not decoded for the server: it asks for its own", async () => {
    await fetch(`${cachingBase}/q/api/search?mode=gzip-bomb`, { headers: JSON_ONLY }).then((r) => r.arrayBuffer());
    expect(seen).toHaveLength(1);
    const server = await serverFetch(serverUrl('mode=gzip-bomb'), { headers: JSON_ONLY });
    expect(server.status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it('a private answer is the server’s alone: the browser asks for its own', async () => {
    const server = serverFetch(serverUrl('mode=slow-private&q=mine'), { headers: JSON_ONLY });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await fetch(`${cachingBase}/q/api/search?mode=slow-private&q=mine`, { headers: JSON_ONLY });
    expect((await server).status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it('a public answer too large to keep reaches the server whole, and is not kept', async () => {
    const server = await serverFetch(serverUrl('mode=big-public'), { headers: JSON_ONLY });
    expect(((await server.json()) as string[])[0]).toHaveLength(9 * 64 * 1024);
    await serverFetch(serverUrl('mode=big-public'), { headers: JSON_ONLY }).then((r) => r.text());
    expect(seen).toHaveLength(2);
  });

  it('calls to another origin go out as they are (off the proxied paths on the upstream they are refused, above)', async () => {
    const own = await serverFetch(`${attackerUrl}/q/api/search?q=elsewhere`);
    expect(await own.text()).toBe('internal secret');
    await expect(serverFetch(`${upstreamUrl}/api/q/admin`)).rejects.toThrow(TypeError);
    expect(seen).toEqual([]);
  });
});

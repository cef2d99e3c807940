import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SUPPORTED_LOCALES, resolveLocale } from '@shop/market';
import { realBrand, realCategory } from './helpers';
import { startHostServer, waitUntilServerRendering } from './servers';
import { E2E_EXTRA_PORTS, E2E_PORTS, E2E_SSR_ENV } from './ports';

/**
 * DESIGN.md "Scale": stateless host servers behind a shared cache that honours s-maxage. Varnish (Debian's
 * package, installed by `npm test` like Chromium) runs deploy/varnish/shop.vcl in front of two host servers.
 */
const root = path.resolve(__dirname, '..');
const VCL = readFileSync(path.join(root, 'deploy/varnish/shop.vcl'), 'utf8');
const { varnishShop, varnishProbe, varnishFailing, hostA, hostB, nonceBackend, failingRenderHost } = E2E_EXTRA_PORTS;
/**
 * varnishd as `npm test` found it (scripts/test.mjs passes `VARNISHD`: the one set, on PATH, or Debian's
 * /usr/sbin/varnishd, which is not on a non-root user's PATH). This spec run alone without it: PATH, then Debian's.
 */
let varnishd = process.env.VARNISHD ?? '';

/** The deploy VCL with its backends replaced by the given ports (between its BEGIN/END markers). */
function vclFor(ports: number[]): string {
  const backends = ports
    .map((port, i) => `backend b${i} {\n  .host = "127.0.0.1";\n  .port = "${port}";\n  .probe = { .url = "/healthz"; .interval = 1s; .timeout = 1s; .window = 2; .threshold = 1; .initial = 1; }\n}`)
    .join('\n');
  const director = ports.map((_, i) => `    hosts.add_backend(b${i});`).join('\n');
  return VCL.replace(/# BACKENDS BEGIN[\s\S]*# BACKENDS END/, backends).replace(/# DIRECTOR BEGIN[\s\S]*# DIRECTOR END/, director);
}

/** A request with exactly these headers (fetch would set Fetch Metadata of its own), from `localAddress` if given. */
function rawGet(url: string, headers: Record<string, string>, options: { method?: string; localAddress?: string } = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { headers, ...options }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject)
      .end();
  });
}

/** What a host reads of an Accept-Language value (the locale of a page without one in its address), on `host`. */
function hostLocale(acceptLanguage: string | null | undefined, host: string): string {
  return resolveLocale({ headerLocale: acceptLanguage, host }, () => undefined).locale;
}

const children: ChildProcess[] = [];
const dirs: string[] = [];
let nonceServer: http.Server;

function startVarnish(port: number, backends: number[]): void {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-varnish-'));
  // varnishd's worker drops root for its own user, which must reach the working directory.
  chmodSync(dir, 0o755);
  dirs.push(dir);
  const vcl = path.join(dir, 'shop.vcl');
  writeFileSync(vcl, vclFor(backends));
  children.push(spawn(varnishd, ['-F', '-a', `127.0.0.1:${port}`, '-f', vcl, '-n', path.join(dir, 'n'), '-s', 'malloc,32m'], { stdio: 'ignore' }));
}

async function waitFor(url: string, ok: (res: Response) => boolean, ms = 60_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if (ok(await fetch(url))) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > ms) throw new Error(`${url} not ready within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

test.describe('a shared cache in front of two host servers (deploy/varnish)', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    varnishd ||= spawnSync('varnishd', ['-V']).status === 0 ? 'varnishd' : '/usr/sbin/varnishd';
    const found = spawnSync(varnishd, ['-V']);
    if (found.status !== 0) throw new Error(`varnishd not found (${varnishd}): npm test installs Debian's varnish package when run as root (apt-get install varnish), or set VARNISHD`);
    // Server rendering's waits widened as for the whole test stack; the hosts trust Varnish's X-Forwarded-* (README).
    for (const port of [hostA, hostB]) children.push(await startHostServer(port, `http://localhost:${E2E_PORTS.api}/`, { ...E2E_SSR_ENV, TRUST_PROXY_HOPS: '1' }));
    // A host whose every render misses its deadline of 1 ms: the pages it sends are for the browser to render.
    children.push(await startHostServer(failingRenderHost, `http://localhost:${E2E_PORTS.api}/`, { SSR_DEADLINE_MS: '1' }));
    await Promise.all([hostA, hostB].map((port) => waitUntilServerRendering(`http://localhost:${port}`)));
    // A backend that does what ours never may: a cacheable page carrying a per-request nonce.
    let served = 0;
    nonceServer = http.createServer((req, res) => {
      // What reaches a backend of the request headers Varnish normalises (never kept).
      if (req.url === '/echo') {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ acceptLanguage: req.headers['accept-language'] ?? null, proto: req.headers['x-forwarded-proto'] ?? null }));
        return;
      }
      served += 1;
      res.writeHead(200, {
        'content-type': 'text/html',
        'cache-control': 'public, max-age=1800, s-maxage=1800',
        'content-security-policy': `script-src 'nonce-n${served}'`,
      });
      res.end(`<script nonce="n${served}"></script>`);
    });
    await new Promise<void>((resolve) => nonceServer.listen(nonceBackend, '127.0.0.1', resolve));
    startVarnish(varnishShop, [hostA, hostB]);
    startVarnish(varnishProbe, [nonceBackend]);
    startVarnish(varnishFailing, [failingRenderHost]);
    await waitFor(`http://127.0.0.1:${varnishShop}/healthz`, (r) => r.ok);
    await waitFor(`http://127.0.0.1:${varnishFailing}/healthz`, (r) => r.ok);
    await waitFor(`http://127.0.0.1:${varnishProbe}/x`, (r) => r.ok);
  });

  test.afterAll(() => {
    for (const child of children) child.kill('SIGTERM');
    nonceServer?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  test('serves a category page from the cache after the first hit (s-maxage 1800, SPEC §9)', async () => {
    const { id, name } = await realCategory();
    const url = `http://127.0.0.1:${varnishShop}/h/${name}/${id}`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=1800, s-maxage=1800');
    const second = await fetch(url);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toContain('<div id="root">');
    // Other cookies (consent, session) neither split the cache nor bypass it.
    const withCookies = await fetch(url, { headers: { cookie: 'cookie_consent=%7B%7D; session=abc' } });
    expect(withCookies.headers.get('x-cache')).toBe('HIT');
  });

  test('a category the API does not know is a 404 kept like the page: links to it do not each reach a host', async () => {
    const url = `http://127.0.0.1:${varnishShop}/h/nichts/c999999`;
    const first = await fetch(url);
    expect(first.status).toBe(404);
    expect(await first.text()).toContain('<meta name="robots" content="noindex">');
    const second = await fetch(url);
    expect(second.status).toBe(404);
    expect(second.headers.get('x-cache')).toBe('HIT');
  });

  test('a page whose render failed is not kept: the next request is asked of a host, which renders again', async () => {
    const url = `http://127.0.0.1:${varnishFailing}/q/search?q=sofa`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('class="boot"');
    const second = await fetch(url);
    expect(second.headers.get('x-cache')).toBe('MISS');
    // A page rendered is kept as before (the first test): only the fallback is not.
  });

  test('two locales never get each other’s page', async () => {
    const url = `http://127.0.0.1:${varnishShop}/h/moebel/c7`;
    const cases: [Record<string, string>, string][] = [
      [{ cookie: 'locale=pl_PL' }, 'pl-PL'],
      [{ cookie: 'session=1; locale=fr_CH' }, 'fr-CH'],
      [{ 'accept-language': 'de-DE,de;q=0.9' }, 'de-DE'],
      [{ 'accept-language': 'hu-HU,hu;q=0.9,en;q=0.5' }, 'hu-HU'],
    ];
    for (let round = 0; round < 2; round += 1) {
      for (const [headers, lang] of cases) {
        const res = await fetch(url, { headers });
        const html = await res.text();
        expect(html, `${JSON.stringify(headers)} round ${round}`).toContain(`<html lang="${lang}"`);
        expect(res.headers.get('content-language')).toBe(lang);
        if (round === 1) expect(res.headers.get('x-cache')).toBe('HIT');
      }
    }
  });

  test('two A/B variants never get each other’s page, and other cookies do not split them', async () => {
    const url = `http://127.0.0.1:${varnishShop}/q/de-DE/search?q=tisch`;
    const firstTile = async (cookie?: string) => {
      const res = await fetch(url, cookie ? { headers: { cookie } } : {});
      return { tile: /sk-tile__number">([^<]*)/.exec(await res.text())?.[1], cache: res.headers.get('x-cache') };
    };
    const control = await firstTile();
    const variant = await firstTile('ab=bm25-fresh');
    expect(variant.tile).not.toBe(control.tile);
    // Served again from the cache, each its own, with unrelated cookies around.
    expect(await firstTile('session=1; ab=bm25-fresh; cookie_consent=%7B%7D')).toEqual({ tile: variant.tile, cache: 'HIT' });
    expect(await firstTile('session=2')).toEqual({ tile: control.tile, cache: 'HIT' });
  });

  test("a page whose address names its locale is one copy whatever the locale cookie says (the host reads no cookie there); a page without one still varies by it", async () => {
    for (const path of ['/q/de-DE/search?q=schrank', `/h/de-DE/moebel/c7`]) {
      const url = `http://127.0.0.1:${varnishShop}${path}`;
      const first = await fetch(url, { headers: { cookie: 'locale=pl_PL' } });
      expect(await first.text(), path).toContain('<html lang="de-DE"');
      for (const cookie of ['locale=fr_FR', 'session=1; locale=hu_HU', undefined]) {
        const res = await fetch(url, cookie ? { headers: { cookie } } : {});
        expect(res.headers.get('x-cache'), `${path} ${cookie}`).toBe('HIT');
        expect(await res.text()).toContain('<html lang="de-DE"');
      }
    }
    // The A/B cookie beside it still tells its copy apart.
    const variant = await fetch(`http://127.0.0.1:${varnishShop}/q/de-DE/search?q=schrank`, { headers: { cookie: 'locale=pl_PL; ab=bm25-fresh' } });
    expect(variant.headers.get('x-cache')).toBe('MISS');
  });

  test('no page a shared cache keeps carries a per-request nonce', async () => {
    const url = `http://127.0.0.1:${varnishShop}/q/search?q=sofa`;
    const [a, b] = [await fetch(url), await fetch(url)];
    for (const res of [a, b]) expect(res.headers.get('content-security-policy') ?? '').not.toContain('nonce-');
    expect(await a.text()).toBe(await b.text());
  });

  test('a response with a nonce is never served twice', async () => {
    const url = `http://127.0.0.1:${varnishProbe}/page`;
    const first = await fetch(url);
    const second = await fetch(url);
    expect(second.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('content-security-policy')).not.toBe(first.headers.get('content-security-policy'));
  });

  test('a refresh the page made itself is asked of a host, never served a cached redirect: redirects that go round stop', async () => {
    // A brand's name searched: the host answers with a 302 to the brand's page, on the host asked; kept.
    const url = `http://127.0.0.1:${varnishShop}/q/search?q=${encodeURIComponent(await realBrand())}`;
    const typed = { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none', 'sec-fetch-user': '?1' };
    const first = await rawGet(url, typed);
    expect(first.status).toBe(302);
    expect(first.headers.location).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${varnishShop}/q/[a-z]{2}-[A-Z]{2}/brand/`));
    const again = await rawGet(url, typed);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.status).toBe(302);
    // The same address reached by a refresh (same-origin, no user activation): the page to render, from a host.
    const refreshed = await rawGet(url, { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'document' });
    expect(refreshed.headers['x-cache']).toBe('MISS');
    expect(refreshed.body).not.toContain('http-equiv="refresh"');
    expect(refreshed.body).toContain('<div id="root">');
    // …and it did not take the cached redirect's place, nor mark the address uncacheable for others.
    expect((await rawGet(url, typed)).headers['x-cache']).toBe('HIT');
  });

  test('the scheme a client claims is https or http, and part of the key: a cached redirect is never on a scheme another shopper chose', async () => {
    // A Host of its own (no copy kept yet), not among CANONICAL_ORIGINS: the host's 302 is absolute on the
    // request's scheme (X-Forwarded-Proto, TRUST_PROXY_HOPS=1) and this Host.
    const url = `http://127.0.0.1:${varnishShop}/q/search?q=${encodeURIComponent(await realBrand())}`;
    const typed = { host: 'proto.shop.de', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none', 'sec-fetch-user': '?1' };
    const forged = await rawGet(url, { ...typed, 'x-forwarded-proto': 'javascript' });
    // A shopper's plain request after it: not the forged scheme.
    const plain = await rawGet(url, typed);
    expect(plain.status).toBe(302);
    expect(plain.headers.location).toMatch(/^http:\/\/proto\.shop\.de\/q\/de-DE\/brand\//);
    // The forged one was an http one itself.
    expect(forged.status).toBe(302);
    expect(forged.headers.location).toMatch(/^http:\/\/proto\.shop\.de\/q\/de-DE\/brand\//);
    // The TLS terminator's https has its own copy; plain http keeps its own.
    const secure = await rawGet(url, { ...typed, 'x-forwarded-proto': 'https' });
    expect(secure.headers.location).toMatch(/^https:\/\/proto\.shop\.de\/q\/de-DE\/brand\//);
    expect(secure.headers['x-cache']).toBe('MISS');
    for (const proto of ['http', 'HTTP', 'ftp']) {
      const again = await rawGet(url, { ...typed, 'x-forwarded-proto': proto });
      expect(again.headers.location, proto).toMatch(/^http:\/\/proto\.shop\.de\//);
      expect(again.headers['x-cache'], proto).toBe('HIT');
    }
    expect((await rawGet(url, { ...typed, 'x-forwarded-proto': 'HTTPS' })).headers.location).toMatch(/^https:\/\/proto\.shop\.de\//);
  });

  test('what reaches a host of X-Forwarded-Proto is exactly https or http', async () => {
    const cases: [string | null, string][] = [
      ['https', 'https'],
      [' HTTPS ', 'https'],
      ['http', 'http'],
      ['javascript', 'http'],
      ['https, http', 'http'],
      ['http,https', 'http'],
      ['', 'http'],
      [null, 'http'],
    ];
    for (const [sent, seen] of cases) {
      const { body } = await rawGet(`http://127.0.0.1:${varnishProbe}/echo`, sent === null ? {} : { 'x-forwarded-proto': sent });
      expect((JSON.parse(body) as { proto: string }).proto, JSON.stringify(sent)).toBe(seen);
    }
  });

  test('Accept-Language behind the cache gives the locale the host gives directly, and browsers’ headers share a copy', async () => {
    const path = `/h/moebel/c7`;
    // A Swiss storefront (three languages); each pair: the same page, the second from the first's copy.
    const cases: [string, string, string][] = [
      // en-US is no locale of the shop, nor en one of Switzerland: French is the first the host can give.
      ['en-US,en;q=0.9,fr;q=0.8', 'en-US, en;q=0.9, fr;q=0.8, ja;q=0.7', 'fr-CH'],
      // The host sorts by q: Italian before French, whatever comes first.
      ['fr;q=0.5,it;q=0.9', 'fr;q=0.50, it-IT-x-foo;q=0, it;q=0.900', 'it-CH'],
      // A region is the first two-letter subtag: sr-Latn-RS is sr_RS, a locale of the shop on any host, whose
      // texts are Latin (its tag names the script: sr-RS is Cyrillic to a browser).
      ['sr-Latn-RS,sr;q=0.9', 'sr-RS', 'sr-Latn-RS'],
      ['de-CH,de;q=0.9,en;q=0.8', 'de-ch', 'de-CH'],
    ];
    for (const [first, second, lang] of cases) {
      for (const [header, cache] of [[first, 'MISS'], [second, 'HIT']] as const) {
        const headers = { host: 'www.shop.ch', 'accept-language': header };
        const direct = await rawGet(`http://127.0.0.1:${hostA}${path}`, headers);
        const cached = await rawGet(`http://127.0.0.1:${varnishShop}${path}`, headers);
        expect(direct.headers['content-language'], `${header} directly`).toBe(lang);
        expect(cached.headers['content-language'], `${header} behind Varnish`).toBe(lang);
        expect(cached.headers['x-cache'], header).toBe(cache);
      }
    }
  });

  test('the Accept-Language a host gets from the cache is read as the one the shopper sent, on every storefront', async () => {
    // Headers as browsers send them, and odd ones (seeded, so a failure repeats).
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n);
    const pick = <T,>(list: readonly T[]) => list[next(list.length)]!;
    const languages = ['de', 'fr', 'it', 'en', 'ru', 'sr', 'nl', 'el', 'pl', 'EN', 'Fr', 'zh', 'xx', 'haw', 'x', 'i'];
    const subtags = ['CH', 'ch', 'DE', 'US', 'GB', 'Latn', 'RS', '419', '1996', 'BE', 'EE', 'LV', 'cy', 'Hant', 'lu', 'XI', 'a1'];
    const weights = ['', '', '', ';q=0', ';q=0.5', ';q=0.50', ';q=1', ';q=1.0', ';q=0.000', ';q=0.9', ' ; q=0.7', ';Q=0.5', ';q=0.1234', ';q=2', ';level=1', ';q=0.', ';q=0.05'];
    const range = () => (next(12) === 0 ? '*' : [pick(languages), ...Array.from({ length: next(4) }, () => pick(subtags))].join(next(15) === 0 ? '_' : '-'));
    const random = () => Array.from({ length: 1 + next(5) }, () => `${next(5) === 0 ? ' ' : ''}${next(20) === 0 ? '' : range() + pick(weights)}`).join(next(4) === 0 ? ', ' : ',');
    const headers = [
      'de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7',
      'en-US,en;q=0.9,fr;q=0.8',
      'fr;q=0.5,it;q=0.9',
      'fr;Q=0.1,it;q=0.5',
      'de-ch;q=0.5, de-de;q=0.5',
      '*',
      'x-klingon, ,fr',
      ...Array.from({ length: 400 }, random),
    ];
    const storefronts = ['www.shop.ch', 'fr.shop.ch', 'shop.de', 'shop.be', 'shop.ee', 'shop.lv', 'shop.cy', 'shop.lu', 'example.com', `127.0.0.1:${varnishProbe}`];
    for (const header of headers) {
      const { body } = await rawGet(`http://127.0.0.1:${varnishProbe}/echo`, { 'accept-language': header });
      const seen = (JSON.parse(body) as { acceptLanguage: string | null }).acceptLanguage;
      for (const host of storefronts) expect(hostLocale(seen, host), `${JSON.stringify(header)} → ${JSON.stringify(seen)} on ${host}`).toBe(hostLocale(header, host));
    }
    // …and a browser's header, whatever follows its first supported locale, is that locale: one copy.
    const browsers = ['de-CH,de;q=0.9,en;q=0.8', 'de-CH,de;q=0.9,en-US;q=0.8,en;q=0.7', 'de-ch, de; q=0.9, fr-CH; q=0.8, fr; q=0.7, *; q=0.5', 'de-CH'];
    const reduced = await Promise.all(browsers.map(async (header) => JSON.parse((await rawGet(`http://127.0.0.1:${varnishProbe}/echo`, { 'accept-language': header })).body).acceptLanguage));
    expect(new Set(reduced)).toEqual(new Set(['de-ch']));
    // The VCL's lists (what it keeps) are the shop's supported locales and their languages.
    const listed = /\(\?!\(\?:([a-z|-]+)\)\(\?:;\|,\|\$\)\)\(\?!\(\?:([a-z|]+)\)/.exec(VCL);
    expect(listed, 'the lists of deploy/varnish/shop.vcl').not.toBeNull();
    const locales = SUPPORTED_LOCALES.map((locale) => locale.toLowerCase().replace('_', '-'));
    expect(listed![1]!.split('|').sort()).toEqual([...locales].sort());
    expect(listed![2]!.split('|').sort()).toEqual([...new Set(locales.map((locale) => locale.slice(0, 2)))].sort());
  });

  test('BAN from the Varnish machine forgets the kept pages whose address matches; from elsewhere, or through a proxy, it is refused', async () => {
    const { id, name } = await realCategory();
    const page = `/h/${name}/${id}`;
    const other = '/q/de-DE/search?q=regal';
    const url = (path: string) => `http://127.0.0.1:${varnishShop}${path}`;
    for (const path of [page, other]) {
      await fetch(url(path));
      expect((await fetch(url(path))).headers.get('x-cache'), path).toBe('HIT');
    }
    const ban = (headers: Record<string, string>, localAddress?: string) => rawGet(url('/'), headers, { method: 'BAN', ...(localAddress ? { localAddress } : {}) });
    // Not in the ACL (only 127.0.0.1 of the loopback block is), or relayed by a proxy in front: refused, nothing forgotten.
    expect((await ban({ 'x-ban-url': '^/' }, '127.0.0.2')).status).toBe(403);
    expect((await ban({ 'x-ban-url': '^/', 'x-forwarded-for': '203.0.113.7' })).status).toBe(403);
    expect((await ban({ 'x-ban-url': '^/', 'x-forwarded-proto': 'https' })).status).toBe(403);
    expect((await ban({})).status).toBe(400);
    expect((await ban({ 'x-ban-url': '(' })).status).toBe(400);
    for (const path of [page, other]) expect((await fetch(url(path))).headers.get('x-cache'), path).toBe('HIT');
    // Allowed: the matching page is asked of a host again, the other still comes from the cache.
    const banned = await ban({ 'x-ban-url': '^/h/' });
    expect(banned.status).toBe(200);
    const after = await fetch(url(page));
    expect(after.status).toBe(200);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(after.headers.get('x-shop-url')).toBeNull();
    expect((await fetch(url(page))).headers.get('x-cache')).toBe('HIT');
    expect((await fetch(url(other))).headers.get('x-cache')).toBe('HIT');
    // The README's command after a remote's deploy: every kept page.
    expect((await ban({ 'x-ban-url': '^/' })).status).toBe(200);
    for (const path of [page, other]) expect((await fetch(url(path))).headers.get('x-cache'), path).toBe('MISS');
  });

  test('refuses request targets that are not origin-form', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(varnishShop, '127.0.0.1');
      let data = '';
      socket.on('data', (c: Buffer) => (data += c.toString()));
      socket.on('close', () => resolve(data));
      socket.write('GET //evil.example/q/api/search HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
  });
});

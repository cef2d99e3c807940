import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
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

/** A GET with exactly these headers (fetch would set Fetch Metadata of its own). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
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
    // Server rendering's waits widened as for the whole test stack.
    for (const port of [hostA, hostB]) children.push(await startHostServer(port, `http://localhost:${E2E_PORTS.api}/`, E2E_SSR_ENV));
    // A host whose every render misses its deadline of 1 ms: the pages it sends are for the browser to render.
    children.push(await startHostServer(failingRenderHost, `http://localhost:${E2E_PORTS.api}/`, { SSR_DEADLINE_MS: '1' }));
    await Promise.all([hostA, hostB].map((port) => waitUntilServerRendering(`http://localhost:${port}`)));
    // A backend that does what ours never may: a cacheable page carrying a per-request nonce.
    let served = 0;
    nonceServer = http.createServer((req, res) => {
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

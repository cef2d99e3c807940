/**
 * The host server over generated request targets (fast-check), sent raw over HTTP as a hostile client or a
 * broken link would (no URL normalisation on the way): whatever the address, the answer is never a 5xx or a
 * stack trace, a redirect never leads off the shop (only to our own origin, or to the product pages' configured
 * origin for `/p/…`), and following the shop's own redirects ends within two hops, on an answer that is not a
 * redirect — no chain, no loop.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@shop/api-client';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { createHostServer } from '../server/app';
import { readHostConfig } from '../server/config';

const TEMPLATE = '<!doctype html><html lang="de-DE"><head><!--SHOP_CONFIG--></head><body><div id="root"><noscript>Please enable JavaScript to search our shop.</noscript></div></body></html>';
const PRODUCT_PAGES = 'https://www.shop.example';

let server: FastifyInstance;
let upstream: http.Server;
let port: number;

beforeAll(async () => {
  upstream = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const dist = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dist, 'main.js'), 'console.log(1)');
  const config = {
    ...readHostConfig({
      SEARCH_API_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/`,
      REMOTE_SEARCH_URL: 'http://cdn.example/search/mf-manifest.json',
      PRODUCT_PAGE_URL: `${PRODUCT_PAGES}/`,
    }),
    distDir: dist,
    // Generous: a proxied path must answer from the local fake, not time out on a busy CI machine (a 504 would read as a failure).
    upstreamTimeoutMs: 10_000,
  };
  server = await createHostServer(config, { logger: createLogger({ level: 'error', sink: () => undefined }) });
  await server.listen({ port: 0, host: '127.0.0.1' });
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await server.close();
  upstream.close();
});

interface Answer {
  status: number;
  location: string | undefined;
  body: string;
}

/** One GET with the target exactly as given (Node's client refuses only what no HTTP request may carry). */
function rawGet(target: string, headers: Record<string, string>): Promise<Answer | null> {
  return new Promise((resolve, reject) => {
    let request: http.ClientRequest;
    try {
      request = http.request({ host: '127.0.0.1', port, path: target, agent: false, headers: { host: 'shop.test', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: Buffer.concat(chunks).toString('utf8') }));
      });
    } catch {
      resolve(null); // a target no client can send
      return;
    }
    request.on('error', reject);
    request.end();
  });
}

const PIECES = ['/', '//', '\\', '/\\', '.', '..', '/./', '/../', '%', '%2F', '%2f', '%5C', '%2e%2e', '%00', '%FF', '%E0%A4%A', '%C3%B6', '%ZZ', '?', '&', '=',
  '#', '+', '@', ':', ';', 'q', 'h', 'p', 'c4', 'x', 'evil.example', 'de-DE', 'pl-PL', 'xx-YY', 'search', 'query', 'brand', 'evaluation', 'locale', 'q/api',
  'n', 't', 'to=pl_PL', 'from=', 'from=%2F%2Fevil.example', 'from=/\\evil.example', 'q=sofa', 'offset=-1', 'sort=x', 'isEmbedded=true', '__proto__[x]=1',
  'brand[0]=a', 'price[min]=5', 'config.json', 'main.js', 'index.html', 'möbel', 'ü', '😀'];

/** A request target from pieces and arbitrary visible text. */
const pieced = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 3 })), { minLength: 1, maxLength: 10 })
  .map((parts) => `/${parts.join('')}`);

/** One of the shop's routes with hostile parameters (the storefront switch's `from` among them). */
const routed = fc
  .tuple(
    fc.constantFrom('/', '/locale', '/q/search', '/q/pl-PL/search', '/q/de-DE/search/', '/h/m%C3%B6bel/c4', '/h/de-AT/mobel/c4', '/h/c4', '/c/brand/x',
      '/q/query/summer-sale', '/cqe/x', '/evaluation', '/evaluation/de-DE/x/1', '/p/x/1', '/p//evil.example', '/q/api/search', '/n/meta', '/config.json'),
    fc.array(
      fc.tuple(
        fc.constantFrom('to', 'from', 'q', 'offset', 'sort', 'brand', 'price[min]', 'isEmbedded', 'locale', '__proto__', 'redirect'),
        fc.constantFrom('pl_PL', 'xx_XX', '', '/', '//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/.//evil.example/x', '/x/..//evil.example', '/%2e//evil.example', '/q/search?q=a',
          '/h/de-DE/mobel/c4', '%FF', '-1', 'true', 'sofa'),
      ),
      { maxLength: 4 },
    ),
  )
  .map(([route, params]) => (params.length ? `${route}?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : route));

const target = fc.oneof(pieced, routed);

const headers = fc.record(
  {
    'accept-language': fc.constantFrom('pl-PL', 'de-CH,fr;q=0.9', '*', 'xx', ''),
    cookie: fc.constantFrom('locale=pl_PL', 'locale=xx', 'locale=', 'locale=de_AT; other=1'),
  },
  { requiredKeys: [] },
);

/** Where a redirect may lead: our own origin, or the product pages' for `/p/…`. */
function allowedLocation(location: string, from: URL): URL {
  const to = new URL(location, from);
  expect([from.origin, PRODUCT_PAGES]).toContain(to.origin);
  return to;
}

describe('host server over generated addresses (SPEC §9 bad input; DESIGN trust boundaries)', () => {
  it('never answers 5xx or a stack trace, never leads off the shop, and its own redirects end within two hops', async () => {
    await fc.assert(
      fc.asyncProperty(target, headers, async (t, h) => {
        const first = await rawGet(t, h);
        fc.pre(first !== null);
        let answer = first!;
        let at = new URL(`http://shop.test${t}`);
        for (let hop = 0; ; hop++) {
          expect(answer.status).toBeLessThan(500);
          expect(answer.body).not.toMatch(/at .*\(.*\.[jt]s:\d+|\bError:|node:internal/);
          if (answer.status < 300 || answer.status >= 400 || answer.location === undefined) return;
          const to = allowedLocation(answer.location, at);
          if (to.origin !== at.origin) return; // the product pages are not ours to follow
          expect(hop).toBeLessThan(2);
          at = to;
          const next = await rawGet(`${to.pathname}${to.search}`, h);
          expect(next).not.toBeNull();
          answer = next!;
        }
      }),
      { numRuns: 400 },
    );
  });

  it('the storefront switch without JavaScript leads back to a page of the shop whatever its `from` says', async () => {
    const from = fc.oneof(
      fc.array(fc.constantFrom('/', '//', '\\', '/\\', '.', '..', '/./', '/../', '/.//', '%2e', '%2F', '%5C', 'evil.example', 'https:', 'q', 'search', 'x', '?', '#', '@'), {
        maxLength: 6,
      }).map((parts) => parts.join('')),
      fc.string({ maxLength: 20 }),
    );
    await fc.assert(
      fc.asyncProperty(from, fc.constantFrom('pl_PL', 'xx_XX'), async (f, to) => {
        const answer = await rawGet(`/locale?to=${to}&from=${encodeURIComponent(f)}`, {});
        expect(answer!.status).toBe(303);
        const at = new URL('http://shop.test/locale');
        const location = allowedLocation(answer!.location ?? '', at);
        expect(location.origin).toBe(at.origin);
        // Read again as a relative address (the browser's next page): still ours.
        expect(location.pathname.startsWith('//')).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

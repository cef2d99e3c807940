import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRng, pick, type Rng } from '../src/catalogue/prng';
import { createServer, type ApiRequest, type ApiResponse } from '../src/server';

// Ad failures and long latencies are deliberate 5xx/slow paths; the fuzzer keeps them off.
const api = createServer({ adFailureRate: 0, adLatencyMs: 0, testMode: true });
const REQUESTS = 5000;
const OVER_HTTP = 300;

const WEIRD = ['', ' ', '%', '%zz', '%00', '..', '-', '0', '-1', '1e9', '999999999999', 'NaN', 'null', 'true', '[]', '{}', '<b>', '"', "'",
  'ü', 'Łódź', '日本', '😀', 'a'.repeat(250), '*', '+', '&', '=', '?', '#', '\\', 'c', 'c1', 'h12', 'a99', 'b1001', 'de_DE', 'de-DE',
  'xx_YY', 'DE', 'de', '10-50', '-50', '10-', '50-10', 'abc-', 'store', '4', '4.5', '6', 'relevance', 'price-asc', 'newest', 'nrp', 'ncp'];
const KEYS = ['q', 'offset', 'fetchsize', 'sort', 'locale', 'assortment', 'version', 'brand', 'category', 'price', 'rating', 'store',
  'redirect', 'idsOnly', 'productsOnly', 'pageId', 'campaign', 'id', 'v', 'variant', 'ids', 'key', 'w', 'h', 'cqeName', 'path', 'zz'];
const PATHS = ['/q/api/search', '/q/api/category/{s}/{s}', '/q/api/category/{s}', '/q/api/brand/{s}', '/q/api/brand/{s}/{s}',
  '/q/api/query/{s}', '/q/api/cqe/{s}', '/q/api/evaluation/{s}/{s}', '/q/api/gridboxes/{s}/{s}', '/q/api/products/{s}/{s}',
  '/q/api/message', '/q/api/suggest', '/q/api/images/{s}.svg', '/q/api/images/banners/{s}.svg', '/q/api/catalog', '/n/header',
  '/n/meta', '/n/footer', '/c/{s}/h{s}', '/c/h{s}', '/t/piq/request', '/t/piq/{s}', '/t/piq/click', '/{s}', '/q/api/{s}', '/q/api',
  '/q/api/search/{s}', '//q//api//search', '/q/api/category/a/b/c/d'];
const GOOD_SEGMENTS = ['shoes', 'c6', 'c1203', 'h12', 'summer-sale', 'cozy-living', '0', '1', '3', 'DE', 'de', 'CZ', 'cs', '100123', 'banners', 'track', 'de-DE', '12'];
const METHODS = ['GET', 'GET', 'GET', 'GET', 'GET', 'POST', 'POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'];

function value(rng: Rng): string {
  return rng() < 0.5 ? pick(rng, WEIRD) : pick(rng, GOOD_SEGMENTS);
}

function randomJson(rng: Rng, depth = 0): unknown {
  const r = rng();
  if (depth > 2 || r < 0.3) return pick(rng, [0, -1, 3, 1e12, 'x', '', true, null, 4.5]);
  if (r < 0.5) return Array.from({ length: Math.floor(rng() * 4) }, () => randomJson(rng, depth + 1));
  const fields = ['session', 'slot', 'targets', 'count', 'count_fill', 'internal', 'width', 'height', 'auction', 'user', 'x'];
  return Object.fromEntries(Array.from({ length: Math.floor(rng() * 6) }, () => [pick(rng, fields), randomJson(rng, depth + 1)]));
}

function randomRequest(rng: Rng): ApiRequest {
  const path = pick(rng, PATHS).replace(/\{s\}/g, () => (rng() < 0.8 ? encodeURIComponent(value(rng)) : value(rng)));
  const params: string[] = [];
  const count = rng() < 0.05 ? 1100 : Math.floor(rng() * 6);
  for (let i = 0; i < count; i++) {
    const key = rng() < 0.9 ? pick(rng, KEYS) : value(rng);
    const raw = value(rng);
    params.push(`${encodeURIComponent(key)}=${rng() < 0.85 ? encodeURIComponent(raw) : raw}`);
  }
  const method = pick(rng, METHODS);
  const headers: Record<string, string> = {};
  if (rng() < 0.3) headers['x-country'] = value(rng);
  if (rng() < 0.3) headers['x-language'] = value(rng);
  if (rng() < 0.2) headers['x-ad-latency-ms'] = pick(rng, ['0', '1', 'abc', '-1', '99999', '']);
  let body: string | undefined;
  if (method === 'POST') body = rng() < 0.7 ? JSON.stringify(randomJson(rng)) : pick(rng, ['', '{', 'null', '[1,', 'x'.repeat(100), '{"count":1e400}']);
  return { method, url: params.length ? `${path}?${params.join('&')}` : path, headers, ...(body === undefined ? {} : { body }) };
}

function expectWellFormed(request: ApiRequest, response: ApiResponse): void {
  const label = `${request.method} ${request.url.slice(0, 200)}`;
  if (response.status >= 500) throw new Error(`${label} answered ${response.status}: ${response.body.slice(0, 300)}`);
  const type = response.headers['Content-Type'] ?? '';
  if (response.status === 204) return;
  if (type.startsWith('application/json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      throw new Error(`${label} answered invalid JSON`);
    }
    if (response.status >= 400) {
      expect(parsed).toMatchObject({ code: response.status, param: expect.any(String), message: expect.any(String) });
    }
  } else {
    // HTML fragments and SVG images are only ever successful answers; every error is JSON.
    expect(response.status).toBe(200);
    expect(type).toMatch(/^(text\/html|image\/svg\+xml)/);
  }
}

describe('fuzzing every endpoint with seeded malformed requests', () => {
  it(`answers ${REQUESTS} random requests without a 5xx and always with valid JSON errors`, async () => {
    const rng = createRng(0xf022);
    const statuses = new Map<number, number>();
    for (let i = 0; i < REQUESTS; i++) {
      const request = randomRequest(rng);
      const response = await api.respond(request);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expectWellFormed(request, response);
    }
    // The mix reaches successes as well as each kind of refusal.
    for (const status of [200, 400, 404, 405]) expect(statuses.get(status) ?? 0).toBeGreaterThan(10);
  }, 120_000);

  it(`answers ${OVER_HTTP} random requests over a real socket the same way`, async () => {
    await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
    const { port } = api.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const rng = createRng(0xbeef);
    try {
      for (let i = 0; i < OVER_HTTP; i++) {
        const raw = randomRequest(rng);
        // Node's client refuses spaces, control and non-ASCII characters in paths and headers: escape those.
        const ascii = (text: string) => text.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
        const request: ApiRequest = {
          ...raw,
          url: ascii(raw.url),
          headers: Object.fromEntries(Object.entries(raw.headers).map(([k, v]) => [k, ascii(String(v))])),
        };
        const response = await new Promise<ApiResponse>((resolve, reject) => {
          const req = http.request({ host: '127.0.0.1', port, path: request.url, method: request.method, agent, headers: request.headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: { 'Content-Type': String(res.headers['content-type'] ?? '') },
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
          });
          req.on('error', reject);
          req.end(request.body);
        });
        if (request.method === 'HEAD') {
          expect(response.status).toBeLessThan(500);
          continue;
        }
        expectWellFormed(request, response);
      }
    } finally {
      agent.destroy();
      await new Promise((resolve) => api.server.close(resolve));
    }
  }, 120_000);
});

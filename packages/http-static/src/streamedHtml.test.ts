import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createBaseApp, sendStreamedHtml } from './index';

let app: FastifyInstance;
let port: number;
let release: (html: string) => void = () => undefined;
let fail: (error: Error) => void = () => undefined;

beforeAll(async () => {
  app = await createBaseApp();
  app.get('/page', async (request, reply) => {
    const rest = new Promise<string>((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
    reply.type('text/html; charset=utf-8');
    return sendStreamedHtml(request, reply, `<!doctype html><head>${'<link rel="modulepreload" href="/a.js">'.repeat(20)}`, rest);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(() => app.close());

/** Requests the page; resolves with the decoded text seen before `rest` is released, then with the whole body. */
function load(encoding: string, finish: () => void): Promise<{ headers: http.IncomingHttpHeaders; first: string; whole: string; error?: Error }> {
  return new Promise((resolve) => {
    http.get({ port, host: '127.0.0.1', path: '/page', headers: { 'accept-encoding': encoding } }, (res) => {
      const decoded = res.headers['content-encoding'] === 'br' ? res.pipe(createBrotliDecompress()) : res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip()) : res;
      let whole = '';
      let first = '';
      // A head held back until the end would never come on its own: release the rest after a while, so the
      // test fails on what arrived first instead of hanging.
      const giveUp = setTimeout(finish, 1500);
      decoded.on('data', (chunk: Buffer) => {
        if (!first) {
          first = chunk.toString('utf8');
          // Only now may the rest exist: what arrived so far was sent before the page was ready.
          clearTimeout(giveUp);
          finish();
        }
        whole += chunk.toString('utf8');
      });
      decoded.on('end', () => resolve({ headers: res.headers, first, whole }));
      decoded.on('error', (error: Error) => resolve({ headers: res.headers, first, whole, error }));
      res.on('aborted', () => resolve({ headers: res.headers, first, whole, error: new Error('aborted') }));
    });
  });
}

describe('a server-rendered page is streamed: its head goes out before the rest is ready', () => {
  it.each(['br', 'gzip', 'identity'])('with Accept-Encoding %s the head arrives first, then the rest', async (encoding) => {
    const result = await load(encoding, () => release('<title>t</title><body>rendered</body>'));
    expect(result.first.startsWith('<!doctype html><head>')).toBe(true);
    expect(result.first).not.toContain('rendered');
    expect(result.whole.endsWith('<body>rendered</body>')).toBe(true);
    expect(result.headers['content-encoding'] ?? 'identity').toBe(encoding);
    expect(result.headers.vary).toContain('Accept-Encoding');
  });

  it.each(['br', 'identity'])('a rest that fails ends the response instead of leaving the browser waiting, as a broken answer, not a whole one (%s)', async (encoding) => {
    // Broken off, a cache in between (Varnish, a CDN) does not keep the head alone as if it were the page.
    const result = await load(encoding, () => fail(new Error('renderer broke')));
    expect(result.first.startsWith('<!doctype html>')).toBe(true);
    expect(result.error).toBeDefined();
  });
});

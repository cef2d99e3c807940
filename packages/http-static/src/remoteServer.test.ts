import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createRemoteServer } from './index';

let app: FastifyInstance;
let base: string;
const CHUNK = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>standalone</title>');
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(dist, 'remoteEntry.js'), 'var remote;');
  writeFileSync(path.join(dist, '812.3fa9c01b2d.js'), CHUNK);
  writeFileSync(path.join(dist, '812.3fa9c01b2d.js.br'), brotliCompressSync(CHUNK));
  writeFileSync(path.join(dist, '812.3fa9c01b2d.js.map'), '{"sources":["secret.ts"]}');
  app = await createRemoteServer({ root: dist, searchApiUrl: 'http://127.0.0.1:9/' });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => app.close());

describe('a remote served on its own (DESIGN.md cache rules)', () => {
  it('serves mf-manifest.json and remoteEntry.js no-cache, with CORS for the host', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const res = await fetch(`${base}/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('DESIGN runtime composition: its files may be loaded by the host and storefront pages on other origins (CORS and Cross-Origin-Resource-Policy)', async () => {
    const res = await fetch(`${base}/812.3fa9c01b2d.js`);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('serves hashed chunks immutable, pre-compressed for clients that accept brotli', async () => {
    const res = await fetch(`${base}/812.3fa9c01b2d.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(await res.text()).toBe(CHUNK);
  });

  it('answers unknown asset paths 404, never with its HTML page', async () => {
    for (const file of ['/123.0000000000.js', '/missing.js', '/assets/x.svg']) {
      const res = await fetch(`${base}${file}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<title>standalone');
    }
  });

  it('never publishes source maps', async () => {
    expect((await fetch(`${base}/812.3fa9c01b2d.js.map`)).status).toBe(404);
  });

  it('serves its standalone page at /', async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>standalone');
  });
});

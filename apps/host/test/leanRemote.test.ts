import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@shop/api-client';
import type { FastifyInstance } from 'fastify';
import { createHostServer } from '../server/app';
import { readHostConfig } from '../server/config';
import { MAX_MANIFEST_CHARS } from '../server/preloads';

const TEMPLATE = '<!doctype html><html lang="de-DE"><head><!--SHOP_CONFIG--><!--SHOP_PRELOADS--></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>';

function manifestJson(entry: string, pluginVersion: string): string {
  return JSON.stringify({
    id: 'search',
    name: 'search',
    metaData: { name: 'search', remoteEntry: { name: entry, path: '', type: 'var' }, pluginVersion, publicPath: 'auto' },
    shared: [],
    remotes: [],
    exposes: [{ id: 'search:SearchPage', name: 'SearchPage', assets: { js: { sync: ['__federation_expose_SearchPage.0123456789.js'], async: [] }, css: { sync: [], async: [] } } }],
  });
}

/** A search remote's server: what it has built, by path (`lean/mf-manifest.json` or not). */
async function remoteServing(files: Record<string, string>): Promise<{ server: http.Server; manifestUrl: string }> {
  const server = http.createServer((req, res) => {
    const body = files[(req.url ?? '').slice(1)];
    res.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'application/json' });
    res.end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, manifestUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json` };
}

async function hostFor(manifestUrl: string, hostVersion = '2.9.2'): Promise<FastifyInstance> {
  const dist = mkdtempSync(path.join(tmpdir(), 'host-dist-lean-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dist, 'main.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'mf-manifest.json'), manifestJson('', hostVersion));
  const config = { ...readHostConfig({ SEARCH_API_URL: 'http://127.0.0.1:9/', REMOTE_SEARCH_URL: manifestUrl, SSR_DEADLINE_MS: 'off' }), distDir: dist };
  return createHostServer(config, { logger: createLogger({ level: 'error', sink: () => undefined }) });
}

/** The search page's HTML once the host has read the remote's manifests (it reads them in the background). */
async function pageOnceRead(host: FastifyInstance, expect: RegExp): Promise<string> {
  const base = await host.listen({ port: 0, host: '127.0.0.1' });
  let html = '';
  for (let i = 0; i < 50; i += 1) {
    html = await (await fetch(`${base}/q/search?q=sofa`)).text();
    if (expect.test(html)) return html;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return html;
}

const servers: http.Server[] = [];
const hosts: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(hosts.map((h) => h.close()));
  for (const s of servers) {
    s.closeAllConnections();
    s.close();
  }
});

describe('the federation runtime once: the shop loads a remote’s lean build', () => {
  it('names the lean manifest in the page’s config and preloads the lean entry, when the remote has one of the host’s version', async () => {
    const { server, manifestUrl } = await remoteServing({
      'mf-manifest.json': manifestJson('remoteEntry.aaaaaaaaaa.js', '2.9.2'),
      'lean/mf-manifest.json': manifestJson('remoteEntry.bbbbbbbbbb.js', '2.9.2'),
    });
    servers.push(server);
    const host = await hostFor(manifestUrl);
    hosts.push(host);
    const lean = manifestUrl.replace('/mf-manifest.json', '/lean/mf-manifest.json');
    const html = await pageOnceRead(host, /remoteEntry\.bbbbbbbbbb/);
    expect(html).toContain(`"search":"${lean}"`);
    expect(html).toContain(`href="${lean.replace('mf-manifest.json', 'remoteEntry.bbbbbbbbbb.js')}"`);
    expect(html).toContain(`href="${lean.replace('mf-manifest.json', '__federation_expose_SearchPage.0123456789.js')}"`);
    expect(html).not.toContain('remoteEntry.aaaaaaaaaa');
  });

  it('keeps the self-contained manifest for a remote without a lean build', async () => {
    const { server, manifestUrl } = await remoteServing({ 'mf-manifest.json': manifestJson('remoteEntry.aaaaaaaaaa.js', '2.9.2') });
    servers.push(server);
    const host = await hostFor(manifestUrl);
    hosts.push(host);
    const html = await pageOnceRead(host, /remoteEntry\.aaaaaaaaaa/);
    expect(html).toContain(`"search":"${manifestUrl}"`);
    expect(html).toMatch(/remoteEntry\.aaaaaaaaaa\.js/);
  });

  it('keeps the self-contained manifest when the lean one is malformed or far too large to be one', async () => {
    const padded = manifestJson('remoteEntry.bbbbbbbbbb.js', '2.9.2').replace('"shared":[]', `"padding":"${'x'.repeat(MAX_MANIFEST_CHARS)}","shared":[]`);
    for (const leanText of ['{"metaData":', padded]) {
      const { server, manifestUrl } = await remoteServing({ 'mf-manifest.json': manifestJson('remoteEntry.aaaaaaaaaa.js', '2.9.2'), 'lean/mf-manifest.json': leanText });
      servers.push(server);
      const host = await hostFor(manifestUrl);
      hosts.push(host);
      const html = await pageOnceRead(host, /remoteEntry\.aaaaaaaaaa/);
      expect(html).toContain(`"search":"${manifestUrl}"`);
      expect(html).not.toContain('bbbbbbbbbb');
    }
  });

  it('keeps the self-contained manifest when the lean build is of another federation version than the host’s', async () => {
    const { server, manifestUrl } = await remoteServing({
      'mf-manifest.json': manifestJson('remoteEntry.aaaaaaaaaa.js', '2.10.0'),
      'lean/mf-manifest.json': manifestJson('remoteEntry.bbbbbbbbbb.js', '2.10.0'),
    });
    servers.push(server);
    const host = await hostFor(manifestUrl, '2.9.2');
    hosts.push(host);
    const html = await pageOnceRead(host, /remoteEntry\.aaaaaaaaaa/);
    expect(html).toContain(`"search":"${manifestUrl}"`);
    expect(html).not.toContain('bbbbbbbbbb');
  });
});

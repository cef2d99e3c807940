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
interface RemoteServing {
  server: http.Server;
  manifestUrl: string;
  /** The files that get no answer for now (a remote under load, a dropped connection); none at first. */
  silent: (file: string) => boolean;
  /** The files asked for while silent, in order. */
  unanswered: string[];
}

async function remoteServing(files: Record<string, string>): Promise<RemoteServing> {
  const remote: Omit<RemoteServing, 'server' | 'manifestUrl'> = { silent: () => false, unanswered: [] };
  const server = http.createServer((req, res) => {
    const file = (req.url ?? '').slice(1);
    if (remote.silent(file)) {
      remote.unanswered.push(file);
      return;
    }
    const body = files[file];
    res.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'application/json' });
    res.end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(remote, { server, manifestUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json` });
}

/** A host whose search remote is at `manifestUrl`; its warnings go to `warnings` when given. */
async function hostFor(manifestUrl: string, hostVersion = '2.9.2', env: NodeJS.ProcessEnv = {}, warnings?: string[]): Promise<FastifyInstance> {
  const dist = mkdtempSync(path.join(tmpdir(), 'host-dist-lean-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dist, 'main.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'mf-manifest.json'), manifestJson('', hostVersion));
  const config = { ...readHostConfig({ SEARCH_API_URL: 'http://127.0.0.1:9/', REMOTE_SEARCH_URL: manifestUrl, SSR_DEADLINE_MS: 'off', ...env }), distDir: dist };
  const logger = warnings ? createLogger({ level: 'warn', sink: (entry) => warnings.push(JSON.stringify(entry)) }) : createLogger({ level: 'error', sink: () => undefined });
  return createHostServer(config, { logger });
}

/** The search page's HTML once the host has read the remote's manifests (it reads them in the background). */
async function pageOnceRead(host: FastifyInstance, expect: RegExp, tries = 50): Promise<string> {
  const base = host.server.listening ? `http://127.0.0.1:${(host.server.address() as AddressInfo).port}` : await host.listen({ port: 0, host: '127.0.0.1' });
  let html = '';
  for (let i = 0; i < tries; i += 1) {
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

  it('keeps the self-contained manifest when a lean one is far longer than a manifest can be, and stops reading it', async () => {
    let sent = 0;
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      if (req.url === '/mf-manifest.json') return res.end(manifestJson('remoteEntry.aaaaaaaaaa.js', '2.9.2'));
      // A lean manifest that never ends.
      const more = setInterval(() => {
        res.write(' '.repeat(64 * 1024));
        sent += 64 * 1024;
      }, 5);
      res.on('close', () => clearInterval(more));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const manifestUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`;
    const host = await hostFor(manifestUrl);
    hosts.push(host);
    const html = await pageOnceRead(host, /remoteEntry\.aaaaaaaaaa/);
    expect(html).toContain(`"search":"${manifestUrl}"`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = sent;
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Let go past the bound: nothing more is sent (the server's buffers hold at most a few MB).
    expect(sent).toBe(after);
    expect(sent).toBeLessThan(MAX_MANIFEST_CHARS * 16);
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

  it('keeps the lean build and its text hints while the remote does not answer for a moment, and leaves it when the remote answers without one', async () => {
    // The manifests are read again every 100 ms here; a read that gets no answer gives up after 1.5 s.
    const files: Record<string, string> = {
      'mf-manifest.json': manifestJson('remoteEntry.aaaaaaaaaa.js', '2.9.2'),
      'lean/mf-manifest.json': manifestJson('remoteEntry.bbbbbbbbbb.js', '2.9.2'),
      'lean/boot-chunks.json': JSON.stringify({ js: [], texts: { de_DE: { search: 'i18n-de_DE-search-json.cccccccccc.js' } } }),
    };
    const remote = await remoteServing(files);
    const { server, manifestUrl, unanswered } = remote;
    servers.push(server);
    const warnings: string[] = [];
    const host = await hostFor(manifestUrl, '2.9.2', { REMOTE_MANIFEST_REFRESH_MS: '100' }, warnings);
    hosts.push(host);
    const leanPage = /remoteEntry\.bbbbbbbbbb[^]*i18n-de_DE-search-json\.cccccccccc/;
    expect(await pageOnceRead(host, leanPage)).toMatch(leanPage);

    const base = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
    // Two reads of `file` that got no answer: the first has given up by the time the second is asked.
    const twiceUnanswered = async (file: string) => {
      unanswered.length = 0;
      for (let i = 0; i < 100 && unanswered.filter((f) => f === file).length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unanswered.filter((f) => f === file).length).toBeGreaterThanOrEqual(2);
    };
    // The lean build's files get no answer (a remote under load, a dropped connection), then only its text list.
    for (const [files_, file] of [[(f: string) => f.startsWith('lean/'), 'lean/mf-manifest.json'], [(f: string) => f === 'lean/boot-chunks.json', 'lean/boot-chunks.json']] as const) {
      remote.silent = files_;
      await twiceUnanswered(file);
      const during = await (await fetch(`${base}/q/search?q=sofa`)).text();
      expect(during).toMatch(leanPage);
      expect(during).not.toContain('aaaaaaaaaa');
    }
    // Said once, not at every read.
    expect(warnings.filter((w) => w.includes('did not answer') && w.includes('"remote":"search"'))).toHaveLength(1);

    // Back, and redeployed without a lean build: the pages load the self-contained one, without the lean text hints.
    delete files['lean/mf-manifest.json'];
    delete files['lean/boot-chunks.json'];
    remote.silent = () => false;
    const after = await pageOnceRead(host, /remoteEntry\.aaaaaaaaaa/);
    expect(after).toContain(`"search":"${manifestUrl}"`);
    expect(after).not.toContain('bbbbbbbbbb');
    expect(after).not.toContain('cccccccccc');
    expect(warnings.filter((w) => w.includes('answers again') && w.includes('"remote":"search"'))).toHaveLength(1);
  }, 15_000);

  it('reads a remote that did not answer again within seconds, not a minute later: a remote busy when the host starts gets its lean build', async () => {
    const files: Record<string, string> = {
      'mf-manifest.json': manifestJson('remoteEntry.aaaaaaaaaa.js', '2.9.2'),
      'lean/mf-manifest.json': manifestJson('remoteEntry.bbbbbbbbbb.js', '2.9.2'),
    };
    const remote = await remoteServing(files);
    const { server, manifestUrl } = remote;
    remote.silent = (file) => file.startsWith('lean/');
    servers.push(server);
    // The default refresh: once a minute. Every remote answers from here (none is missing, which is read again soon).
    const host = await hostFor(manifestUrl, '2.9.2', { REMOTE_CATEGORY_URL: manifestUrl, REMOTE_EVALUATION_URL: manifestUrl });
    hosts.push(host);
    // Its first read of the lean manifest gets no answer: the pages load the self-contained build meanwhile.
    expect(await pageOnceRead(host, /remoteEntry\.aaaaaaaaaa/)).toMatch(/remoteEntry\.aaaaaaaaaa/);
    remote.silent = () => false;
    // The next read (2 s after one that got no answer) finds the lean build.
    const html = await pageOnceRead(host, /remoteEntry\.bbbbbbbbbb/, 60);
    expect(html).toMatch(/remoteEntry\.bbbbbbbbbb/);
    expect(html).not.toContain('aaaaaaaaaa');
  }, 15_000);

  it('says nothing of remotes that have not answered yet while the host starts (they may be starting too)', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const nowhere = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/mf-manifest.json`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const warnings: string[] = [];
    const host = await hostFor(nowhere, '2.9.2', { REMOTE_CATEGORY_URL: nowhere, REMOTE_EVALUATION_URL: nowhere }, warnings);
    hosts.push(host);
    // Two reads (at start and 2 s later), both refused.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(warnings.filter((w) => w.includes('did not answer'))).toEqual([]);
  });
});

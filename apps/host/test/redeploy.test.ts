import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@shop/api-client';
import type { FastifyInstance } from 'fastify';
import { createHostServer } from '../server/app';
import { readHostConfig } from '../server/config';

const TEMPLATE = '<!doctype html><html lang="de-DE"><head><!--SHOP_CONFIG--><!--SHOP_PRELOADS--><title>Shop</title></head><body><div id="root"><!--SHOP_ROOT--><!--/SHOP_ROOT--></div></body></html>';

/**
 * A stand-in for the host's server renderer that writes down, in `log`, when it is told to load its remotes'
 * server code again (`refresh`) and when it loads it (`prepare`, which takes a moment, as loading containers
 * over the network does: `prepare-end` once done).
 */
function rendererLoggingTo(log: string): string {
  return `
const fs = require('node:fs');
const note = (what) => fs.appendFileSync(${JSON.stringify(log)}, what + '\\n');
exports.renderPage = async () => ({ skipped: 'not rendered here', lasting: true });
exports.refreshRemotes = async () => note('refresh');
exports.prepare = async () => {
  note('prepare');
  await new Promise((resolve) => setTimeout(resolve, 150));
  note('prepare-end');
};
`;
}

function manifestJson(name: string, build: string): string {
  return JSON.stringify({
    id: name,
    name,
    metaData: { name, buildInfo: { buildVersion: build }, remoteEntry: { name: `remoteEntry.${build}.js`, path: '', type: 'var' }, pluginVersion: '2.9.2', publicPath: 'auto' },
    shared: [],
    remotes: [],
    exposes: [],
  });
}

/** A remote's static server whose deployed build can be swapped (`deploy`). */
async function remoteServing(name: string): Promise<{ server: http.Server; url: string; deploy: (build: string) => void }> {
  let manifest = manifestJson(name, 'aaaaaaaaaa');
  const server = http.createServer((req, res) => {
    const found = req.url === '/mf-manifest.json';
    res.writeHead(found ? 200 : 404, { 'Content-Type': 'application/json' });
    res.end(found ? manifest : '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`;
  return { server, url, deploy: (build) => (manifest = manifestJson(name, build)) };
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

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('not within time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('remotes redeployed while the host runs', () => {
  it('loads the server code of remotes redeployed at the same time once, after reading every manifest, and not while a load is under way', async () => {
    const remotes = await Promise.all(['search', 'category', 'evaluation'].map(remoteServing));
    servers.push(...remotes.map((r) => r.server));
    const dist = mkdtempSync(path.join(tmpdir(), 'host-redeploy-'));
    const log = path.join(dist, 'renderer.log');
    writeFileSync(log, '');
    writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'render.js'), rendererLoggingTo(log));
    const [search, category, evaluation] = remotes.map((r) => r.url) as [string, string, string];
    const env = { SEARCH_API_URL: 'http://127.0.0.1:9/', REMOTE_SEARCH_URL: search, REMOTE_CATEGORY_URL: category, REMOTE_EVALUATION_URL: evaluation, REMOTE_MANIFEST_REFRESH_MS: '100' };
    const host = await createHostServer({ ...readHostConfig(env), distDir: dist }, { logger: createLogger({ level: 'error', sink: () => undefined }) });
    hosts.push(host);
    const lines = () => readFileSync(log, 'utf8').split('\n').filter(Boolean);

    // The host loads the server code once at its start; a few reads of the unchanged manifests follow.
    await until(() => lines().includes('prepare-end'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lines()).toEqual(['prepare', 'prepare-end']);

    // All three remotes deploy a new build at once (a release of the whole shop).
    for (const remote of remotes) remote.deploy('bbbbbbbbbb');
    await until(() => lines().filter((l) => l === 'prepare-end').length === 2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    // One reload for the three, its load begun after it and finished before anything else: before, each
    // remote's reload came while the others' loads were under way, and the runtime then left a new server
    // container without its chunk loader (every server render failed until the next deploy).
    expect(lines()).toEqual(['prepare', 'prepare-end', 'refresh', 'prepare', 'prepare-end']);

    // One of them deploys again: one more reload.
    remotes[1]!.deploy('cccccccccc');
    await until(() => lines().filter((l) => l === 'prepare-end').length === 3);
    expect(lines().slice(5)).toEqual(['refresh', 'prepare', 'prepare-end']);
  }, 20_000);
});

/**
 * `npm start`: build what is needed, then run the shop with its remotes and the reference API.
 * A remote deployed elsewhere is used as it is: with `REMOTE_SEARCH_URL`, `REMOTE_CATEGORY_URL` or
 * `REMOTE_EVALUATION_URL` set (an `mf-manifest.json` URL), that remote is neither built nor served here.
 * Likewise the search API: with `SEARCH_API_URL` set, the shop calls that one and the reference API is not started.
 * `--no-build` serves the builds already in the apps' `dist/` folders.
 * `START_TIMEOUT_MS` (default 120000) bounds the wait for each part's health check.
 */
import { build } from './build.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultPorts, startStack, startTimeoutMs } from './stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** examples/server.ts on its own port; resolves once it answers. */
async function startExamplesServer(port, shopUrl, searchRemoteUrl) {
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['examples/server.ts', String(port)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, SHOP_URL: shopUrl, SEARCH_REMOTE_URL: searchRemoteUrl },
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`examples server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return child;
    } catch {
      // not up yet
    }
    if (Date.now() - started > startTimeoutMs()) throw new Error(`examples server on port ${port} did not come up`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const REMOTES = { search: 'REMOTE_SEARCH_URL', category: 'REMOTE_CATEGORY_URL', evaluation: 'REMOTE_EVALUATION_URL' };
const remoteUrls = Object.fromEntries(
  Object.entries(REMOTES)
    .filter(([, variable]) => process.env[variable])
    .map(([name, variable]) => [name, process.env[variable]]),
);
// A search API running elsewhere (the real search service): used as it is, no reference API here.
const apiUrl = process.env.SEARCH_API_URL || undefined;
const apps = ['host', ...Object.keys(REMOTES).filter((name) => !remoteUrls[name]).map((name) => `${name}-remote`), 'examples'];
if (!process.argv.includes('--no-build')) {
  const ms = build({ apps });
  console.log(`built ${apps.join(', ')} in ${(ms / 1000).toFixed(1)} s`);
}
const base = Number(process.env.SHOP_BASE_PORT ?? 3000);
const ports = defaultPorts(base);
// The storefront examples run on an origin of their own, the one the shop lets frame it (EMBED_ALLOWED_ORIGINS).
const examplesPort = base + 5;
const examplesOrigin = `http://localhost:${examplesPort}`;
const embedOrigins = [process.env.EMBED_ALLOWED_ORIGINS, examplesOrigin].filter(Boolean).join(',');
// The shop's public origin here is its local address: its pages name themselves in full (CANONICAL_ORIGINS).
const canonicalOrigins = process.env.CANONICAL_ORIGINS ?? `http://localhost:${ports.host}`;
const stack = await startStack({ ports, remoteUrls, apiUrl, timeoutMs: startTimeoutMs(), env: { EMBED_ALLOWED_ORIGINS: embedOrigins, CANONICAL_ORIGINS: canonicalOrigins } }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
const where = (name) => remoteUrls[name] ?? `http://localhost:${ports[name]}/mf-manifest.json`;
const searchRemoteBase = new URL('./', where('search')).href;
const examples = await startExamplesServer(examplesPort, `http://localhost:${ports.host}`, searchRemoteBase).catch((error) => {
  console.error(error.message);
  stack.stop();
  process.exit(1);
});
console.log(`
  Shop               http://localhost:${ports.host}/   (open this)
  search remote      ${where('search')}
  category remote    ${where('category')}
  evaluation remote  ${where('evaluation')}
  search API         ${apiUrl ?? `http://localhost:${ports.api}/q/api/search?q=sofa&locale=de_DE`}

  Storefront examples (their own origin):
    one script tag   ${examplesOrigin}/plain-html/
    whole search     ${examplesOrigin}/whole-search/
    React host       ${examplesOrigin}/react-host/
    iframe parent    ${examplesOrigin}/iframe-parent/

  Ctrl-C stops everything.
`);
const shutdown = () => {
  examples.kill('SIGTERM');
  stack.stop();
  setTimeout(() => process.exit(0), 300);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

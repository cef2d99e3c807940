/**
 * Starts the whole shop locally: reference API, three remotes (static), and the host server.
 * Used by `npm start` and by the browser tests (on other ports).
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/**
 * How long each part may take to answer its health check: `START_TIMEOUT_MS`, default 120000 — a busy
 * 2-core machine needs far more than an idle one.
 */
export function startTimeoutMs(env = process.env) {
  const ms = Number(env.START_TIMEOUT_MS);
  return Number.isFinite(ms) && ms > 0 ? ms : 120_000;
}

export function defaultPorts(base = 3000) {
  return { host: base, search: base + 1, category: base + 2, evaluation: base + 3, api: base + 4 };
}

async function waitFor(url, timeoutMs, child) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not come up within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Resolves true when something already listens on the port (a left-over run would answer in our place). */
function portTaken(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * @param {{ ports?: ReturnType<typeof defaultPorts>, env?: Record<string,string>, quiet?: boolean, only?: string[], apiTestMode?: boolean, remoteUrls?: Partial<Record<'search'|'category'|'evaluation', string>>, apiUrl?: string, timeoutMs?: number }} options
 *   apiTestMode: start the reference API in test mode (its ad fault knobs work); never for `npm start`.
 *   remoteUrls: remotes deployed elsewhere — the host uses them, and no local server is started for them.
 *   apiUrl: a search API running elsewhere (`SEARCH_API_URL` of `npm start`) — the host and the remotes' own
 *     pages call it, and the reference API is not started (nor is it the host's product page address).
 */
export async function startStack({ ports = defaultPorts(), env = {}, quiet = false, only, apiTestMode = false, remoteUrls = {}, apiUrl, timeoutMs = startTimeoutMs() } = {}) {
  const children = [];
  const want = (name) => (!only || only.includes(name)) && !remoteUrls[name] && !(name === 'api' && apiUrl);
  const searchApiUrl = apiUrl ?? `http://localhost:${ports.api}/`;
  const names = ['host', 'search', 'category', 'evaluation', 'api'].filter(want);
  const taken = [];
  for (const name of names) if (await portTaken(ports[name])) taken.push(`${name} ${ports[name]}`);
  if (taken.length) throw new Error(`port already in use (${taken.join(', ')}): stop the other run first`);
  const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  const start = (name, args, extraEnv, healthUrl) => {
    // A process group of its own: tsx runs the server in a child node process, and stopping tsx alone left that
    // server running (and its port taken) when this script exited right after.
    const child = spawn(tsx, args, { cwd: root, stdio, detached: true, env: { ...process.env, ...env, ...extraEnv } });
    children.push({ name, child });
    return waitFor(healthUrl, timeoutMs, child);
  };
  const local = (port) => `http://localhost:${port}/mf-manifest.json`;
  const waits = [];
  if (want('api')) waits.push(start('api', ['apps/search-api/src/main.ts'], { PORT: String(ports.api), ...(apiTestMode ? { SEARCH_API_TEST_MODE: '1' } : {}) }, `http://localhost:${ports.api}/q/api/message?key=nrp&locale=de_DE`));
  for (const remote of ['search', 'category', 'evaluation']) {
    if (want(remote)) {
      waits.push(start(remote, ['scripts/serve-remote.ts', `apps/${remote}-remote/dist`, String(ports[remote])], { SEARCH_API_URL: searchApiUrl }, local(ports[remote])));
    }
  }
  if (want('host')) {
    waits.push(
      start(
        'host',
        ['apps/host/server/main.ts'],
        {
          PORT: String(ports.host),
          SEARCH_API_URL: searchApiUrl,
          REMOTE_SEARCH_URL: remoteUrls.search ?? local(ports.search),
          REMOTE_CATEGORY_URL: remoteUrls.category ?? local(ports.category),
          REMOTE_EVALUATION_URL: remoteUrls.evaluation ?? local(ports.evaluation),
          // Product pages belong to another team; locally the reference API serves a simple one (SPEC §1).
          ...(apiUrl ? {} : { PRODUCT_PAGE_URL: `http://localhost:${ports.api}/` }),
          ...env,
        },
        `http://localhost:${ports.host}/healthz`,
      ),
    );
  }
  const stop = () => {
    for (const { child } of children) {
      if (child.exitCode !== null) continue;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
  };
  try {
    await Promise.all(waits);
  } catch (error) {
    stop();
    throw error;
  }
  return { ports, stop, children };
}

/**
 * Resolves once the host renders the page at `url` itself (its HTML carries the hydration state). A host loads
 * its remotes' server code after it starts answering and sends pages for the browser to render until then: a
 * benchmark that measured such a load would weigh a cold server in its figures.
 */
export async function untilServerRendered(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await (await fetch(url)).text()).includes('id="shop-ssr-state"')) return;
    } catch {
      // not answering yet
    }
    if (Date.now() > until) throw new Error(`${url} was not rendered by the server within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A category the reference API knows (the first value of its category facet), as e2e/helpers.ts finds one: from
 * the API on `apiPort`, or from any origin that answers `/q/api/search` (the shop's proxy).
 */
export async function categoryPath(apiPort) {
  const origin = typeof apiPort === 'number' ? `http://localhost:${apiPort}` : apiPort;
  const res = await fetch(`${origin}/q/api/search?locale=de_DE&assortment=DE&fetchsize=1`);
  const body = await res.json();
  const value = body.facets.find((f) => f.code === 'category')?.values?.[0];
  const id = value?.value ?? value?.link?.filter?.category?.[0];
  if (!value || !id) throw new Error('no category facet in the reference API answer');
  return `/h/${value.label.toLowerCase().replace(/[^a-z0-9äöüß]+/g, '-')}/${id}`;
}

/**
 * `npm run bench:host`: autocannon against the host server — an HTML page and the proxied search API — beside
 * the search API itself, all on this machine, in one run. Prints requests/s, p99 latency, errors and the
 * ratio proxied/direct. Options: --seconds=N (default 10), --connections=N (default 100), --no-build,
 * --host-url=URL (bench a host that is already running, e.g. another version, instead of starting one).
 * Every target is a loopback address; each run is bounded in time.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { build } from './build.mjs';
import { defaultPorts, startStack } from './stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const seconds = Math.min(Number(arg('seconds', 10)), 60);
const connections = Math.min(Number(arg('connections', 100)), 500);
const externalHost = arg('host-url', null);

if (!process.argv.includes('--no-build') && !existsSync(path.join(root, 'apps/host/dist/index.html'))) build();

const ports = defaultPorts(Number(process.env.SHOP_BASE_PORT ?? 4500));
const only = externalHost ? ['api'] : ['api', 'host'];
const stack = await startStack({ ports, quiet: true, only });
const api = `http://127.0.0.1:${ports.api}`;
const host = externalHost ?? `http://127.0.0.1:${ports.host}`;
const searchPath = '/q/api/search?q=sofa&locale=de_DE&assortment=DE&fetchsize=48&offset=0&version=2.1.0';
const headers = { accept: 'application/json', 'x-country': 'DE', 'x-language': 'de' };

function run(title, url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers, timeout: 10 }, (error, result) => {
      if (error) reject(error);
      else resolve({ title, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx });
    });
  });
}

const rows = [];
try {
  // Warm both paths first (the API builds its answer cache; the host its connection pool).
  for (const url of [`${api}${searchPath}`, `${host}${searchPath}`, `${host}/q/search?q=sofa`]) await fetch(url, { headers });
  rows.push(await run('search API directly', `${api}${searchPath}`));
  rows.push(await run('search API through the host proxy', `${host}${searchPath}`));
  rows.push(await run('host HTML page (/q/search?q=sofa)', `${host}/q/search?q=sofa`));
} finally {
  stack.stop();
}

const pad = (s, n) => String(s).padEnd(n);
console.log(`\n${connections} connections, ${seconds} s each, one machine (server and load generator share the cores)\n`);
console.log(`${pad('target', 38)}${pad('req/s', 10)}${pad('p99 ms', 9)}errors`);
for (const r of rows) console.log(`${pad(r.title, 38)}${pad(Math.round(r.rps), 10)}${pad(r.p99, 9)}${r.errors}`);
const [direct, proxied] = rows;
console.log(`\nproxied / direct throughput: ${(proxied.rps / direct.rps).toFixed(2)} (issue target ≥ 0.80)`);

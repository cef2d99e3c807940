/**
 * Load benchmark of the reference search API: starts it on a free port in a child process (so the load generator
 * does not share its thread), sends a fixed, seeded mix of search, suggest and category requests over loopback
 * keep-alive connections, prints latency percentiles and throughput, and exits.
 * Run: npx tsx apps/search-api/bench/bench.ts [requests=20000] [connections=4]
 * Env: RESPONSE_CACHE_SIZE=0 measures without the server's answer cache.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildCatalogue } from '../src/catalogue/catalogue';
import { createRng, pick } from '../src/catalogue/prng';
import { createServer } from '../src/server';

const TOTAL = Number(process.argv[2]) || 20_000;
const CONNECTIONS = Number(process.argv[3]) || 4;

const WORDS: Record<string, string[]> = {
  en: ['chair', 'garden', 'lamp', 'sofa', 'running shoe', 'headphones', 'drill', 'tent', 'mug', 'dog bed', 'wood', 'black', 'premium', 'chiar', 'hedphones'],
  de: ['stuhl', 'gartenstuhl', 'lampe', 'schuhe', 'kopfhörer', 'akkuschrauber', 'zelt', 'becher', 'holz', 'schwarz', 'laufschuh'],
  fr: ['chaise', 'jardin', 'lampe', 'chaussure', 'casque', 'perceuse', 'tente', 'bois', 'noir'],
  pl: ['krzesło', 'ogród', 'lampa', 'buty', 'słuchawki', 'namiot', 'drewno'],
};
const LOCALES: Record<string, string> = { en: 'en_GB', de: 'de_DE', fr: 'fr_FR', pl: 'pl_PL' };
const SORTS = ['', '', '', 'price-asc', 'price-desc', 'rating', 'newest'];

/** Half searches (some sorted or filtered), 30 % suggestions while typing, 20 % category pages. */
function requestMix(total: number): string[] {
  const rng = createRng(7);
  const categories = buildCatalogue(undefined, 10).categories;
  const languages = Object.keys(WORDS);
  return Array.from({ length: total }, () => {
    const kind = rng();
    const language = pick(rng, languages);
    const locale = LOCALES[language] ?? 'de_DE';
    const words = WORDS[language] ?? [];
    if (kind < 0.5) {
      const sort = pick(rng, SORTS);
      const filter = rng() < 0.2 ? '&rating=4' : rng() < 0.2 ? '&price=10-100' : '';
      return `/q/api/search?q=${encodeURIComponent(pick(rng, words))}&locale=${locale}&fetchsize=48${sort ? `&sort=${sort}` : ''}${filter}`;
    }
    if (kind < 0.8) {
      return `/q/api/suggest?q=${encodeURIComponent(pick(rng, words).slice(0, 2 + Math.floor(rng() * 4)))}&locale=${locale}`;
    }
    return `/q/api/category/x/${pick(rng, categories).id}?locale=${locale}&offset=${rng() < 0.2 ? 48 : 0}`;
  });
}

function serve(): void {
  const api = createServer();
  api.server.listen(0, '127.0.0.1', () => {
    const { port } = api.server.address() as AddressInfo;
    process.send?.({ port, startupMs: api.startupMs, size: api.catalogue.size });
  });
  process.on('disconnect', () => process.exit(0));
}

function load(port: number, paths: string[]): Promise<{ latencies: Float64Array; seconds: number; failures: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = new Float64Array(paths.length);
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = (): Promise<void> =>
    new Promise((resolve) => {
      const i = next++;
      if (i >= paths.length) return resolve();
      const t0 = performance.now();
      http
        .get({ host: '127.0.0.1', port, path: paths[i], agent }, (res) => {
          if ((res.statusCode ?? 500) >= 400) failures++;
          res.resume();
          res.on('end', () => {
            latencies[i] = performance.now() - t0;
            resolve(worker());
          });
        })
        .on('error', () => {
          failures++;
          resolve(worker());
        });
    });
  return Promise.all(Array.from({ length: CONNECTIONS }, worker)).then(() => {
    agent.destroy();
    return { latencies, seconds: (performance.now() - started) / 1000, failures };
  });
}

function main(): void {
  const paths = requestMix(TOTAL);
  // BENCH_NODE_ARGS adds flags to the server process, e.g. "--cpu-prof" to profile it.
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = fork(__filename, ['--serve'], { execArgv: [...process.execArgv, ...extra] });
  child.once('message', (message: { port: number; startupMs: number; size: number }) => {
    console.log(`server startup ${Math.round(message.startupMs)} ms, ${message.size} products`);
    void load(message.port, paths).then(({ latencies, seconds, failures }) => {
      const sorted = Array.from(latencies).sort((a, b) => a - b);
      const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2);
      console.log(`${TOTAL} requests over ${CONNECTIONS} connections, ${failures} failures, ${seconds.toFixed(1)} s`);
      console.log(`p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, ${Math.round(TOTAL / seconds)} req/s`);
      child.disconnect();
    });
  });
}

if (process.argv.includes('--serve')) serve();
else main();

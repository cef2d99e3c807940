/**
 * Load benchmark of the reference search API: starts it in-process on a free port, sends a fixed, seeded mix of
 * search, suggest and category requests over loopback keep-alive connections, prints latency percentiles and
 * throughput, and exits. Run: npx tsx apps/search-api/bench/bench.ts [requests] [connections]
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRng, pick } from '../src/catalogue/prng';
import { allLocales } from '../src/catalogue/markets';
import { createServer } from '../src/server';

const TOTAL = Number(process.argv[2]) || 20_000;
const CONNECTIONS = Number(process.argv[3]) || 4;

const api = createServer();
console.log(`startup ${Math.round(api.startupMs)} ms, ${api.catalogue.size} products`);

const rng = createRng(7);
const words: Record<string, string[]> = {
  en: ['chair', 'garden', 'lamp', 'sofa', 'running shoe', 'headphones', 'drill', 'tent', 'mug', 'dog bed', 'wood', 'black', 'premium', 'chiar', 'hedphones'],
  de: ['stuhl', 'gartenstuhl', 'lampe', 'schuhe', 'kopfhörer', 'akkuschrauber', 'zelt', 'becher', 'holz', 'schwarz', 'laufschuh'],
  fr: ['chaise', 'jardin', 'lampe', 'chaussure', 'casque', 'perceuse', 'tente', 'bois', 'noir'],
  pl: ['krzesło', 'ogród', 'lampa', 'buty', 'słuchawki', 'namiot', 'drewno'],
};
const locales = { en: 'en_GB', de: 'de_DE', fr: 'fr_FR', pl: 'pl_PL' } as const;
const sorts = ['', '', '', 'price-asc', 'price-desc', 'rating', 'newest'];
const categories = api.catalogue.categories;

function nextPath(): string {
  const kind = rng();
  const language = pick(rng, Object.keys(locales)) as keyof typeof locales;
  const locale = locales[language];
  if (kind < 0.5) {
    const q = pick(rng, words[language] ?? []);
    const sort = pick(rng, sorts);
    const filter = rng() < 0.2 ? `&rating=4` : rng() < 0.2 ? '&price=10-100' : '';
    return `/q/api/search?q=${encodeURIComponent(q)}&locale=${locale}&fetchsize=48${sort ? `&sort=${sort}` : ''}${filter}`;
  }
  if (kind < 0.8) {
    const word = pick(rng, words[language] ?? []);
    return `/q/api/suggest?q=${encodeURIComponent(word.slice(0, 2 + Math.floor(rng() * 4)))}&locale=${locale}`;
  }
  const category = pick(rng, categories);
  return `/q/api/category/x/${category.id}?locale=${locale}&offset=${rng() < 0.2 ? 48 : 0}`;
}

const paths = Array.from({ length: TOTAL }, nextPath);
if (allLocales().length < 30) throw new Error('markets missing');

api.server.listen(0, '127.0.0.1', () => {
  const { port } = api.server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = new Float64Array(TOTAL);
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const one = (): Promise<void> =>
    new Promise((resolve) => {
      const i = next++;
      if (i >= TOTAL) return resolve();
      const t0 = performance.now();
      http
        .get({ host: '127.0.0.1', port, path: paths[i], agent }, (res) => {
          if ((res.statusCode ?? 500) >= 400) failures++;
          res.on('data', () => undefined);
          res.on('end', () => {
            latencies[i] = performance.now() - t0;
            resolve(one());
          });
        })
        .on('error', () => {
          failures++;
          resolve(one());
        });
    });
  void Promise.all(Array.from({ length: CONNECTIONS }, one)).then(() => {
    const seconds = (performance.now() - started) / 1000;
    const sorted = Array.from(latencies).sort((a, b) => a - b);
    const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2);
    console.log(`${TOTAL} requests, ${CONNECTIONS} connections, ${failures} failures`);
    console.log(`p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, ${Math.round(TOTAL / seconds)} req/s`);
    agent.destroy();
    api.server.close();
  });
});

/**
 * Memory under a distinct-query load: starts the reference API in a child process on loopback, sends search
 * requests that never repeat (so every answer is new to the answer cache) for a bounded time and count, samples
 * the server's resident set size, prints start / peak / end RSS and exits non-zero when the peak exceeds the
 * limit.
 * Run: npx tsx apps/search-api/bench/memory.ts [seconds=30] [maxRequests=200000] [limitMb=300]
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from '../src/server';

const SECONDS = Number(process.argv[2]) || 30;
const MAX_REQUESTS = Number(process.argv[3]) || 200_000;
const LIMIT_MB = Number(process.argv[4]) || 300;
const CONNECTIONS = 4;
const WORDS = ['sofa', 'stuhl', 'lampe', 'chair', 'tent', 'mug', 'schwarz', 'holz', 'krzesło', 'premium'];
const LOCALES = ['de_DE', 'en_GB', 'fr_FR', 'pl_PL', 'cs_CZ', 'nl_NL'];

function serve(): void {
  const api = createServer();
  api.server.listen(0, '127.0.0.1', () => {
    const { port } = api.server.address() as AddressInfo;
    process.send?.({ port });
  });
  process.on('message', () => process.send?.({ rss: process.memoryUsage().rss }));
  process.on('disconnect', () => process.exit(0));
}

/** The i-th request: a word, a distinct number and a page, so no two URLs are the same. */
function distinctPath(i: number): string {
  const word = WORDS[i % WORDS.length] ?? 'sofa';
  const locale = LOCALES[Math.floor(i / WORDS.length) % LOCALES.length] ?? 'de_DE';
  return `/q/api/search?q=${encodeURIComponent(word)}+${i}&locale=${locale}&fetchsize=48&redirect=false`;
}

async function main(): Promise<void> {
  const child = fork(__filename, ['--serve'], { execArgv: process.execArgv });
  const port = await new Promise<number>((resolve) => child.once('message', (m: { port: number }) => resolve(m.port)));
  const rss = () =>
    new Promise<number>((resolve) => {
      child.once('message', (m: { rss: number }) => resolve(m.rss / 1024 / 1024));
      child.send('rss');
    });
  const startMb = await rss();
  let peakMb = startMb;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const deadline = performance.now() + SECONDS * 1000;
  let sent = 0;
  let failures = 0;
  const worker = async (): Promise<void> => {
    while (sent < MAX_REQUESTS && performance.now() < deadline) {
      const path = distinctPath(sent++);
      await new Promise<void>((resolve) => {
        http
          .get({ host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
            if ((res.statusCode ?? 500) >= 400) failures++;
            res.resume();
            res.on('end', resolve);
          })
          .on('error', () => {
            failures++;
            resolve();
          });
      });
    }
  };
  const sampler = setInterval(() => {
    void rss().then((mb) => {
      peakMb = Math.max(peakMb, mb);
    });
  }, 1000);
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  clearInterval(sampler);
  const endMb = await rss();
  peakMb = Math.max(peakMb, endMb);
  agent.destroy();
  child.disconnect();
  console.log(`${sent} distinct search requests in ≤ ${SECONDS} s, ${failures} failures`);
  console.log(`server RSS: start ${startMb.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB, end ${endMb.toFixed(0)} MB (limit ${LIMIT_MB} MB)`);
  if (peakMb > LIMIT_MB) {
    console.error(`RSS peak ${peakMb.toFixed(0)} MB is above ${LIMIT_MB} MB`);
    process.exitCode = 1;
  }
}

if (process.argv.includes('--serve')) serve();
else void main();

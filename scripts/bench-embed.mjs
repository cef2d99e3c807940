/**
 * `npm run bench:embed`: what the search widgets cost a storefront's main thread on a cheap phone (4× CPU
 * slowdown), against a shop that is running (`npm start`). Loads each storefront example (plain HTML, the whole
 * search, the React host) and, as the reference in the same run, the shop's own server-rendered search page,
 * interleaved, cold, `--runs=N` times each (default 7), and prints the medians of: the blocking time of the
 * page's long animation frames (the part of each frame over 50 ms, summed from the start until 4 s after
 * `load`), its longest frame, and when the first product tile showed. The ratio is each example's blocking time
 * to the shop's own page's: what rendering the same results in the storefront's page, in the browser, costs
 * beyond hydrating them.
 *
 * Options: --shop=http://localhost:3000, --examples=http://localhost:3005 (npm start's), --query=sofa, --runs=7.
 * Timing figures follow the machine: compare only figures of one run (docs/performance.md).
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const shop = arg('shop', 'http://localhost:3000').replace(/\/$/, '');
const examples = arg('examples', 'http://localhost:3005').replace(/\/$/, '');
const query = arg('query', 'sofa');
const runs = Number(arg('runs', '7'));
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 4000;

const pages = [
  ['shop search page (reference)', `${shop}/q/search?q=${encodeURIComponent(query)}`],
  ['plain HTML', `${examples}/plain-html/`],
  ['whole search', `${examples}/whole-search/`],
  ['React host', `${examples}/react-host/`],
];

/** One cold load: long animation frames and the first tile's time, as the page's own observers saw them. */
async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'de-DE' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const seen = { frames: [], tile: null };
    window.__embedBench = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.frames.push({ duration: entry.duration, blocking: entry.blockingDuration });
    }).observe({ type: 'long-animation-frame', buffered: true });
    // The first tile, in the page or in a widget's shadow root (only the widgets' hosts are looked into: a
    // search of every element each frame would itself cost the main thread).
    const TILE = '[data-testid="product-tile"]';
    const findTile = () =>
      document.querySelector(TILE) || [...document.querySelectorAll('shop-results, shop-search, [data-shop-widget]')].some((host) => host.shadowRoot?.querySelector(TILE));
    const look = () => {
      if (seen.tile === null && findTile()) seen.tile = performance.now();
      if (seen.tile === null) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
  const seen = await page.evaluate(() => window.__embedBench);
  await context.close();
  return {
    blocking: seen.frames.reduce((sum, frame) => sum + frame.blocking, 0),
    longest: Math.max(0, ...seen.frames.map((frame) => frame.duration)),
    tile: seen.tile,
  };
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};
const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`);

const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const results = new Map(pages.map(([name]) => [name, []]));
try {
  // Warm the servers (first answers, compressed files), then interleave the pages.
  for (const [, url] of pages) await load(browser, url);
  for (let run = 0; run < runs; run++) for (const [name, url] of pages) results.get(name).push(await load(browser, url));
} finally {
  await browser.close();
}

console.log(`${CPU_SLOWDOWN}× CPU slowdown, 412 px, no network throttling; medians of ${runs} cold loads each, interleaved\n`);
console.log(`${'page'.padEnd(30)}${'blocking'.padStart(10)}${'longest frame'.padStart(15)}${'first tile'.padStart(12)}${'blocking / reference'.padStart(22)}`);
const reference = median(results.get(pages[0][0]).map((r) => r.blocking));
for (const [name] of pages) {
  const loads = results.get(name);
  const blocking = median(loads.map((r) => r.blocking));
  const ratio = reference ? `${(blocking / reference).toFixed(2)}×` : '–';
  console.log(`${name.padEnd(30)}${ms(blocking).padStart(10)}${ms(median(loads.map((r) => r.longest))).padStart(15)}${ms(median(loads.map((r) => r.tile))).padStart(12)}${(name === pages[0][0] ? '' : ratio).padStart(22)}`);
}
for (const [name] of pages) console.log(`  ${name}: blocking ${results.get(name).map((r) => Math.round(r.blocking)).join(', ')} ms`);

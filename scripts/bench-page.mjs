/**
 * `npm run bench:page`: loads the shop's search page (or, `--page=category`, a category page) and, as its limit, a
 * server-rendered copy of the same page without any JavaScript, interleaved (shop, no-JS, shop, no-JS, …), as a
 * cheap phone on a slow 4G network would (4× CPU slowdown, 150 ms latency, 1.6 Mbit/s down), each load cold in a
 * fresh browser context. Prints the medians: first tile painted, page live (`<html data-shop-ready>`: hydrated, a tap works), FCP, LCP, total
 * blocking time, layout shift, long tasks from FCP on, bytes and requests on the wire; then the shop/no-JS
 * ratios beside the targets of the issue.
 *
 * The no-JS copy (scripts/noJsCopy.mjs, its own node http server): per request it fetches the same search
 * answer from the reference API the stack runs and writes the same tiles as plain HTML, styled with the
 * ui-kit's CSS, with the same images — no script tags — compressed as the shop's servers compress (brotli
 * level 4), and sends the shop page's security headers (its
 * Cross-Origin-Opener-Policy alone moves a new tab's FCP by 0.2–0.3 s here: a new renderer process).
 *
 * Options: --runs=N (default 5), --query=sofa, --page=category (the stack's first category and a copy of it
 * instead of the search page), --no-build, --fast (no throttling), --facet (after each shop
 * load, time from a click on the first brand filter to the new products painted in the grid, and to the new
 * result count), --profile (a CPU profile of every shop load: prints where the main thread's time went by
 * script and by function — `--top=N` lines — and the long tasks), --tasks (a trace of every load of both pages: each long task with where its CPU samples
 * fell, named by the sources the scripts were built from, and the browser's own work in it — parse, style,
 * layout, paint — by the trace's events; not with --profile), --typing (after each shop load, types
 * into the search field, a key every 120 ms: the slowest input event, Event Timing), --copy=own (the limit is the
 * shop's own server-rendered page without its scripts and their hints instead of the plain copy: the first tile
 * ratio then says what the scripts cost the page, apart from what its richer markup costs), --api-delay=MS (the
 * search API answers its searches MS late, for the shop's server and the copy alike — scripts/slowUpstream.mjs —
 * as a busy catalogue does: a page whose render outlasts the host's status wait (200 ms) sends its header first),
 * --api-cacheable (with --api-delay: the slow API's searches say a cache may keep them, as the reference API's
 * do, so the host's micro-cache shares the server's read of a page with its browser's; the shop's loads are
 * then spaced by the micro-cache's lifetime, so that none reads the answer of the load before).
 * Ports: SHOP_BASE_PORT (default 4300) and the four after it for the stack, the fifth after it for the copy, the
 * sixth for the slow API (--api-delay).
 * A benchmark, not a test: it asserts nothing about timing.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from './build.mjs';
import { formatLongTask, frameNamer, longTasksOf, TRACE_CATEGORIES } from './longTasks.mjs';
import { shopPageHeaders, startNoJsCopy } from './noJsCopy.mjs';
import { startSlowUpstream } from './slowUpstream.mjs';
import { categoryPath, defaultPorts, startStack, untilServerRendered } from './stack.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const runs = Number(arg('runs', 5));
const query = arg('query', 'sofa');
const pageKind = arg('page', 'search');
if (!['search', 'category'].includes(pageKind)) throw new Error(`--page=${pageKind}: search or category`);
const fast = process.argv.includes('--fast');
const facet = process.argv.includes('--facet');
const profile = process.argv.includes('--profile');
const typing = process.argv.includes('--typing');
const tasks = process.argv.includes('--tasks');
/** `--copy=own`: the limit is the shop's own server-rendered page without its scripts (noJsCopy `withoutScripts`): what the scripts cost. */
const copyKind = arg('copy', 'plain');
if (!['plain', 'own'].includes(copyKind)) throw new Error(`--copy=${copyKind}: plain or own`);
const ownCopy = copyKind === 'own';
if (tasks && profile) throw new Error('--tasks and --profile each take the profiler: use one at a time');
/** Per load of each page, its long tasks from the trace (--tasks). */
const tracedTasks = { shop: [], copy: [] };
/** Self time (ms) summed over the shop loads' CPU profiles: by script and by function. */
const profiled = { byScript: new Map(), byFunction: new Map(), longTasks: [] };

/** Adds a CDP CPU profile's self times to {@link profiled}. */
function addProfile(cpuProfile) {
  const nodes = new Map(cpuProfile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  cpuProfile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (cpuProfile.timeDeltas[i] ?? 0) / 1000));
  for (const [id, time] of self) {
    const { callFrame } = nodes.get(id);
    const script = callFrame.url ? callFrame.url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : callFrame.functionName || '(native)';
    if (script === '(idle)') continue;
    profiled.byScript.set(script, (profiled.byScript.get(script) ?? 0) + time);
    const fn = `${callFrame.functionName || '(anonymous)'} ${script}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
    profiled.byFunction.set(fn, (profiled.byFunction.get(fn) ?? 0) + time);
  }
}
const LOCALE = 'de_DE';
/** The issue's figures: the shop's first tile on the slow phone before the work, and the facet click. */
const BASELINE_TILE_MS = 2130;
const BASELINE_FACET_MS = 986;
if (!process.argv.includes('--no-build')) build();

const base = Number(process.env.SHOP_BASE_PORT ?? 4300);
const ports = defaultPorts(base);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The built file a URL of the stack was served from (its source map is beside it). */
const distByPort = { [ports.host]: 'host', [ports.search]: 'search-remote', [ports.category]: 'category-remote', [ports.evaluation]: 'evaluation-remote' };
const nameFrame = frameNamer((url) => {
  const { port, pathname } = new URL(url);
  return distByPort[port] ? path.join(root, 'apps', distByPort[port], 'dist', decodeURIComponent(pathname)) : null;
});
const noJsPort = base + 5;
/** `--api-delay=MS`: the API's searches answer this late (0: as the reference API does). */
const apiDelayMs = Number(arg('api-delay', '0'));
if (!Number.isFinite(apiDelayMs) || apiDelayMs < 0) throw new Error(`--api-delay=${arg('api-delay')}: milliseconds`);
const slowApiPort = base + 6;
/** `--api-cacheable`: the slow API passes the API's `Cache-Control` on (its searches may be kept 5 minutes). */
const apiCacheable = process.argv.includes('--api-cacheable');
if (apiCacheable && apiDelayMs === 0) throw new Error('--api-cacheable goes with --api-delay=MS');
/** The host's micro-cache keeps an answer this long at most (ApiProxyOptions.cacheTtlMs); loads are spaced by more. */
const MICRO_CACHE_MS = 5000;
/** The host's render deadline (SSR_DEADLINE_MS, the stack's default): an API slower than it leaves every page to the browser. */
const RENDER_DEADLINE_MS = 1000;


/** In the page before anything else: paint and layout observers, and the first tile's paint. */
const observe = () => {
  const perf = { lcp: 0, cls: 0, fcp: 0, tile: 0, live: 0, longTasks: [] };
  window.__perf = perf;
  // What the script waits for, as promises it awaits with a plain evaluate: Playwright's selector engine and
  // polling would run in the page while it is measured (its injected script alone made a 195 ms task here).
  let tilePainted;
  let pageLive;
  window.__tilePainted = new Promise((resolve) => (tilePainted = resolve));
  window.__pageLive = new Promise((resolve) => (pageLive = resolve));
  // The shop's page is live (hydrated, a tap works) once it sets <html data-shop-ready>; the no-JS copy never does.
  new MutationObserver((_, obs) => {
    if (!document.documentElement?.hasAttribute('data-shop-ready')) return;
    obs.disconnect();
    perf.live = performance.now();
    pageLive();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-shop-ready'] });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => (perf.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => !e.hadRecentInput && (perf.cls += e.value))).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => perf.longTasks.push([e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => e.name === 'first-contentful-paint' && (perf.fcp = e.startTime))).observe({ type: 'paint', buffered: true });
  new MutationObserver((_, obs) => {
    if (document.querySelector('[data-testid="product-tile"]')) {
      obs.disconnect();
      // The frame that shows the tile: its rendering runs after the animation frame callbacks, and a task posted
      // from one runs once that frame is painted.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          perf.tile = performance.now();
          tilePainted();
        };
        channel.port2.postMessage(null);
      });
    }
  }).observe(document, { childList: true, subtree: true });
};

/**
 * `promise`, or a rejection naming `what` after `ms`. The timer is cleared once the promise settles: a pending
 * one would keep the script alive after its run.
 */
function within(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} not within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Clicks the first brand value in the phone's filter dialog; resolves with ms from the click to the frame that
 * shows the new count (`painted`) and to the one that shows the new products in the grid behind the dialog
 * (`grid`: the issue's "facet click → grid painted"; the same frame while both render together).
 */
async function timeFacetClick(page) {
  await page.getByRole('button', { name: 'Filtern', exact: true }).click();
  const checkbox = page.getByRole('dialog').getByTestId('facet').filter({ hasText: 'Marke' }).getByRole('checkbox').first();
  await checkbox.waitFor();
  await checkbox.evaluate((box) => {
    const count = () => document.querySelector('[data-testid="result-count"]')?.textContent;
    const products = () => [...document.querySelectorAll('ul.sk-grid .sk-tile__link')].slice(0, 6).map((link) => link.getAttribute('href')).join(' ');
    const countBefore = count();
    const productsBefore = products();
    const started = performance.now();
    // Resolves with the time of the frame after the one in which `changed` first holds.
    const whenPainted = (changed) =>
      new Promise((resolve) => {
        new MutationObserver((_, obs) => {
          if (!changed()) return;
          obs.disconnect();
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now() - started);
            channel.port2.postMessage(null);
          });
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    window.__facet = whenPainted(() => count() !== countBefore).then((painted) => {
      const request = performance.getEntriesByType('resource').find((entry) => /\/q\/api\/(search|category)[/?]/.test(entry.name) && entry.startTime >= started);
      window.__facetRequest = request ? request.startTime - started : -1;
      return painted;
    });
    window.__facetGrid = whenPainted(() => products() !== productsBefore);
    box.click();
  });
  // A click that changed nothing (a brand holding every product) would leave the promises pending.
  const painted = await within(page.evaluate(() => window.__facet), 20_000, 'the new result count');
  const grid = await within(page.evaluate(() => window.__facetGrid), 20_000, 'the new products');
  return { painted, grid, request: await page.evaluate(() => window.__facetRequest) };
}

/**
 * Types a query into the page's search field, a key every 120 ms, and returns the slowest input event's
 * duration (Event Timing: from the key press to the next frame painted), as the browser reports it.
 */
async function timeTyping(page) {
  await page.evaluate(() => {
    window.__inputEvents = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (/key|input/.test(entry.name)) window.__inputEvents.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
  const field = page.getByTestId('search-input').first();
  await field.click();
  await field.press('End');
  await field.pressSequentially(' tisch lampe', { delay: 120 });
  await page.waitForTimeout(1000);
  return page.evaluate(() => Math.max(0, ...window.__inputEvents));
}

/** One cold load; returns the page's figures and the bytes CDP saw on the wire. */
async function load(browser, url, withFacet) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'de-DE' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (!fast) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const types = new Map();
  const wire = { requests: 0, bytes: 0, jsBytes: 0, jsFiles: 0 };
  let counting = true;
  // Requests not finished yet, to name them when a load never settles.
  const open = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (counting && !e.request.url.startsWith('data:')) wire.requests++;
    open.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other' });
  });
  cdp.on('Network.loadingFailed', (e) => open.delete(e.requestId));
  // By type or MIME type: a prefetched script is of type Other.
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type === 'Script' || /javascript/.test(e.response.mimeType)));
  cdp.on('Network.loadingFinished', (e) => {
    open.delete(e.requestId);
    if (!counting) return;
    wire.bytes += e.encodedDataLength;
    if (types.get(e.requestId)) {
      wire.jsBytes += e.encodedDataLength;
      wire.jsFiles++;
    }
  });
  await page.addInitScript(observe);
  const profiling = profile && url.includes(`:${ports.host}/`);
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  let traceOpen = false;
  if (tasks) {
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    traceOpen = true;
  }
  try {
    await page.goto(url, { timeout: 120_000 });
    await within(page.evaluate(() => window.__tilePainted), 60_000, 'first tile');
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    if (url.includes(`:${ports.host}/`)) await within(page.evaluate(() => window.__pageLive), 60_000, 'page live');
    // Long tasks that come after the network is quiet (hydration, idle work) still block a tap.
    await page.waitForTimeout(1000);
    counting = false;
    const perf = await page.evaluate(() => window.__perf);
    const fromFcp = perf.longTasks.filter(([start]) => start >= perf.fcp).map(([, duration]) => duration);
    if (tasks) {
      traceOpen = false;
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
      tracedTasks[url.includes(`:${ports.host}/`) ? 'shop' : 'copy'].push(longTasksOf(traceEvents, { documentUrl: url, nameFrame }));
    }
    if (profiling) {
      addProfile((await cdp.send('Profiler.stop')).profile);
      profiled.longTasks.push(perf.longTasks.map(([start, duration]) => `${start.toFixed(0)}+${duration.toFixed(0)}`).join(' '));
    }
    const result = {
      tile: perf.tile,
      live: perf.live,
      fcp: perf.fcp,
      lcp: perf.lcp,
      cls: perf.cls,
      tbt: fromFcp.reduce((a, d) => a + Math.max(0, d - 50), 0),
      longTasks: fromFcp.length,
      longTaskMs: fromFcp.reduce((a, d) => a + d, 0),
      // The shop's page came rendered by the server (its hydration state is in the HTML), or the server missed
      // its render deadline and the browser rendered it: a load of the second kind is seconds slower.
      serverRendered: await page.evaluate(() => document.getElementById('shop-ssr-state') !== null),
      ...wire,
    };
    if (typing && url.includes(`:${ports.host}/`)) result.typing = await timeTyping(page);
    if (withFacet) {
      const click = await timeFacetClick(page);
      result.facet = click.painted;
      result.facetGrid = click.grid;
      result.facetRequest = click.request;
    }
    return result;
  } catch (error) {
    const first = error instanceof Error ? error.message.split('\n')[0] : String(error);
    const names = [...open.values()].map(({ url: address, type }) => `${type} ${address.replace(/^https?:\/\/localhost/, '')}`);
    throw new Error(`${first}; requests still open: ${names.join(', ') || 'none'}`);
  } finally {
    // A load that failed leaves its trace running: stopped here, so the next load can trace.
    if (traceOpen) await browser.stopTracing().catch(() => undefined);
    await context.close();
  }
}

/**
 * A load that never settles (seen twice in a day here: the network never went quiet within 2 minutes under
 * throttling) is said on stderr, with the requests still open then, and loaded once more, so one bad load does
 * not lose the whole run; a second failure ends the run.
 */
async function loadOrRetry(browser, url, withFacet) {
  try {
    return await load(browser, url, withFacet);
  } catch (error) {
    process.stderr.write(`load of ${url} failed (${error instanceof Error ? error.message : error}); loading it once more\n`);
    return load(browser, url, withFacet);
  }
}

/** Until the host sends the page's header rendered (its frame), or 60 s. */
async function untilFramed(url) {
  const until = Date.now() + 60_000;
  while (!(await fetch(url).then((r) => r.text(), () => '')).includes('class="shell__header')) {
    if (Date.now() > until) throw new Error(`${url} was not sent with its header within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const loadAtStart = os.loadavg()[0];
// The slow API stands between the reference API and the shop's server (and the copy); the browser's own calls go
// through the shop's server, so they are as slow.
const slowApi = apiDelayMs > 0 ? await startSlowUpstream({ port: slowApiPort, upstream: `http://localhost:${ports.api}`, delayMs: apiDelayMs, keep: () => apiCacheable }) : null;
const stack = await startStack({ ports, quiet: true, ...(slowApi ? { env: { SEARCH_API_URL: `http://localhost:${slowApiPort}/` } } : {}) });
const pagePath = pageKind === 'category' ? encodeURI(await categoryPath(ports.api)) : `/q/search?q=${encodeURIComponent(query)}`;
// The copy is served with the shop page's security headers (COOP, CSP, …): the two differ in their markup and scripts only.
const noJs = await startNoJsCopy({
  apiPort: slowApi ? slowApiPort : ports.api,
  port: noJsPort,
  locale: LOCALE,
  headers: await shopPageHeaders(`http://localhost:${ports.host}/`),
  ownPagesFrom: ownCopy ? `http://localhost:${ports.host}` : undefined,
});
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'] });
const results = { shop: [], noJs: [] };
try {
  // The stack is warmed first (the server's remote code, its API cache), which no measured load should pay for: a
  // shop in production is warm. The host loads its remotes' server code after it starts answering, and sends
  // pages for the browser to render until then: it is asked until it renders the page itself (a measured load
  // rendered by the browser would weigh in every median). The loads themselves stay cold in the browser.
  // An API slower than the render deadline: no page is rendered whole; the host is warm once it sends the
  // page's header (its texts and the remotes' server code loaded).
  if (apiDelayMs >= RENDER_DEADLINE_MS) await untilFramed(`http://localhost:${ports.host}${pagePath}`);
  else await untilServerRendered(`http://localhost:${ports.host}${pagePath}`);
  await fetch(`http://localhost:${noJsPort}${pagePath}`).then((r) => r.text());
  for (let i = 0; i < runs; i++) {
    if (apiCacheable) await new Promise((resolve) => setTimeout(resolve, MICRO_CACHE_MS + 500));
    results.shop.push(await loadOrRetry(browser, `http://localhost:${ports.host}${pagePath}`, facet));
    results.noJs.push(await loadOrRetry(browser, `http://localhost:${noJsPort}${pagePath}`, false));
    process.stderr.write(`run ${i + 1}/${runs} done\n`);
  }
} finally {
  await browser.close();
  noJs.close();
  slowApi?.close();
  stack.stop();
}

const median = (list, key) => {
  const v = list.map((r) => r[key]).sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};
const ms = (n) => `${n.toFixed(0)} ms`;
const kB = (n) => `${(n / 1024).toFixed(1)} kB`;
const rows = [
  ['first tile painted', 'tile', ms],
  ['page live (data-shop-ready)', 'live', (n) => (n > 0 ? ms(n) : '–')],
  ['first contentful paint', 'fcp', ms],
  ['largest contentful paint', 'lcp', ms],
  ['total blocking time (from FCP)', 'tbt', ms],
  ['cumulative layout shift', 'cls', (n) => n.toFixed(3)],
  ['long tasks from FCP (count)', 'longTasks', (n) => String(n)],
  ['long tasks from FCP (total)', 'longTaskMs', ms],
  ['JavaScript on the wire', 'jsBytes', kB],
  ['JavaScript requests', 'jsFiles', (n) => String(n)],
  ['all bytes on the wire', 'bytes', kB],
  ['requests', 'requests', (n) => String(n)],
];
console.log(`${pageKind} page ${pagePath} — ${fast ? 'no throttling' : 'cheap phone: 4× CPU slowdown, 150 ms RTT, 1.6 Mbit/s down'}; median of ${runs} cold loads each, interleaved${apiDelayMs ? `; the API's searches ${apiDelayMs} ms late${apiCacheable ? ', and a cache may keep them' : ''}` : ''}`);
// Timings under CPU throttling scale with what else the machine runs: say how busy it was.
console.log(`machine: ${os.cpus().length} cores, load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end`);
console.log(`${''.padEnd(32)}${'shop'.padStart(12)}${(ownCopy ? 'own, no JS' : 'no-JS copy').padStart(14)}`);
for (const [label, key, format] of rows) console.log(`${label.padEnd(32)}${format(median(results.shop, key)).padStart(12)}${format(median(results.noJs, key)).padStart(14)}`);
// Medians hide a slow load: the loads one by one, in the order they ran.
const each = (list, key) => list.map((r) => r[key].toFixed(0)).join(', ');
console.log(`\neach load: first tile shop ${each(results.shop, 'tile')} ms, copy ${each(results.noJs, 'tile')} ms; TBT shop ${each(results.shop, 'tbt')} ms${facet ? `; brand click → grid ${each(results.shop, 'facetGrid')} ms, → count ${each(results.shop, 'facet')} ms` : ''}`);
console.log(`rendered by: ${results.shop.map((r) => (r.serverRendered ? 'server' : 'browser (the server missed its deadline)')).join(', ')}`);

const tile = median(results.shop, 'tile');
const noJsTile = median(results.noJs, 'tile');
const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}×` : '–');
console.log('\nagainst the issue');
console.log(
  ownCopy
    ? `  first tile shop/own no-JS    ${ratio(tile, noJsTile).padStart(8)}   what the scripts cost (the target ≤ 1.20× is against the plain copy)`
    : `  first tile shop/no-JS        ${ratio(tile, noJsTile).padStart(8)}   target ≤ 1.20×`,
);
console.log(`  LCP shop/no-JS               ${ratio(median(results.shop, 'lcp'), median(results.noJs, 'lcp')).padStart(8)}`);
console.log(`  first tile                   ${ms(tile).padStart(8)}   target ≤ ${ms(0.5 * BASELINE_TILE_MS)} (half of ${ms(BASELINE_TILE_MS)})`);
console.log(`  total blocking time          ${ms(median(results.shop, 'tbt')).padStart(8)}   target ≤ 150 ms`);
console.log(`  cumulative layout shift      ${median(results.shop, 'cls').toFixed(3).padStart(8)}   target ≤ 0.02`);
if (typing) console.log(`  slowest input event (typing) ${ms(median(results.shop, 'typing')).padStart(8)}   target ≤ 50 ms`);
if (facet) {
  console.log(`  brand filter click → grid painted ${ms(median(results.shop, 'facetGrid')).padStart(8)}   before the work: ${ms(BASELINE_FACET_MS)}, target ≤ ${ms(0.6 * BASELINE_FACET_MS)}`);
  console.log(`  … the new result count painted ${ms(median(results.shop, 'facet')).padStart(8)}`);
  console.log(`  … its search request started ${ms(median(results.shop, 'facetRequest')).padStart(8)}   after the click (before the work: 359 ms)`);
}
if (tasks) {
  for (const [name, loads] of [['shop', tracedTasks.shop], ['no-JS copy', tracedTasks.copy]]) {
    console.log(`\nlong tasks of each ${name} load (start: ms from the first parse of its HTML; where its CPU samples fell; the browser's work in it, self ms)`);
    loads.forEach((list, i) => {
      console.log(`load ${i + 1}`);
      for (const task of list) console.log(formatLongTask(task));
    });
  }
}
if (profile) {
  const shopRuns = results.shop.length;
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(`\nmain thread self time per shop load (mean of ${shopRuns}, CPU profile at 4× slowdown), by script`);
  for (const [script, time] of top(profiled.byScript, 15)) console.log(`  ${ms(time / shopRuns).padStart(8)}  ${script}`);
  console.log('by function');
  for (const [fn, time] of top(profiled.byFunction, Number(arg('top', 25)))) console.log(`  ${ms(time / shopRuns).padStart(8)}  ${fn}`);
  console.log('long tasks (start+duration ms) per shop load');
  for (const line of profiled.longTasks) console.log(`  ${line}`);
}

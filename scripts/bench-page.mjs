/**
 * `npm run bench:page`: loads the search page in Chromium as a cheap phone on a slow 4G network would (4× CPU
 * slowdown, 150 ms latency, 1.6 Mbit/s down) and prints FCP, LCP, time to the first product tile, total
 * blocking time and layout shift — the median of several cold loads. Options: --runs=N, --no-build,
 * --path=/q/search?q=sofa, --fast (no throttling).
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { build } from './build.mjs';
import { defaultPorts, startStack } from './stack.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const runs = Number(arg('runs', 5));
const path = arg('path', '/q/search?q=sofa');
const fast = process.argv.includes('--fast');
if (!process.argv.includes('--no-build')) build();

const ports = defaultPorts(Number(process.env.SHOP_BASE_PORT ?? 4300));
const stack = await startStack({ ports, quiet: true });
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });

const observe = () => {
  const perf = { lcp: 0, cls: 0, tbt: 0, fcp: 0, tile: 0 };
  window.__perf = perf;
  new PerformanceObserver((l) => l.getEntries().forEach((e) => (perf.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => !e.hadRecentInput && (perf.cls += e.value))).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => (perf.tbt += Math.max(0, e.duration - 50)))).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => e.name === 'first-contentful-paint' && (perf.fcp = e.startTime))).observe({ type: 'paint', buffered: true });
  new MutationObserver((_, obs) => {
    if (document.querySelector('[data-testid="product-tile"]')) {
      perf.tile = performance.now();
      obs.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

const results = [];
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (!fast) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    await page.addInitScript(observe);
    let bytes = 0;
    page.on('response', async (r) => {
      const len = Number(r.headers()['content-length'] ?? 0);
      bytes += len;
    });
    await page.goto(`http://localhost:${ports.host}${path}`);
    await page.getByTestId('product-tile').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    results.push(await page.evaluate(() => window.__perf));
    await context.close();
  }
} finally {
  await browser.close();
  stack.stop();
}

const median = (key) => {
  const v = results.map((r) => r[key]).sort((a, b) => a - b);
  return v[Math.floor(v.length / 2)];
};
console.log(`search page ${path} — ${fast ? 'no throttling' : 'cheap phone: 4× CPU slowdown, slow 4G (150 ms, 1.6 Mbit/s)'}, median of ${runs} cold loads`);
console.log(`  first contentful paint   ${median('fcp').toFixed(0)} ms`);
console.log(`  largest contentful paint ${median('lcp').toFixed(0)} ms`);
console.log(`  first product tile       ${median('tile').toFixed(0)} ms`);
console.log(`  total blocking time      ${median('tbt').toFixed(0)} ms`);
console.log(`  cumulative layout shift  ${median('cls').toFixed(3)}`);

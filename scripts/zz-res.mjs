import { chromium } from '@playwright/test';
import { startStack, defaultPorts } from './stack.mjs';
const ports = defaultPorts(4800);
const stack = await startStack({ ports, quiet: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  await fetch(`http://localhost:${ports.host}/q/search?q=sofa`);
  for (const suffix of (process.env.MODES || ',&zznoboot=1').split(',')) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await ctx.newPage(); const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6*1024*1024)/8, uploadThroughput: (750*1024)/8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => { const iv = setInterval(() => { if (document.documentElement?.hasAttribute('data-shop-ready')) { window.__ready = performance.now(); clearInterval(iv); } }, 20); });
    await page.goto(`http://localhost:${ports.host}/q/search?q=sofa${suffix}`);
    await page.waitForFunction(() => window.__ready, null, { timeout: 30000 });
    await page.waitForTimeout(1000);
    const r = await page.evaluate(() => ({ ready: Math.round(window.__ready), res: performance.getEntriesByType('resource').map((e) => `${String(Math.round(e.startTime)).padStart(5)} ${String(Math.round(e.responseEnd)).padStart(5)} ${e.initiatorType.padEnd(6)} ${e.name.replace(/^http:\/\/localhost:/, '').slice(0, 50)}`) }));
    console.log('===', suffix || 'with boot preloads', 'ready', r.ready); console.log(r.res.join('\n'));
    await ctx.close();
  }
} finally { await browser.close(); stack.stop(); }

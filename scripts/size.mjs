/**
 * `npm run size`: builds, starts the shop, loads the search page in Chromium and prints the gzip size of
 * every JavaScript file that page loads (host, remotes, shared chunks, translations' chunks are JSON).
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from './build.mjs';
import { defaultPorts, startStack } from './stack.mjs';

if (!process.argv.includes('--no-build')) build();
const ports = defaultPorts(Number(process.env.SHOP_BASE_PORT ?? 4200));
const stack = await startStack({ ports, quiet: true });
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const files = [];
  page.on('response', async (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !url.endsWith('.js')) return;
    try {
      const body = await response.body();
      // A prefetched file is requested again by its real load (revalidated): count each file once.
      if (files.some((f) => f.url === url)) return;
      files.push({ url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      // redirects have no body
    }
  });
  const term = process.env.SIZE_QUERY ?? 'sofa';
  await page.goto(`http://localhost:${ports.host}/q/search?q=${encodeURIComponent(term)}`);
  await page.getByTestId('product-tile').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  files.sort((a, b) => b.gzip - a.gzip);
  const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} kB`;
  console.log('gzip      raw        file');
  for (const f of files) console.log(`${kb(f.gzip)} ${kb(f.raw)}  ${f.url.replace(/^http:\/\/localhost:/, ':')}`);
  const total = files.reduce((a, f) => a + f.gzip, 0);
  const raw = files.reduce((a, f) => a + f.raw, 0);
  console.log(`\nsearch page JavaScript: ${files.length} files, ${kb(total).trim()} gzip (${kb(raw).trim()} raw)`);
} finally {
  await browser.close();
  stack.stop();
}

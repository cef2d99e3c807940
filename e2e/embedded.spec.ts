import http from 'node:http';
import { type Page, test as plainTest } from '@playwright/test';
import { expect, test } from './fixtures';
import { realBrand, realCategory, realSearchTerm } from './helpers';
import { E2E_EXTRA_PORTS, E2E_PORTS } from './ports';

test.describe('embedded in a storefront iframe (SPEC §6)', () => {
  test('posts analytics events to the parent as type ua, and shows no shell chrome', async ({ page }) => {
    const term = await realSearchTerm();
    const shop = `http://localhost:${E2E_PORTS.host}/q/search?q=${term}&isEmbedded=true&path=storefront`;
    // A storefront on another origin, served for real (Chromium refuses a fulfilled page framing localhost).
    const storefront = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(`<!doctype html><html lang="en"><title>Storefront</title><body>
          <script>window.messages = []; addEventListener('message', (e) => window.messages.push({ origin: e.origin, data: e.data }));</script>
          <iframe title="search" src="${shop}" width="390" height="700"></iframe></body></html>`);
    });
    await new Promise<void>((resolve) => storefront.listen(E2E_EXTRA_PORTS.storefront, resolve));
    await page.goto(`http://localhost:${E2E_EXTRA_PORTS.storefront}/page`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByTestId('product-tile').first()).toBeVisible();
    await expect(frame.getByRole('navigation', { name: /Hauptnavigation|Main navigation/ })).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { messages: { data: { type: string; payload?: { event: string } } }[] }).messages.map((m) => `${m.data.type}:${m.data.payload?.event ?? ''}`)))
      .toContain('ua:gridboxes loaded');
    // The event keeps its tracking data on the way: the list name extended by the page's path segment (SPEC §3).
    const listNames = await page.evaluate(() =>
      (window as unknown as { messages: { data: { payload?: { event: string; listName?: string } } }[] }).messages
        .filter((m) => m.data.payload?.event === 'gridboxes loaded')
        .map((m) => m.data.payload?.listName),
    );
    expect(listNames).toContain('search/storefront');
    const origins = await page.evaluate(() => (window as unknown as { messages: { origin: string }[] }).messages.map((m) => m.origin));
    expect(new Set(origins)).toEqual(new Set([`http://localhost:${E2E_PORTS.host}`]));
    storefront.close();
  });

  test('only a page opened embedded loads the iframe protocol: a shopper on the shop does not download it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => path.includes('embed-bridge'))).toEqual([]);
    await page.goto(`/q/search?q=${await realSearchTerm()}&isEmbedded=true`);
    await expect.poll(() => scripts.filter((path) => path.includes('embed-bridge')).length).toBe(1);
  });

  test('filter and sort interactions reach the data layer', async ({ page }) => {
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await page.getByRole('combobox', { name: /Sortieren nach/ }).selectOption({ index: 1 });
    await expect(page).toHaveURL(/sort=/);
    const events = await page.evaluate(() => ((window as unknown as { dataLayer: { event: string }[] }).dataLayer ?? []).map((e) => e.event));
    expect(events).toEqual(expect.arrayContaining(['gridboxes loaded', 'sorting changed']));
  });
});

type Posted = { origin: string; data: { type: string; version: number; height?: number; payload?: { event: string } } };

/** A storefront page on its own origin that frames the shop and records every message it receives. */
/** A storefront page with the shop in a frame; `followSize`: it sizes the frame to each resize message, as the README shows. */
function storefrontServer(shopUrl: string, referrerPolicy = 'no-referrer', followSize = false): http.Server {
  const follow = followSize ? `addEventListener('message', (e) => { if (e.data && e.data.type === 'resize') document.querySelector('iframe').style.height = e.data.height + 'px'; });` : '';
  return http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html', 'Referrer-Policy': referrerPolicy });
    res.end(`<!doctype html><html lang="en"><title>Storefront</title><body>
        <script>window.messages = []; addEventListener('message', (e) => window.messages.push({ origin: e.origin, data: e.data }));${follow}</script>
        <iframe title="search" src="${shopUrl}" width="390" height="700"></iframe></body></html>`);
  });
}

const listen = (server: http.Server, port: number) => new Promise<void>((resolve) => server.listen(port, resolve));
const messages = (page: Page) => page.evaluate(() => (window as unknown as { messages: Posted[] }).messages);

test.describe('the iframe protocol (EMBED_ALLOWED_ORIGINS)', () => {
  test('an allowed parent gets versioned ua and resize messages, also after a search inside the frame, even without a referrer', async ({ page }) => {
    const term = await realSearchTerm();
    const storefront = storefrontServer(`http://localhost:${E2E_PORTS.host}/q/search?q=${term}&isEmbedded=true`);
    await listen(storefront, E2E_EXTRA_PORTS.storefront);
    try {
      await page.goto(`http://localhost:${E2E_EXTRA_PORTS.storefront}/page`);
      const frame = page.frameLocator('iframe');
      await expect(frame.getByTestId('product-tile').first()).toBeVisible();
      // The content is taller than the frame once the tiles are in: the parent learns it and can grow the frame.
      await expect.poll(async () => Math.max(0, ...(await messages(page)).filter((m) => m.data.type === 'resize').map((m) => m.data.height ?? 0))).toBeGreaterThan(700);
      // The tiles' analytics event and the size change are separate messages: wait for both, in any order.
      await expect.poll(async () => (await messages(page)).map((m) => `${m.data.type}:${m.data.payload?.event ?? ''}`)).toContain('ua:gridboxes loaded');
      const first = await messages(page);
      expect(first.every((m) => m.data.version === 1 && m.origin === `http://localhost:${E2E_PORTS.host}`)).toBe(true);

      const before = first.length;
      const input = frame.getByTestId('search-input').first();
      await input.fill('sofa');
      await input.press('Enter');
      await expect(frame.getByTestId('product-tile').first()).toBeVisible();
      const frameUrl = () => page.frames().find((f) => f !== page.mainFrame())?.url() ?? '';
      await expect.poll(frameUrl).toMatch(/[?&]q=sofa/);
      await expect.poll(frameUrl).toMatch(/[?&]isEmbedded=true/);
      await expect(frame.getByRole('navigation', { name: /Hauptnavigation|Main navigation/ })).toHaveCount(0);
      await expect.poll(async () => (await messages(page)).slice(before).some((m) => m.data.type === 'ua')).toBe(true);
    } finally {
      storefront.close();
    }
  });

  test("a search in the frame for a brand's name, sent on by the server, lands on the brand's page still embedded (SPEC §6, §7)", async ({ page }) => {
    const storefront = storefrontServer(`http://localhost:${E2E_PORTS.host}/q/search?q=${encodeURIComponent(await realBrand())}&isEmbedded=true`);
    await listen(storefront, E2E_EXTRA_PORTS.storefront);
    try {
      await page.goto(`http://localhost:${E2E_EXTRA_PORTS.storefront}/page`);
      const frame = page.frameLocator('iframe');
      const frameUrl = () => page.frames().find((f) => f !== page.mainFrame())?.url() ?? '';
      // The frame's first answer is the server's 302 to the brand's page.
      await expect.poll(frameUrl).toMatch(/\/brand\/[^?]+\?(.*&)?isEmbedded=true/);
      await expect(frame.getByTestId('product-tile').first()).toBeVisible();
      // Embedded mode: no shell chrome, and the parent hears from the page.
      await expect(frame.getByRole('navigation', { name: /Hauptnavigation|Main navigation/ })).toHaveCount(0);
      await expect.poll(async () => (await messages(page)).some((m) => m.data.type === 'resize')).toBe(true);
    } finally {
      storefront.close();
    }
  });

  test('a category address with an invalid id, in the frame, is sent on to the search still embedded (SPEC §2, §6)', async ({ page }) => {
    const storefront = storefrontServer(`http://localhost:${E2E_PORTS.host}/h/Sofa-und_Couch/x1?isEmbedded=true`);
    await listen(storefront, E2E_EXTRA_PORTS.storefront);
    try {
      await page.goto(`http://localhost:${E2E_EXTRA_PORTS.storefront}/page`);
      const frame = page.frameLocator('iframe');
      const frameUrl = () => page.frames().find((f) => f !== page.mainFrame())?.url() ?? '';
      await expect.poll(frameUrl).toMatch(/\/q\/search\?q=Sofa\+und\+Couch&isEmbedded=true$/);
      await expect(frame.getByTestId('product-tile').first()).toBeVisible();
      await expect(frame.getByRole('navigation', { name: /Hauptnavigation|Main navigation/ })).toHaveCount(0);
      await expect.poll(async () => (await messages(page)).some((m) => m.data.type === 'resize')).toBe(true);
    } finally {
      storefront.close();
    }
  });

  test('a frame sized to its resize messages follows its content down as well as up: a short page after a long one leaves no blank frame', async ({ page }) => {
    const storefront = storefrontServer(`http://localhost:${E2E_PORTS.host}/q/search?q=sofa&isEmbedded=true`, 'no-referrer', true);
    await listen(storefront, E2E_EXTRA_PORTS.storefront);
    try {
      await page.goto(`http://localhost:${E2E_EXTRA_PORTS.storefront}/page`);
      const frame = page.frameLocator('iframe');
      await expect(frame.getByTestId('product-tile').first()).toBeVisible();
      const frameHeight = () => page.locator('iframe').evaluate((f: HTMLIFrameElement) => f.clientHeight);
      await expect.poll(frameHeight).toBeGreaterThan(3000);
      await page.evaluate((shop) => {
        document.querySelector('iframe')?.contentWindow?.postMessage({ type: 'navigate', version: 1, path: '/q/search?q=xqzzyv' }, shop);
      }, `http://localhost:${E2E_PORTS.host}`);
      await expect(frame.getByTestId('listing-error')).toBeVisible();
      await expect.poll(frameHeight).toBeLessThan(2500);
      // The frame is as tall as what it shows: its page does not scroll, and ends where its content does.
      const inside = page.frames().find((f) => f !== page.mainFrame())!;
      await expect
        .poll(async () => {
          const [height, content] = await Promise.all([frameHeight(), inside.evaluate(() => document.body.scrollHeight)]);
          return Math.abs(height - content);
        })
        .toBeLessThanOrEqual(1);
    } finally {
      storefront.close();
    }
  });

  test('the analytics of every page in the frame reach the parent: going to another path and back to a listing whose answer is kept still posts its "gridboxes loaded"', async ({ page }) => {
    const term = await realSearchTerm();
    const category = await realCategory();
    const storefront = storefrontServer(`http://localhost:${E2E_PORTS.host}/q/search?q=${term}&isEmbedded=true`);
    await listen(storefront, E2E_EXTRA_PORTS.storefront);
    try {
      await page.goto(`http://localhost:${E2E_EXTRA_PORTS.storefront}/page`);
      const frame = page.frameLocator('iframe');
      await expect(frame.getByTestId('product-tile').first()).toBeVisible();
      await expect.poll(async () => (await messages(page)).some((m) => m.data.type === 'resize')).toBe(true);
      const loaded = async () => (await messages(page)).filter((m) => m.data.type === 'ua' && m.data.payload?.event === 'gridboxes loaded').length;
      const send = (path: string) =>
        page.evaluate(([shop, to]) => document.querySelector('iframe')?.contentWindow?.postMessage({ type: 'navigate', version: 1, path: to }, shop!), [`http://localhost:${E2E_PORTS.host}`, path]);
      const frameUrl = () => page.frames().find((f) => f !== page.mainFrame())?.url() ?? '';
      for (const path of [`/h/${category.name}/${category.id}`, `/q/search?q=${term}`, `/h/${category.name}/${category.id}`]) {
        const before = await loaded();
        await send(path);
        await expect.poll(() => decodeURI(frameUrl())).toContain(path.split('?')[0]!);
        await expect(frame.getByTestId('product-tile').first()).toBeVisible();
        await expect.poll(loaded, { message: `a gridboxes loaded event posted for ${path}` }).toBeGreaterThan(before);
      }
    } finally {
      storefront.close();
    }
  });

  test('an allowed parent can send the frame somewhere with navigate', async ({ page }) => {
    const storefront = storefrontServer(`http://localhost:${E2E_PORTS.host}/q/search?q=${await realSearchTerm()}&isEmbedded=true`);
    await listen(storefront, E2E_EXTRA_PORTS.storefront);
    try {
      await page.goto(`http://localhost:${E2E_EXTRA_PORTS.storefront}/page`);
      const frame = page.frameLocator('iframe');
      await expect(frame.getByTestId('product-tile').first()).toBeVisible();
      // The server-rendered products show before the frame's code runs: a parent sends navigate once the frame
      // has spoken (its first resize message comes as soon as it listens), as the README says.
      await expect.poll(async () => (await messages(page)).some((m) => m.data.type === 'resize')).toBe(true);
      await page.evaluate((shop) => {
        const iframe = document.querySelector('iframe');
        iframe?.contentWindow?.postMessage({ type: 'navigate', version: 1, path: '/q/search?q=sofa' }, shop);
      }, `http://localhost:${E2E_PORTS.host}`);
      const frameUrl = () => page.frames().find((f) => f !== page.mainFrame())?.url() ?? '';
      await expect.poll(frameUrl).toMatch(/\/q\/search\?q=sofa&isEmbedded=true$/);
    } finally {
      storefront.close();
    }
  });
});

plainTest('a parent on an origin that is not allowed can neither frame the shop nor hear from it', async ({ page }) => {
  const storefront = storefrontServer(`http://localhost:${E2E_PORTS.host}/q/search?q=sofa&isEmbedded=true`, 'unsafe-url');
  await listen(storefront, E2E_EXTRA_PORTS.foreignStorefront);
  try {
    const refused: string[] = [];
    page.on('console', (m) => /frame-ancestors/.test(m.text()) && refused.push(m.text()));
    await page.goto(`http://localhost:${E2E_EXTRA_PORTS.foreignStorefront}/page`);
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    await page.waitForTimeout(1500);
    expect(await messages(page)).toEqual([]);
    await expect(page.frameLocator('iframe').getByTestId('product-tile')).toHaveCount(0);
  } finally {
    storefront.close();
  }
});

test('a parent on an origin that is not allowed hears nothing from the shop even where the frame is not refused (a proxy in between that drops frame-ancestors)', async ({ page }) => {
  // The shop behind a proxy that passes everything but its frame-ancestors rule (and any X-Frame-Options): only
  // the message rule (EMBED_ALLOWED_ORIGINS, postMessage to an allowed origin only) stands between the two.
  // (A document fulfilled by the test itself would not do: Chromium refuses its requests to the loopback remotes.)
  const proxy = http.createServer((req, res) => {
    const upstream = http.request({ host: 'localhost', port: E2E_PORTS.host, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      const headers = { ...answer.headers };
      delete headers['x-frame-options'];
      const csp = headers['content-security-policy'];
      if (typeof csp === 'string') headers['content-security-policy'] = csp.split(';').filter((directive) => !/^\s*frame-ancestors\b/.test(directive)).join(';');
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await listen(proxy, E2E_EXTRA_PORTS.framingProxy);
  const storefront = storefrontServer(`http://localhost:${E2E_EXTRA_PORTS.framingProxy}/q/search?q=sofa&isEmbedded=true`, 'unsafe-url');
  await listen(storefront, E2E_EXTRA_PORTS.foreignStorefront);
  try {
    await page.goto(`http://localhost:${E2E_EXTRA_PORTS.foreignStorefront}/page`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByTestId('product-tile').first()).toBeVisible();
    await expect(frame.locator('html[data-shop-ready]')).toHaveCount(1);
    // The page is live and has announced its products (as it does to an allowed parent within this time).
    await page.waitForTimeout(1500);
    expect(await messages(page)).toEqual([]);
  } finally {
    storefront.close();
    proxy.closeAllConnections();
    proxy.close();
  }
});

import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import { clientRendered, expect, test } from './fixtures';
import { API, expectAccessible, realBrand, realCategory, realSearchTerm, realSubcategories, screenshot, semanticOnlyAnswers, untilTilesSettled } from './helpers';
import { E2E_EXTRA_PORTS, E2E_PORTS, E2E_SSR_ENV } from './ports';
import { importScript, startHostServer, stop, waitUntilServerRendering } from './servers';
import type * as SlowUpstream from '../scripts/slowUpstream.mjs';

/** A category's section content (SPEC §2: `/c/{language-country/}h{categoryId}?locale=…`). */
const SECTION_CONTENT = /\/c\/(?:[a-z]{2}-[A-Z]{2}\/)?h\d+\?/;
/** The category remote's page code (its exposed `CategoryPage` chunk). */
const CATEGORY_PAGE_CODE = new RegExp(`^http://localhost:${E2E_PORTS.category}/.*__federation_expose_CategoryPage\\.`);

/**
 * Issue 9: listing pages arrive rendered by the owning remote's server code (search, category, brand, named
 * query): products, heading, count and title are in the HTML; the browser hydrates them without asking the
 * API again and without rendering anything anew; a render that cannot make its deadline leaves the page to
 * the browser.
 */

async function listingPages(): Promise<[string, string][]> {
  const category = await realCategory();
  return [
    ['search', `/q/search?q=${await realSearchTerm()}`],
    ['category', `/h/${category.name}/${category.id}`],
    ['brand', '/q/brand/nordon/b1276'],
    ['named query', '/q/query/summer-sale'],
  ];
}

/** Records the page's layout shifts not caused by input (CLS), from the first one on. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { shifts: number[] }).shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number[] }).shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts {@link watchLayoutShifts} recorded so far. */
function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
}

/** Text as React writes it into HTML. */
function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Search requests the browser makes, and warnings that React rendered the server's markup again. */
function watch(page: Page): { searches: string[]; rerendered: string[] } {
  const seen = { searches: [] as string[], rerendered: [] as string[] };
  page.on('request', (r) => r.url().includes('/q/api/search') && seen.searches.push(r.url()));
  page.on('console', (m) => /rendered again|hydrat/i.test(m.text()) && seen.rerendered.push(m.text()));
  return seen;
}

/** A product image as small as it gets: a grey square. */
const GREY_SQUARE = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#ccc"/></svg>';

/** Holds every product image request until `release()`, as a slow image server would; then answers at once. */
async function holdImages(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/q/api/images/**', async (route) => {
    await released;
    await route.fulfill({ contentType: 'image/svg+xml', body: GREY_SQUARE }).catch(() => undefined);
  });
  return { release };
}

/**
 * Opens `path` in a new context with the shop's entry script (`main.js`) held: the page is the server's, not
 * live, until `release`.
 */
async function openBeforeLive(browser: Browser, viewport: { width: number; height: number }, path: string): Promise<{ context: BrowserContext; page: Page; release: () => void }> {
  const context = await browser.newContext({ viewport, baseURL: `http://localhost:${E2E_PORTS.host}` });
  const page = await context.newPage();
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return { context, page, release };
}

/**
 * Records, in ms from the navigation: the HTML parsed, the first product image loaded, the page live; and
 * `window.after400ms`: whether the page was live 400 ms after it was parsed (1 or 0).
 */
async function recordBootTimes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const times: Record<string, number> = {};
    (window as unknown as { bootTimes: Record<string, number> }).bootTimes = times;
    let after400ms: (live: number) => void = () => {};
    (window as unknown as { after400ms: Promise<number> }).after400ms = new Promise((resolve) => (after400ms = resolve));
    // When the shop's entry starts its wait for the first image (its one timer of FIRST_IMAGE_WAIT_MS, 1 s), and
    // when its code starts after it (the first script it adds to the page: the boot's chunks).
    const setTimer = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      if (ms === 1000 && times.wait === undefined) {
        times.wait = performance.now();
        new MutationObserver((records, observer) => {
          if (!records.some((record) => [...record.addedNodes].some((node) => node instanceof HTMLScriptElement && node.src))) return;
          times.boot = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      }
      return setTimer(handler, ms, ...rest);
    }) as typeof window.setTimeout;
    document.addEventListener('DOMContentLoaded', () => {
      times.parsed = performance.now();
      setTimeout(() => after400ms(document.documentElement.hasAttribute('data-shop-ready') ? 1 : 0), 400);
    });
    document.addEventListener(
      'load',
      (event) => {
        if (event.target instanceof HTMLImageElement && event.target.getAttribute('fetchpriority') === 'high') times.image ??= performance.now();
      },
      true,
    );
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-shop-ready')) return;
      times.ready = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-shop-ready'] });
  });
}

function bootTimes(page: Page): Promise<{ parsed?: number; image?: number; ready?: number; wait?: number; boot?: number }> {
  return page.evaluate(() => ({ ...(window as unknown as { bootTimes: Record<string, number> }).bootTimes }));
}

test.describe('server-side rendering (issue 9)', () => {
  test('every listing page arrives with its products, heading, count, title and the state to hydrate', async ({ request }) => {
    for (const [kind, path] of await listingPages()) {
      const res = await request.get(path);
      const html = await res.text();
      expect(res.status(), kind).toBe(200);
      expect((html.match(/data-testid="product-tile"/g) ?? []).length, `${kind}: tiles in the HTML`).toBeGreaterThan(0);
      expect(html, kind).toMatch(/<h1[^>]*>[^<]+/);
      expect(html, kind).toContain('data-testid="result-count"');
      expect(html, kind).toMatch(/<title>[^<]+ – Shop<\/title>/);
      expect(html, kind).toContain('<script type="application/json" id="shop-ssr-state">');
      // No inline script beyond the configuration, the capture of taps made before the page is live and the
      // mark of products seen: the page's CSP allows those three by their hashes.
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
      expect(inline, kind).toHaveLength(3);
      const csp = res.headers()['content-security-policy'] ?? '';
      for (const source of inline) expect(csp, kind).toContain(`'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`);
    }
  });

  test('a named query, category or brand the API does not know answers 404, is left to the browser and marked noindex; a listed page is not', async ({ request }) => {
    // The last two are paths the API refuses with 400 (a brand id that is no brand id, a query id that is no
    // slug): no such page can exist either.
    for (const path of ['/q/query/no-such-query', '/h/nichts/c999999', '/q/brand/b999999', '/q/brand/sofa/b1x', '/q/query/Sale!']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      // Cached like the page at that address: links to a page that is gone do not each reach the search API.
      expect(res.headers()['cache-control'], path).toMatch(/^public, max-age=(\d+), s-maxage=\1$/);
      const html = await res.text();
      expect(html, path).toContain('<meta name="robots" content="noindex">');
      expect(html, path).not.toContain('shop-ssr-state');
      // What a browser without JavaScript shows of it: the not-found page, in the page's language.
      expect(html, path).toContain('<h1>Diese Seite wurde nicht gefunden</h1>');
      expect(html, path).not.toContain('Bitte aktivieren Sie JavaScript');
    }
    for (const [kind, path] of await listingPages()) {
      const res = await request.get(path);
      expect(res.status(), kind).toBe(200);
      expect(await res.text(), kind).not.toContain('noindex');
    }
  });

  test('a brand page whose path the API refuses (400 for its brand id), in the browser: a 404 without a "try again" that cannot help', async ({ page }) => {
    const response = await page.goto('/q/brand/sofa/b1x');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html[data-shop-ready]')).toBeAttached({ timeout: 20_000 });
    await expect(page.locator('[data-testid="listing-error"][data-status="404"]')).toBeVisible();
    await expect(page.getByTestId('listing-retry')).toHaveCount(0);
  });

  test('a category the API does not know, in the browser: a 404 whose page shows the error state and bestsellers, without a "try again" that cannot help', async ({ page }) => {
    const response = await page.goto('/h/nichts/c999999');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html[data-shop-ready]')).toBeAttached({ timeout: 20_000 });
    const error = page.locator('[data-testid="listing-error"][data-status="404"]');
    await expect(error).toBeVisible();
    await expect(page.getByTestId('listing-retry')).toHaveCount(0);
    // The way on: the search field and the bestsellers below the message.
    await expect(page.getByTestId('search-input').first()).toBeVisible();
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'category-not-found');
  });

  test("a category page's HTML carries its section content, the header's categories and the meta fragment's description", async ({ request }) => {
    const category = await realCategory();
    const html = await (await request.get(`/h/${category.name}/${category.id}`)).text();
    const meta = await (await request.get(`/n/meta?locale=de_DE&pageId=${category.id}`)).text();
    const description = /<meta name="description" content="([^"]*)"/.exec(meta)?.[1];
    expect(description, 'the meta fragment describes the page').toBeTruthy();
    expect(html).toContain(`<meta name="description" content="${description}">`);
    expect(html).toMatch(/<nav class="shell__categories"/);
    expect(html).not.toContain('class="shell__categories shell__categories--pending"');
    // The section content's intro and subcategory links (those outside its breadcrumb's <nav>, whose links the
    // header's categories have too) are in the page's own list of subcategories, not added after it was shown.
    const content = await (await request.get(`/c/h${category.id.replace(/\D/g, '')}?locale=de_DE`)).text();
    const decode = (markup: string) => markup.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    const outsideNav = content.replace(/<nav[\s\S]*?<\/nav>/g, '');
    const children = [...outsideNav.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((match) => decode(match[1] ?? '').trim());
    expect(children.length, 'the category has subcategories').toBeGreaterThan(0);
    const subcategories = decode(/<nav class="sk-subcategories"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '');
    for (const label of children) expect(subcategories).toContain(`>${label}</a>`);
    const intro = decode(/<p>([^<]+)<\/p>/.exec(outsideNav)?.[1] ?? '');
    expect(intro).not.toBe('');
    expect(decode(html)).toContain(`data-testid="category-intro">${intro}</p>`);
  });

  test('a category page names its one address for search engines: the canonical path from its breadcrumb, in the head, gone while the shopper is elsewhere in the app', async ({ page, request }) => {
    const category = await realCategory();
    const address = `/h/not-its-name/${category.id}?utm_source=newsletter&designTheme=dark`;
    const html = await (await request.get(address)).text();
    const link = /<link rel="canonical" href="([^"]*)">/.exec(html);
    expect(link, 'a canonical link in the HTML').not.toBeNull();
    expect(link!.index).toBeLessThan(html.indexOf('</head>'));
    const canonical = link![1]!;
    expect(canonical).toMatch(new RegExp(`^/h/(?:[a-z]{2}-[A-Z]{2}/)?[^/?]+/${category.id}$`));
    expect(canonical).not.toContain('not-its-name');

    // The canonical page names itself, and lists what the other address listed.
    await page.goto(address);
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    const heading = await page.locator('#main h1').textContent();
    const firstTile = await page.getByTestId('product-tile').first().textContent();
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await page.goto(canonical);
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('#main h1')).toHaveText(heading ?? '');
    await expect(page.getByTestId('product-tile').first()).toHaveText(firstTile ?? '');

    // Another sort picked in the app is another address: the canonical goes (a browser sharing the page
    // would send it), and comes back with the page.
    await page.getByRole('combobox', { name: 'Sortieren nach' }).selectOption('price-asc');
    await expect(page).not.toHaveURL(new RegExp(`${canonical}$`));
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${canonical}$`));
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
  });

  test('under a public name the host is configured with (CANONICAL_ORIGINS), the canonical link is absolute on that origin; under any other it stays relative', async ({ request }) => {
    const category = await realCategory();
    const address = `/h/not-its-name/${category.id}?utm_source=newsletter`;
    const canonicalUnder = async (origin: string) =>
      /<link rel="canonical" href="([^"]*)">/.exec(await (await request.get(`${origin}${address}`)).text())?.[1];
    const relative = await canonicalUnder(`http://localhost:${E2E_PORTS.host}`);
    expect(relative).toMatch(new RegExp(`^/h/(?:[a-z]{2}-[A-Z]{2}/)?[^/?]+/${category.id}$`));
    // Search engines get one full address: the origin the page is published on, with the same path.
    expect(await canonicalUnder(`http://127.0.0.1:${E2E_PORTS.host}`)).toBe(`http://127.0.0.1:${E2E_PORTS.host}${relative}`);
  });

  test("a brand page's canonical path is its breadcrumb's, whatever case or name its address had, and lists the same", async ({ page, request }) => {
    const brand = await realBrand();
    const address = `/q/de-DE/brand/${encodeURIComponent(brand.toUpperCase())}`;
    const html = await (await request.get(address)).text();
    const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
    expect(canonical).toMatch(/^\/q\/[a-z]{2}-[A-Z]{2}\/brand\/[^/?]+$/);
    expect(canonical).not.toBe(address);
    await page.goto(address);
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    const firstTile = await page.getByTestId('product-tile').first().textContent();
    const count = await page.getByTestId('result-count').first().textContent();
    await page.goto(canonical!);
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical!);
    await expect(page.getByTestId('product-tile').first()).toHaveText(firstTile ?? '');
    await expect(page.getByTestId('result-count').first()).toHaveText(count ?? '');
  });

  for (const kind of ['search', 'category', 'search on a wide screen']) {
    test(`nothing moves once the ${kind} page is live: layout shift under 0.02 (issue 9)`, async ({ page }) => {
      if (kind.endsWith('wide screen')) await page.setViewportSize({ width: 1280, height: 900 });
      await watchLayoutShifts(page);
      const category = await realCategory();
      await page.goto(kind.startsWith('search') ? `/q/search?q=${await realSearchTerm()}` : `/h/${category.name}/${category.id}`);
      await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      // Nor when the shopper goes straight down to load more: tiles that come into view keep their size (a
      // placeholder height for tiles not yet laid out once moved load more under a tap).
      await page.getByTestId('load-more').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const total = await layoutShiftTotal(page);
      expect(total).toBeLessThan(0.02);
    });
  }

  test("a facet's heading keeps its height when the page's code puts its collapse button in place of the label", async ({ browser }) => {
    const category = await realCategory();
    const heights = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 }, baseURL: `http://localhost:${E2E_PORTS.host}` });
      const page = await context.newPage();
      await page.goto(`/h/${category.name}/${category.id}`);
      if (javaScriptEnabled) await expect(page.getByRole('group', { name: 'Marke' }).getByRole('button', { name: 'Marke' })).toBeVisible();
      else await expect(page.getByRole('group', { name: 'Marke' }).getByRole('heading', { name: 'Marke' })).toBeVisible();
      const found = await page.locator('.sk-facet__heading').evaluateAll((headings) => headings.map((h) => h.getBoundingClientRect().height));
      await context.close();
      return found;
    };
    const server = await heights(false);
    expect(server.length).toBeGreaterThan(0);
    expect(await heights(true)).toEqual(server);
  });

  test('a category page the browser renders itself keeps its products back for its section content: nothing moves when it comes (issue 9)', async ({ page }) => {
    // As when the server misses its render deadline: the listing and the section content (intro, subcategories)
    // are two requests of the browser's, both asked for at boot. The category remote's page code is held until
    // the listing's answer is in, so the remote's first render has its products: a skeleton it shows then is the
    // hold-back, not a listing still loading. The content answers only once that skeleton is shown: without the
    // hold-back the products would show first and be pushed down by it. (Before, the content was handed over
    // 50-150 ms after the products' answer, and the test failed about one run in six to twenty-five on a loaded
    // 2-core machine: the remote's own rendering ate the 500 ms wait before the content came.)
    await clientRendered(page);
    await watchLayoutShifts(page);
    let listingAnswered: () => void = () => undefined;
    const listingIn = new Promise<void>((resolve) => (listingAnswered = resolve));
    page.on('requestfinished', (request) => {
      if (request.url().includes('/q/api/category/')) listingAnswered();
    });
    await page.route(CATEGORY_PAGE_CODE, async (route) => {
      await listingIn;
      await route.continue();
    });
    // Noted by the page itself: on a busy machine a poll from here could miss a skeleton shown for a moment.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="skeleton-grid"]')) return;
        (window as unknown as { skeletonShown?: boolean }).skeletonShown = true;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    let heldBack = false;
    await page.route(SECTION_CONTENT, async (route) => {
      const response = await route.fetch();
      heldBack = await page
        .waitForFunction(() => (window as unknown as { skeletonShown?: boolean }).skeletonShown === true, undefined, { timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      await route.fulfill({ response });
    });
    const category = await realCategory();
    await page.goto(`/h/${category.name}/${category.id}`);
    await expect(page.getByTestId('category-intro')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    expect(heldBack, 'the products were held back for the section content').toBe(true);
    await page.waitForLoadState('networkidle');
    const total = await layoutShiftTotal(page);
    expect(total).toBeLessThan(0.02);
  });

  test('a semantic-only search the browser renders itself keeps its products back for the nrp message in its note: nothing moves when it comes (issue 9)', async ({ page }) => {
    // The message is asked for once the answer says it is needed (SPEC §4), after the products' answer is in.
    // Without the hold-back the products would show with the note's heading, and its message would push them down.
    await clientRendered(page);
    await watchLayoutShifts(page);
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="product-tile"]')) return;
        (window as unknown as { tilesAt?: number }).tilesAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await semanticOnlyAnswers(page);
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    const note = page.locator('.sk-page-header .sk-status');
    await expect(note).toContainText('Leider haben wir zu Ihrer Suche keine Ergebnisse gefunden');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => {
      const message = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/q/api/message')) as PerformanceResourceTiming | undefined;
      return { tilesAt: (window as unknown as { tilesAt?: number }).tilesAt ?? 0, asked: message?.startTime ?? Infinity, answered: message?.responseEnd ?? Infinity };
    });
    expect(timing.tilesAt, 'the products were not shown before the message was asked for').toBeGreaterThan(timing.asked);
    // A message slower than the hold-back is shown when it comes (on a busy machine it may be): only a message in
    // time can be asked to move nothing.
    if (timing.answered < timing.tilesAt) expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
  });

  test('a semantic-only search whose nrp message never comes shows its products and the note\'s heading after the hold-back (issue 9)', async ({ page }) => {
    await clientRendered(page);
    await semanticOnlyAnswers(page);
    // Never answered: the products may wait for the message a moment, not for ever (nor until the API client gives
    // up on it, after 5 s).
    await page.route(/\/q\/api\/message/, () => undefined);
    const asked = page.waitForRequest(/\/q\/api\/message/);
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await asked;
    await expect(page.getByTestId('product-tile').first()).toBeVisible({ timeout: 3000 });
    await expect(page.locator('.sk-page-header .sk-status').getByRole('heading', { name: /ähnliche Produkte/ })).toBeVisible();
  });

  test('a category page the browser renders itself asks for its section content at boot, with its products, not once its remote has rendered (issue 9)', async ({ page }) => {
    await clientRendered(page);
    // The category remote's page code is held until the section content has been asked for (or 10 s): only a
    // page that asks before its remote's code runs gets it at once.
    let contentAsked: () => void = () => undefined;
    const asked = new Promise<boolean>((resolve) => (contentAsked = () => resolve(true)));
    page.on('request', (request) => {
      if (SECTION_CONTENT.test(request.url())) contentAsked();
    });
    const heldCode: boolean[] = [];
    await page.route(CATEGORY_PAGE_CODE, async (route) => {
      heldCode.push(await Promise.race([asked, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]));
      await route.continue();
    });
    const category = await realCategory();
    await page.goto(`/h/${category.name}/${category.id}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('category-intro')).toBeVisible();
    expect(heldCode.length).toBeGreaterThan(0);
    expect(heldCode).not.toContain(false);
  });

  test('a slow section content does not hold the products back for longer than the content wait (issue 9)', async ({ page }) => {
    await clientRendered(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SECTION_CONTENT, async (route) => {
      await held;
      await route.continue();
    });
    const category = await realCategory();
    await page.goto(`/h/${category.name}/${category.id}`);
    // The products come while the section content is still on its way.
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.getByTestId('category-intro')).toHaveCount(0);
    release();
    await expect(page.getByTestId('category-intro')).toBeVisible();
  });

  for (const [width, height] of [[768, 1024], [1280, 900]] as const) {
    test(`load more stays under the tap when the shopper goes straight to it, at ${width} px, however far off the tiles' placeholder height is (issue 9)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`/q/search?q=${await realSearchTerm()}`);
      // A placeholder height far from a real tile's, as in a storefront's narrower column: the last tiles must be
      // laid out ahead of time all the same (layOutWhenIdle in the ui-kit).
      await page.addStyleTag({ content: '.sk-grid__item:not([data-shown]){contain-intrinsic-size:auto 300px !important}' });
      await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      // The grid lays its last tiles out a few per idle period once it is live; a busy machine has few idle
      // periods, so the jump waits until all of them are (12: LAST_TILES_LAID_OUT of the ui-kit).
      await expect(page.locator('.sk-grid__item[data-shown]')).toHaveCount(12, { timeout: 15_000 });
      const loadMore = page.getByTestId('load-more');
      // Where load more is right after the jump, before the browser renders the tiles that came into view.
      const before = await loadMore.evaluate((button) => {
        button.scrollIntoView({ block: 'center' });
        return button.getBoundingClientRect().top;
      });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
      const after = await loadMore.evaluate((button) => button.getBoundingClientRect().top);
      expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
    });
  }

  test("with JavaScript off, a page that does not exist shows the not-found page in the page's language, with a way home", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, baseURL: `http://localhost:${E2E_PORTS.host}` });
    const page = await context.newPage();
    for (const path of ['/no/such/page', '/h/nichts/c999999']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Diese Seite wurde nicht gefunden' }), path).toBeVisible();
      await expect(page.getByRole('link', { name: 'Zur Startseite' }), path).toHaveAttribute('href', '/');
      // Not the boot placeholder's grey tiles standing above it (an unmatched address keeps the placeholder's
      // bar above the not-found page; a page the API does not know hides the whole placeholder).
      await expect(page.locator('.boot__tile').first(), path).toBeHidden();
    }
    await screenshot(page, 'not-found-no-js');
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });

  test("with JavaScript off the shopper can search from the page's search field: home and results pages", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, baseURL: `http://localhost:${E2E_PORTS.host}` });
    const page = await context.newPage();
    const term = await realSearchTerm();
    for (const start of ['/', '/q/search?q=zzqxv']) {
      await page.goto(start);
      const field = page.getByTestId('search-input').first();
      await field.fill(term);
      await field.press('Enter');
      await expect(page, start).toHaveURL(new RegExp(`/q/search\\?q=${term}$`));
      await expect(page.getByTestId('product-tile').first(), start).toBeVisible();
    }
    await context.close();
  });

  test('with JavaScript off the shopper filters and sorts a listing with its Apply button, on a phone and on a wide screen (SPEC §2 filter values as parameters)', async ({ browser }) => {
    const term = await realSearchTerm();
    const category = await realCategory();
    for (const [viewport, start] of [
      [{ width: 390, height: 844 }, `/q/search?q=${term}`],
      [{ width: 1280, height: 900 }, `/h/${category.name}/${category.id}`],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL: `http://localhost:${E2E_PORTS.host}` });
      const page = await context.newPage();
      await page.goto(start);
      const pagePath = new URL(page.url()).pathname;
      const before = Number((await page.getByTestId('result-count').first().textContent())?.replace(/\D/g, ''));
      // What only the page's code can work is not offered: load more (the pagination's links page on), show
      // more, reset, the price slider.
      await expect(page.getByRole('button', { name: 'Mehr laden' }), start).toBeHidden();
      await expect(page.getByRole('group', { name: 'Preis' }).getByRole('slider').first(), start).toBeHidden();
      await expect(page.getByRole('button', { name: 'Mehr anzeigen' }), start).toHaveCount(0);
      const brands = page.getByRole('group', { name: 'Marke' });
      // A facet's heading is its label: no collapse button that would do nothing here.
      await expect(brands.getByRole('heading', { name: 'Marke' }), start).toBeVisible();
      await expect(brands.getByRole('button'), start).toHaveCount(0);
      // Every value is there, those behind "show more" with JavaScript too: the shopper ticks one of those.
      expect(await brands.getByRole('checkbox').count(), start).toBeGreaterThan(6);
      const box = brands.getByRole('checkbox').nth(6);
      const brand = ((await box.locator('xpath=..').locator('.sk-check__label').textContent()) ?? '').trim();
      await box.check();
      await page.getByRole('combobox', { name: 'Sortieren nach' }).selectOption('price-asc');
      // The filter form's: one beside the sort, one below the filters (the price range has its own form).
      const apply = page.locator('button[form]').filter({ hasText: 'Anwenden' });
      await expect(apply, start).toHaveCount(2);
      await apply.first().click();
      await expect(page, start).toHaveURL(new RegExp(`[?&]brand=${encodeURIComponent(brand).replace(/%20/g, '\\+')}(&|$)`));
      const url = new URL(page.url());
      // Sent to the page it is on.
      expect(url.pathname, start).toBe(pagePath);
      expect(url.searchParams.get('sort'), start).toBe('price-asc');
      if (start.startsWith('/q/search')) expect(url.searchParams.get('q'), start).toBe(term);
      // The server rendered the filtered, sorted page: fewer products, the brand checked, the sort chosen.
      const after = Number((await page.getByTestId('result-count').first().textContent())?.replace(/\D/g, ''));
      expect(after, start).toBeLessThan(before);
      await expect(page.getByRole('group', { name: 'Marke' }).getByRole('checkbox', { name: new RegExp(brand) }), start).toBeChecked();
      await expect(page.getByRole('combobox', { name: 'Sortieren nach' }), start).toHaveValue('price-asc');
      const prices = await page.locator('[data-testid="product-tile"] .sk-price').allTextContents();
      const numbers = prices.slice(0, 6).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
      expect(numbers, start).toEqual([...numbers].sort((a, b) => a - b));
      await screenshot(page, `filtered-no-js-${viewport.width}`);
      if (viewport.width < 960) {
        // Unchecking it and applying again takes the filter off,
        await page.getByRole('group', { name: 'Marke' }).getByRole('checkbox', { name: new RegExp(brand) }).uncheck();
        await apply.last().click();
      } else {
        // and so does its chip, a link to the address without it (the chip's button needs the page's code).
        await expect(page.getByRole('button', { name: `Filter ${brand} entfernen` }), start).toBeHidden();
        await page.getByRole('link', { name: `Filter ${brand} entfernen` }).click();
      }
      await expect(page, start).not.toHaveURL(/[?&]brand=/);
      expect(new URL(page.url()).searchParams.get('sort'), start).toBe('price-asc');
      expect(Number((await page.getByTestId('result-count').first().textContent())?.replace(/\D/g, '')), start).toBe(before);
      await context.close();
    }
  });

  test("with JavaScript off the shopper ticks a subcategory under its category and unticks it again with the Apply button (SPEC §3 facet value children)", async ({ browser }) => {
    const { parent, children } = await realSubcategories('tisch');
    const child = children[0]!;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 }, baseURL: `http://localhost:${E2E_PORTS.host}` });
    const page = await context.newPage();
    await page.goto(`/q/search?q=tisch&category=${parent.value}`);
    const facet = page.getByRole('group', { name: 'Kategorie' });
    const box = facet.getByRole('checkbox', { name: new RegExp(`^${child.label} `) });
    await box.check();
    const apply = page.locator('button[form]').filter({ hasText: 'Anwenden' });
    await apply.first().click();
    await expect(page).toHaveURL(new RegExp(`[?&]category=${child.value}(&|$)`));
    // Each ticked box once: the parent and the child (the answer narrows to the child).
    expect(new URL(page.url()).searchParams.getAll('category')).toEqual([parent.value, child.value]);
    await expect(page.getByTestId('result-count').first()).toHaveText(new RegExp(`^${child.count.toLocaleString('de-DE')} `));
    await expect(box).toBeChecked();
    // The child's value is its box's alone, not also a hidden field of the form: unticked, it is gone.
    await box.uncheck();
    await apply.first().click();
    await expect(page).not.toHaveURL(new RegExp(`category=${child.value}`));
    expect(new URL(page.url()).searchParams.getAll('category')).toEqual([parent.value]);
    await context.close();
  });

  test('with JavaScript off a phone shows the filters after the products, and its Filter link leads there; with JavaScript the link is not shown', async ({ browser }) => {
    const term = await realSearchTerm();
    const phone = { width: 390, height: 844 };
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone, baseURL: `http://localhost:${E2E_PORTS.host}` });
    const page = await context.newPage();
    await page.goto(`/q/search?q=${term}&rating=1`);
    const brands = page.getByRole('group', { name: 'Marke' });
    await expect(brands).not.toBeInViewport();
    // The dialog's button needs the page's code; the link counts the active filters as the button does.
    await expect(page.getByRole('button', { name: /^Filtern/ })).toBeHidden();
    const link = page.getByRole('link', { name: 'Filtern (1 Filter aktiv)' });
    await link.click();
    await expect(brands).toBeInViewport();
    await expect(page).toHaveURL(/#sk-filters$/);
    await context.close();
    for (const viewport of [phone, { width: 1280, height: 900 }]) {
      const live = await browser.newContext({ viewport, baseURL: `http://localhost:${E2E_PORTS.host}` });
      const livePage = await live.newPage();
      await livePage.goto(`/q/search?q=${term}`);
      await expect(livePage.getByTestId('product-tile').first()).toBeVisible();
      await expect(livePage.getByRole('link', { name: /^Filtern/ })).toBeHidden();
      await live.close();
    }
  });

  test("with JavaScript off the shopper switches the storefront with the header's button: the same page in the chosen storefront, remembered (SPEC §4)", async ({ browser }) => {
    const term = await realSearchTerm();
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 }, baseURL: `http://localhost:${E2E_PORTS.host}` });
    const page = await context.newPage();
    await page.goto(`/q/search?q=${term}`);
    // The search field's clear button is the page's code: not offered.
    await expect(page.getByRole('main').getByTestId('search-input')).toHaveValue(term);
    await expect(page.getByRole('button', { name: 'Suche löschen' })).toBeHidden();
    await page.getByTestId('locale-select').selectOption('pl_PL');
    await screenshot(page, 'storefront-no-js-1280');
    await page.getByRole('banner').getByRole('button', { name: 'Ändern' }).click();
    await expect(page).toHaveURL(new RegExp(`/q/pl-PL/search\\?q=${term}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
    await expect(page.getByTestId('product-tile').first()).toContainText('zł');
    await expect(page.getByTestId('locale-select')).toHaveValue('pl_PL');
    // The choice is remembered: a page without a locale in its address opens in it.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
    await context.close();
  });

  test('with JavaScript off the shopper sets a maximum price with the price filter\'s own Apply, keeping the sort; with JavaScript that address reads as the range (SPEC §2 filters: minimum and maximum price)', async ({ browser }) => {
    const category = await realCategory();
    const start = `/h/${category.name}/${category.id}?sort=price-desc`;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 }, baseURL: `http://localhost:${E2E_PORTS.host}` });
    const page = await context.newPage();
    await page.goto(start);
    const amount = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
    const before = amount((await page.getByTestId('result-count').first().textContent()) ?? '');
    const prices = (await page.locator('[data-testid="product-tile"] .sk-price').allTextContents()).map(amount);
    // Below the dearest product shown: some products are left out, some stay.
    const max = Math.floor((prices[0]! + prices[prices.length - 1]!) / 2);
    const price = page.getByRole('group', { name: 'Preis' });
    await price.getByRole('textbox', { name: /Höchstpreis/ }).fill(String(max));
    await price.getByRole('button', { name: 'Anwenden' }).click();
    await expect(page).toHaveURL(/%5Bmax%5D=/);
    // The server rendered the filtered page, still sorted, the range shown in its field.
    const after = amount((await page.getByTestId('result-count').first().textContent()) ?? '');
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    const shown = (await page.locator('[data-testid="product-tile"] .sk-price').allTextContents()).map(amount);
    expect(Math.max(...shown)).toBeLessThanOrEqual(max);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    await expect(page.getByRole('combobox', { name: 'Sortieren nach' })).toHaveValue('price-desc');
    await expect(page.getByRole('group', { name: 'Preis' }).getByRole('textbox', { name: /Höchstpreis/ })).toHaveValue(String(max));
    await screenshot(page, 'price-filtered-no-js-1280');
    const sent = page.url();
    await context.close();
    // The same address with JavaScript: the page shows the same products and writes the range as the page does.
    const live = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: `http://localhost:${E2E_PORTS.host}` });
    const jsPage = await live.newPage();
    await jsPage.goto(sent);
    await expect(jsPage).toHaveURL(new RegExp(`[?&]price=-${max}(&|$)`));
    expect(new URL(jsPage.url()).searchParams.get('sort')).toBe('price-desc');
    await expect(jsPage.getByTestId('result-count').first()).toHaveText(new RegExp(String(after).replace(/\B(?=(\d{3})+$)/g, '.')));
    await live.close();
  });

  test('a filter ticked and a sort picked on the server-rendered page before its code ran are applied once the page is live, not undone', async ({ browser }) => {
    const category = await realCategory();
    const { context, page, release } = await openBeforeLive(browser, { width: 1280, height: 900 }, `/h/${category.name}/${category.id}`);
    const brands = page.getByRole('group', { name: 'Marke' });
    const box = brands.getByRole('checkbox').first();
    await expect(box).toBeVisible();
    const brand = ((await box.locator('xpath=..').locator('.sk-check__label').textContent()) ?? '').trim();
    await box.check();
    await page.getByRole('combobox', { name: 'Sortieren nach' }).selectOption('price-asc');
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(0);
    release();
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`[?&]brand=${encodeURIComponent(brand).replace(/%20/g, '\\+')}(&|$)`));
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price-asc');
    await expect(page.getByRole('button', { name: `Filter ${brand} entfernen` })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Marke' }).getByRole('checkbox', { name: new RegExp(brand) })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Sortieren nach' })).toHaveValue('price-asc');
    // Reported as the controls' own changes are (SPEC §7).
    const events = await page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string; eventLabel?: string }[] }).dataLayer ?? []).map((e) => `${e.event}|${e.eventLabel}`));
    expect(events).toEqual(expect.arrayContaining([`filter selected|brand:${brand}`, 'sorting changed|price-asc']));
    // Once: one new history entry, the server's page behind it.
    await page.goBack();
    await expect(page).not.toHaveURL(/brand=/);
    await context.close();
  });

  test("a facet's heading tapped on a wide screen before the page's code ran collapses that facet once the page is live", async ({ browser }) => {
    const category = await realCategory();
    const { context, page, release } = await openBeforeLive(browser, { width: 1280, height: 900 }, `/h/${category.name}/${category.id}`);
    const brands = page.getByRole('group', { name: 'Marke' });
    await expect(brands.getByRole('checkbox').first()).toBeVisible();
    // The server's markup has the label, not a button that would do nothing yet.
    await expect(brands.getByRole('button', { name: 'Marke' })).toHaveCount(0);
    const label = brands.getByRole('heading', { name: 'Marke' }).locator('span');
    await label.click();
    await expect(label).toHaveAttribute('data-early-tap', '');
    await expect(brands.getByRole('checkbox').first()).toBeVisible();
    release();
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    await expect(brands.getByRole('button', { name: 'Marke' })).toHaveAttribute('aria-expanded', 'false');
    await expect(brands.getByRole('checkbox')).toHaveCount(0);
    await expect(page.locator('[data-early-tap]')).toHaveCount(0);
    await context.close();
  });

  test("text typed into the results page's search field before the page's code ran stays in it once the page is live, and searches", async ({ browser }) => {
    const term = await realSearchTerm();
    const { context, page, release } = await openBeforeLive(browser, { width: 390, height: 844 }, `/q/search?q=${term}`);
    const field = page.getByRole('main').getByTestId('search-input');
    await expect(field).toHaveValue(term);
    await field.fill('tisch');
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(0);
    release();
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    // Past the first renders after hydration, which set it back before.
    await page.waitForTimeout(500);
    await expect(field).toHaveValue('tisch');
    await field.press('Enter');
    await expect(page).toHaveURL(/[?&]q=tisch(&|$)/);
    await expect(page.locator('#main h1')).toContainText('tisch');
    await context.close();
  });

  test("a phone's filter button tapped before the page's code ran opens the filters once the page is live; load more tapped three times loads one more page", async ({ browser }) => {
    const term = await realSearchTerm();
    const { context, page, release } = await openBeforeLive(browser, { width: 390, height: 844 }, `/q/search?q=${term}`);
    const tiles = page.getByTestId('product-tile');
    const more = page.getByRole('button', { name: 'Mehr laden' });
    // Load more comes after the grid in the streamed page: once it is there, every first tile is.
    await expect(more).toBeVisible();
    await untilTilesSettled(page);
    const first = await tiles.count();
    for (let i = 0; i < 3; i++) await more.click();
    await page.getByRole('button', { name: /^Filtern/ }).click();
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Shown as taken (waiting cursor, dimmed) until it runs.
    await expect(page.getByRole('button', { name: /^Filtern/ })).toHaveAttribute('data-early-tap', '');
    await expect(more).toHaveAttribute('data-early-tap', '');
    expect(await tiles.count()).toBe(first);
    release();
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The dialog's own focus rule, as after a tap on a live page.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await expect(page.locator('[data-early-tap]')).toHaveCount(0);
    await expect(tiles).toHaveCount(first * 2);
    await page.waitForTimeout(500);
    await expect(tiles).toHaveCount(first * 2);
    await context.close();
  });

  test('a storefront picked in the header before the page\'s code ran is switched to once the page is live, not set back', async ({ browser }) => {
    const term = await realSearchTerm();
    const { context, page, release } = await openBeforeLive(browser, { width: 390, height: 844 }, `/q/search?q=${term}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await page.getByTestId('locale-select').selectOption('pl_PL');
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(0);
    release();
    await expect(page).toHaveURL(new RegExp(`/q/pl-PL/search\\?q=${term}`));
    await expect(page.getByTestId('locale-select')).toHaveValue('pl_PL');
    await expect(page.getByTestId('product-tile').first()).toContainText('zł');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
    await context.close();
  });

  test("with JavaScript the filter form's Apply buttons are never shown, and Enter on a filter's checkbox does not send it", async ({ page }) => {
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    await expect(page.locator('button.sk-nojs-only')).not.toHaveCount(0);
    for (const button of await page.locator('button.sk-nojs-only').all()) await expect(button).toBeHidden();
    await expect(page.getByRole('button', { name: 'Mehr laden' })).toBeVisible();
    const address = page.url();
    await page.getByRole('button', { name: 'Filtern', exact: true }).click();
    const box = page.getByRole('dialog').getByRole('group', { name: 'Marke' }).getByRole('checkbox').first();
    await box.focus();
    await page.keyboard.press('Enter');
    // A sent form would load the address with the sort and every checkbox's value in it.
    await page.waitForTimeout(300);
    expect(page.url()).toBe(address);
    await expect(box).toBeFocused();
  });

  test('with JavaScript off the shopper still sees the products and can page on', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, baseURL: `http://localhost:${E2E_PORTS.host}` });
    const page = await context.newPage();
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.locator('#main h1')).toBeVisible();
    await expect(page.getByTestId('pagination').getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute('href', /offset=48/);
    await screenshot(page, 'server-rendered-no-js');
    await context.close();
  });

  test("a search for a brand's name, loaded whole, is sent on by the server to the brand's page, rendered: with JavaScript and without (SPEC §7)", async ({ browser, request }) => {
    const brand = await realBrand();
    // The server answers with a 302 to the brand's page, absolute on the host asked (SPEC §7): nothing of the
    // search page loads.
    const answer = await request.get(`/q/search?q=${encodeURIComponent(brand)}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()['location']).toMatch(new RegExp(`^http://localhost:${E2E_PORTS.host}/q/[a-z]{2}-[A-Z]{2}/brand/[^/?]+`));
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 }, baseURL: `http://localhost:${E2E_PORTS.host}` });
      const page = await context.newPage();
      await page.goto('/');
      await page.goto(`/q/search?q=${encodeURIComponent(brand)}`);
      await expect(page).toHaveURL(/\/brand\//);
      await expect(page.getByTestId('product-tile').first()).toBeVisible();
      await expect(page.locator('#main h1')).toContainText(brand);
      // The brand's page took the search's place in the history: back is the page before, not a loop.
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await context.close();
    }
  });

  test('a bad parameter or an offset past the end in a whole page load is dropped by the server: the corrected page arrives rendered (SPEC §5)', async ({ browser }) => {
    const term = await realSearchTerm();
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, baseURL: `http://localhost:${E2E_PORTS.host}` });
    const page = await context.newPage();
    await page.goto(`/q/search?q=${term}&sort=__proto__`);
    await expect(page).toHaveURL(new RegExp(`/q/search\\?q=${term}$`));
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await page.goto(`/q/search?q=${term}&offset=999999`);
    await expect(page).toHaveURL(/offset=\d+$/);
    expect(Number(new URL(page.url()).searchParams.get('offset'))).toBeLessThan(999999);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await context.close();
  });

  test("a shopper in an A/B variant gets the page rendered in the variant (the server's search sends the cookie as v, SPEC §7), and the live page keeps it without asking again", async ({ browser }) => {
    /** The article number of the first product a search shows, in a ranking variant (`''`: the default). */
    const firstShown = async (v: string) => {
      const res = await fetch(`${API}/q/api/search?q=tisch&locale=de_DE&assortment=DE&fetchsize=48${v ? `&v=${v}` : ''}`);
      const body = (await res.json()) as { items: { gridbox?: { erpNumber?: string; preventSelling?: boolean; flashSales?: boolean; meta?: { preview?: boolean } } }[] };
      const shown = body.items.find((i) => i.gridbox && !i.gridbox.preventSelling && !i.gridbox.flashSales && !i.gridbox.meta?.preview);
      return shown?.gridbox?.erpNumber ?? '';
    };
    const [variant, control] = await Promise.all([firstShown('bm25-fresh'), firstShown('')]);
    expect(variant).not.toBe(control);
    const context = await browser.newContext({ baseURL: `http://localhost:${E2E_PORTS.host}` });
    await context.addCookies([{ name: 'ab', value: 'bm25-fresh', url: `http://localhost:${E2E_PORTS.host}` }]);
    const page = await context.newPage();
    const searches: string[] = [];
    page.on('request', (r) => r.url().includes('/q/api/search?') && searches.push(r.url()));
    const response = await page.goto('/q/de-DE/search?q=tisch');
    const html = (await response?.text()) ?? '';
    expect(/sk-tile__number">([^<]*)/.exec(html)?.[1]).toBe(`Art.-Nr. ${variant}`);
    expect(response?.headers()['vary']).toMatch(/Cookie/i);
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('product-tile').first().locator('.sk-tile__number')).toHaveText(`Art.-Nr. ${variant}`);
    expect(searches).toEqual([]);
    // The next search is the browser's, in the same variant.
    await page.getByRole('button', { name: 'Mehr laden' }).click();
    await expect.poll(() => searches.length).toBe(1);
    expect(new URL(searches[0]!).searchParams.get('v')).toBe('bm25-fresh');
    await context.close();
  });

  test('a page without results arrives with the no-results message and the bestsellers row, and the browser asks for neither (issue 9, SPEC §4)', async ({ page, request }) => {
    const message = (await (await request.get('/q/api/message?key=nrp&locale=de_DE')).json()) as { value: string };
    expect(message.value.length).toBeGreaterThan(0);
    const asked: string[] = [];
    page.on('request', (r) => /\/q\/api\/(?:message|search)\?/.test(r.url()) && asked.push(r.url()));
    const seen = watch(page);
    // A first render warms the upstream's answers: on a busy machine a cold bestsellers search can miss the
    // server's 400 ms bound, and the row is then (rightly) left to the browser.
    await request.get('/q/search?q=zzqxv');
    const response = await page.goto('/q/search?q=zzqxv');
    const html = (await response?.text()) ?? '';
    // The server's HTML: the storefront's message (not our stand-in hint) and the bestsellers' tiles.
    expect(html).toContain(escapeHtmlText(message.value));
    expect((html.match(/data-testid="product-tile"/g) ?? []).length).toBeGreaterThan(0);
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(message.value)).toBeVisible();
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    expect(asked).toEqual([]);
    expect(seen.rerendered).toEqual([]);
  });

  test('the browser hydrates the page without a second search and without rendering it again, and it works', async ({ page }) => {
    const seen = watch(page);
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    expect(seen.searches).toEqual([]);
    expect(seen.rerendered).toEqual([]);
    // Live: load more asks for the next block (once the page has settled: its remote's texts are in).
    await page.waitForLoadState('networkidle');
    const tiles = page.getByTestId('product-tile');
    await untilTilesSettled(page);
    const before = await tiles.count();
    await page.getByTestId('load-more').click();
    await expect.poll(() => tiles.count()).toBeGreaterThan(before);
    await untilTilesSettled(page);
    expect(seen.searches.length).toBeGreaterThan(0);
  });

  test("the shop's code starts once the page's first product image is in: its chunks and hydration do not stand before that image's paint (issue 9: LCP)", async ({ page }) => {
    const images = await holdImages(page);
    await recordBootTimes(page);
    // Back as soon as the page is on its way: the page's own clock decides when the image comes.
    await page.goto(`/q/search?q=${await realSearchTerm()}`, { waitUntil: 'commit' });
    // Not live 400 ms after the HTML was parsed (noted by the page itself), while the image is held; then
    // the image comes, well before the wait's 1 s are over.
    expect(await page.evaluate(() => (window as unknown as { after400ms: Promise<number> }).after400ms)).toBe(0);
    images.release();
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    const times = await bootTimes(page);
    expect(times.image).toBeGreaterThan(0);
    const { image = Infinity, ready = 0, wait = 0, boot = Infinity } = times;
    // Live after the image had loaded, not before it ...
    expect(ready, JSON.stringify(times)).toBeGreaterThan(image);
    // ... and because it had: an image in well before the wait's 1 s lets the code start before that second is
    // over, not at its end. The code's start is measured, not the page going live: booting takes 400 ms and
    // more on a busy machine. (Where the released image came late, only the order is asked.)
    expect(wait, JSON.stringify(times)).toBeGreaterThan(0);
    if (image - wait < 700) expect(boot - wait, JSON.stringify(times)).toBeLessThan(1000);
  });

  test("an image that does not come holds the shop's code back by 1 s at most (FIRST_IMAGE_WAIT_MS, issue 9)", async ({ page }) => {
    const images = await holdImages(page);
    await recordBootTimes(page);
    await page.goto(`/q/search?q=${await realSearchTerm()}`, { waitUntil: 'commit' });
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    const times = await bootTimes(page);
    expect(times).not.toHaveProperty('image');
    // The wait starts when the deferred script runs, just before the parsed event; then a frame and the boot.
    expect((times.ready ?? 0) - (times.parsed ?? 0)).toBeGreaterThanOrEqual(900);
    images.release();
  });

  test("hydration leaves the page's language alone: <html lang> is not set again (issue 9)", async ({ page }) => {
    // Setting it again, even to the same value, makes Chromium restyle every element of the page (one task of
    // 30 ms at 4x CPU, right after hydration). A MutationObserver records every setting, changed or not.
    await page.addInitScript(() => {
      const sets: string[] = [];
      (window as unknown as { langSets: string[] }).langSets = sets;
      new MutationObserver((records) => {
        for (const record of records) sets.push((record.target as Element).getAttribute('lang') ?? '');
      }).observe(document, { attributes: true, attributeFilter: ['lang'], subtree: true });
    });
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { langSets: string[] }).langSets)).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  });

  test("a phone never hydrates the wide screen's inline filters of the server's page; a wide screen does (issue 9)", async ({ browser }) => {
    /**
     * React's devtools hook, installed before React loads: after every commit it counts the facets (host
     * elements with data-testid="facet") that are hydrated or rendered in the committed tree. React 19 calls
     * `onCommitFiberRoot` in production builds too; the fiber fields read here are React's own.
     */
    const probe = () => {
      type Fiber = { type: unknown; memoizedProps?: Record<string, unknown> | null; stateNode: unknown; child: Fiber | null; sibling: Fiber | null };
      const seen = { commits: 0, facets: 0 };
      (window as unknown as { hydrationProbe: typeof seen }).hydrationProbe = seen;
      const facets = (root: Fiber) => {
        let n = 0;
        const stack: (Fiber | null)[] = [root];
        while (stack.length) {
          const fiber = stack.pop();
          if (!fiber) continue;
          if (typeof fiber.type === 'string' && fiber.memoizedProps?.['data-testid'] === 'facet' && fiber.stateNode) n++;
          stack.push(fiber.child, fiber.sibling);
        }
        return n;
      };
      const renderers = new Map<number, unknown>();
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        isDisabled: false,
        renderers,
        inject: (renderer: unknown) => (renderers.set(renderers.size + 1, renderer), renderers.size),
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
          seen.commits++;
          seen.facets = Math.max(seen.facets, facets(root.current));
        },
      };
    };
    const url = `/q/search?q=${await realSearchTerm()}`;
    const hydratedFacets = async (viewport: { width: number; height: number }) => {
      const context = await browser.newContext({ viewport, baseURL: `http://localhost:${E2E_PORTS.host}` });
      await context.addInitScript(probe);
      const page = await context.newPage();
      await page.goto(url);
      await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
      await expect(page.getByTestId('product-tile').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const seen = await page.evaluate(() => (window as unknown as { hydrationProbe: { commits: number; facets: number } }).hydrationProbe);
      await context.close();
      return seen;
    };
    // The wide screen shows that the probe sees hydrated facets at all; the phone's page carries the same markup.
    const wide = await hydratedFacets({ width: 1280, height: 900 });
    expect(wide.commits).toBeGreaterThan(0);
    expect(wide.facets).toBeGreaterThan(0);
    const phone = await hydratedFacets({ width: 390, height: 844 });
    expect(phone.commits).toBeGreaterThan(0);
    expect(phone.facets).toBe(0);
  });

  test("the browser formats no number on the way to a live page (the server's formatted numbers hydrate it); the number data loads before the first new answer (issue 9)", async ({ browser }) => {
    // Every Intl.NumberFormat the page makes, with whether the page was live then. The first one loads the
    // browser's number data, 130-230 ms in one piece at 4x CPU.
    const countFormatters = () => {
      const made: { live: boolean; at: number }[] = [];
      (window as unknown as { numberFormats: typeof made }).numberFormats = made;
      const Original = Intl.NumberFormat;
      const Counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made.push({ live: document.documentElement.hasAttribute('data-shop-ready'), at: performance.now() });
        return new Original(...args);
      } as unknown as typeof Intl.NumberFormat;
      Object.defineProperty(Counting, 'prototype', { value: Original.prototype });
      Intl.NumberFormat = Counting;
    };
    const made = (page: Page) => page.evaluate(() => (window as unknown as { numberFormats: { live: boolean; at: number }[] }).numberFormats);
    const category = await realCategory();
    for (const [path, viewport] of [
      [`/q/search?q=${await realSearchTerm()}`, { width: 1280, height: 900 }],
      [`/h/${category.name}/${category.id}`, { width: 390, height: 844 }],
    ] as const) {
      const context = await browser.newContext({ viewport, baseURL: `http://localhost:${E2E_PORTS.host}` });
      await context.addInitScript(countFormatters);
      const page = await context.newPage();
      const seen = watch(page);
      await page.goto(path);
      await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      const prices = page.getByTestId('product-tile').first().getByText(/\d,\d\d\s€/);
      await expect(prices.first()).toBeVisible();
      // The wide screen's inline filters (counts, the price range) hydrated after the page went live; the
      // phone's filter dialog renders the same facets anew: all from the server's numbers too. (Opened with a
      // plain click event: a real tap also tells the page the shopper engages, which loads the number data
      // at the next idle moment — asserted below.)
      if (viewport.width < 960) {
        await page.getByRole('button', { name: 'Filtern', exact: true }).evaluate((button: HTMLElement) => button.click());
        await expect(page.getByRole('dialog')).toBeVisible();
        await expect(page.getByTestId('facet').first()).toBeVisible();
      }
      expect(await made(page), `${path}: number formats made before a new answer`).toEqual([]);
      expect(seen.rerendered, path).toEqual([]);
      if (viewport.width < 960) await page.keyboard.press('Escape');

      // Load more, tapped: its answer (search or category listing; not images) is held back 600 ms; the number
      // data loads in that time (at the tap's idle moment, or after the paint once the request has left), not
      // in the answer's render.
      let answered = 0;
      await page.route(/\/q\/api\/(?!images\/)/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        answered = await page.evaluate(() => performance.now()).catch(() => 0);
        await route.continue();
      });
      const tiles = page.getByTestId('product-tile');
      await untilTilesSettled(page);
      const before = await tiles.count();
      await page.getByTestId('load-more').click();
      await expect.poll(() => tiles.count()).toBeGreaterThan(before);
      await untilTilesSettled(page);
      const formats = await made(page);
      expect(formats.length, path).toBeGreaterThan(0);
      expect(formats[0]!.at, `${path}: the first number format came before the answer`).toBeLessThan(answered);
      // The new tiles' prices are formatted here, the German way.
      await expect(tiles.nth(before).getByText(/\d,\d\d\s€/).first()).toBeVisible();
      await context.close();
    }
  });

  test('a page whose remote arrives after the remote timeout hydrates in place: nothing rendered again, the first click works', async ({ page }) => {
    const seen = watch(page);
    // The search remote's browser code arrives 3 s after the page was asked for (the remote timeout is 2 s),
    // as on a loaded phone.
    const release = Date.now() + 3_000;
    await page.route(`http://localhost:${E2E_PORTS.search}/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, release - Date.now())));
      await route.continue();
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverTile: Element | null }).serverTile = document.querySelector('[data-testid="product-tile"]');
      });
    });
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    // The server's tile is still the one on screen: React adopted the markup instead of rendering it anew.
    expect(await page.evaluate(() => document.querySelector('[data-testid="product-tile"]') === (window as unknown as { serverTile: Element | null }).serverTile)).toBe(true);
    expect(seen.rerendered).toEqual([]);
    expect(seen.searches).toEqual([]);
    await page.waitForLoadState('networkidle');
    const tiles = page.getByTestId('product-tile');
    await untilTilesSettled(page);
    const before = await tiles.count();
    await page.getByTestId('load-more').click();
    await expect.poll(() => tiles.count()).toBeGreaterThan(before);
    await untilTilesSettled(page);
  });

  test('load more tapped before the page is live on a slow computer (4× CPU) brings the next page: nothing rendered again', async ({ browser }) => {
    // The tap (with the pointer's moves before it) comes while React hydrates the shell in slices: an input may
    // interrupt that render, and the one done again must adopt the server's markup as the first would have. It
    // did not (the slot rendered its loading state; React rendered the whole page anew and the tap was lost) in
    // about one load in five; eight loads here (the unit test of `RemoteSlot` breaks it every time).
    // Eight loads at 4× CPU (up to 16, below): 6–20 s each on a busy 2-core machine.
    test.setTimeout(400_000);
    const path = `/q/search?q=${await realSearchTerm()}`;
    // A tap held longer than this when the page goes live is forgotten on purpose (shell/earlyTaps.ts).
    const replayMs = Number(/EARLY_TAP_REPLAY_MS = ([\d_]+)/.exec(readFileSync(`${__dirname}/../apps/host/src/shell/earlyTaps.ts`, 'utf8'))?.[1]?.replace(/_/g, ''));
    expect(replayMs).toBeGreaterThan(0);
    let kept = 0;
    const taps: string[] = [];
    // Eight loads, and more (up to 16) while fewer than six had their tap taken up before the page was live: a
    // tap after it says nothing about the rule, nor does one a very busy machine held past the replay limit
    // (forgotten by design).
    for (let load = 0; load < 8 || (kept < 6 && load < 16); load++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: `http://localhost:${E2E_PORTS.host}` });
      // When the shopper's tap came and when the page went live, by the page's clock.
      await context.addInitScript(() => {
        const times = window as unknown as { tapAt?: number; liveAt?: number };
        document.addEventListener('click', (event) => {
          if (times.tapAt === undefined && event.target instanceof Element && event.target.closest('[data-testid="load-more"]')) times.tapAt = performance.now();
        }, true);
        // On the document: its root element may not be there yet when this runs.
        new MutationObserver(() => {
          if (times.liveAt === undefined && document.documentElement?.hasAttribute('data-shop-ready')) times.liveAt = performance.now();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-shop-ready'] });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const seen = watch(page);
      await page.goto(path, { waitUntil: 'commit' });
      const tiles = page.getByTestId('product-tile');
      await expect(page.getByTestId('load-more')).toBeVisible();
      await page.waitForLoadState('domcontentloaded');
      await untilTilesSettled(page);
      const before = await tiles.count();
      const live = await page.evaluate(() => document.documentElement.hasAttribute('data-shop-ready'));
      const searchesBefore = seen.searches.length;
      await page.getByTestId('load-more').click();
      // The held tap runs once the page is live, which on a busy machine can be more than ten seconds after it
      // (CI once saw no next block within 10 s of an early tap): the next block is awaited from then on.
      await expect(page.locator('html[data-shop-ready]'), `load ${load + 1}: the page goes live`).toHaveCount(1, { timeout: 30_000 });
      // Read as a plain object (a window read whole comes back without them: every tap read as held 0 ms).
      const { tapAt = 0, liveAt = 0 } = await page.evaluate(() => {
        const times = window as unknown as { tapAt?: number; liveAt?: number };
        return { tapAt: times.tapAt, liveAt: times.liveAt };
      });
      const held = Math.round(liveAt - tapAt);
      // Told by the page's clock: the page may go live between the look above and the tap.
      const early = !live && held > 0;
      taps.push(early ? `${held} ms before live` : 'after live');
      if (early && held > replayMs) {
        // A machine so busy that the page went live long after the tap: forgotten by design, not replayed.
        await page.waitForTimeout(1_000);
        expect(await tiles.count(), `load ${load + 1}: a tap held ${held} ms is not replayed`).toBe(before);
        await context.close();
        continue;
      }
      if (early) kept++;
      try {
        await expect.poll(() => tiles.count(), { message: `load ${load + 1}${early ? `, tapped ${held} ms before live` : ''}; rendered again: ${JSON.stringify(seen.rerendered)}`, timeout: 10_000 }).toBeGreaterThan(before);
      } catch (error) {
        // What became of the tap (CI saw one lost in 8 loads once, never reproduced): whether the page asked for
        // the next block, and the button as the replay found it (still marked held, busy, another element).
        const button = await page.getByTestId('load-more').evaluate((b) => ({ held: b.hasAttribute('data-early-tap'), busy: b.getAttribute('aria-busy'), focused: document.activeElement === b })).catch(() => 'gone');
        throw new Error(`${error instanceof Error ? error.message : String(error)}\nsearches after the tap: ${JSON.stringify(seen.searches.slice(searchesBefore))}; the button: ${JSON.stringify(button)}`, { cause: error });
      }
      await untilTilesSettled(page);
      expect(seen.rerendered, `load ${load + 1}`).toEqual([]);
      await context.close();
    }
    // Most loads must have had a tap before live taken up: a test whose every tap was forgotten, or came after
    // the page was live, proves nothing.
    expect(kept, `taps: ${taps.join(', ')}`).toBeGreaterThanOrEqual(6);
  });

  test('a page hydrated while the browser says it is offline keeps the server markup and then says so: nothing rendered again', async ({ page }) => {
    const seen = watch(page);
    // The HTML came, then the line went (the page's scripts from the browser's cache): the browser says offline
    // while the page hydrates. Its online and offline events are not faked, only the state it reads.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverTile: Element | null }).serverTile = document.querySelector('[data-testid="product-tile"]');
      });
    });
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    await expect(page.locator('.shell__offline')).toBeVisible();
    expect(await page.evaluate(() => document.querySelector('[data-testid="product-tile"]') === (window as unknown as { serverTile: Element | null }).serverTile)).toBe(true);
    expect(seen.rerendered).toEqual([]);
  });

  test('a category page hydrates without a second search too', async ({ page }) => {
    const seen = watch(page);
    const category = await realCategory();
    await page.goto(`/h/${category.name}/${category.id}`);
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    expect(seen.searches).toEqual([]);
    expect(seen.rerendered).toEqual([]);
  });

  test("a remote whose browser code does not come: the server's page stays, used as without JavaScript under a notice, and hydrates in place once the code comes", async ({ page }) => {
    test.setTimeout(120_000);
    const seen = watch(page);
    let down = true;
    await page.route(`http://localhost:${E2E_PORTS.search}/**`, (route) => (down ? new Promise<void>(() => undefined) : route.continue()));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverTile: Element | null }).serverTile = document.querySelector('[data-testid="product-tile"]');
      });
    });
    const sameTile = () => page.evaluate(() => document.querySelector('[data-testid="product-tile"]') === (window as unknown as { serverTile: Element | null }).serverTile);
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    const notice = page.getByTestId('remote-kept');
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(notice).toContainText('Links und Suche funktionieren weiterhin');
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    expect(await sameTile()).toBe(true);
    // Used as without JavaScript: the pagination's links page on; load more, which needs the code, is not offered.
    await expect(page.getByTestId('pagination').getByRole('link', { name: 'Nächste Seite' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mehr laden' })).toBeHidden();
    await expect(page.locator('[data-shop-static]')).toHaveCount(1);
    // The header is live: its storefront switch works as it is, without the page's form button.
    await expect(page.getByRole('button', { name: 'Ändern' })).toBeHidden();
    await expectAccessible(page);
    await screenshot(page, 'server-rendered-kept-without-its-code');

    // The code comes back: a later try of the slot's own brings it, and React hydrates the server's page. The
    // shopper was on the notice's button: focus goes to the page's heading, not to the document's body.
    await notice.getByRole('button').focus();
    down = false;
    // The slot tries again 2, 8, 18 and 36 s after the notice, each try given 2 s, and at once when the page is
    // shown again (RemoteSlot.tsx): the checks above take 5–20 s on a busy machine, so the page is shown again
    // here; the scheduled try (up to 18 s away) is the slower way in.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1, { timeout: 40_000 });
    await expect(notice).toHaveCount(0);
    await expect(page.locator('#main h1')).toBeFocused();
    await expect(page.locator('[data-shop-static]')).toHaveCount(0);
    expect(await sameTile()).toBe(true);
    expect(seen.rerendered).toEqual([]);
    expect(seen.searches).toEqual([]);
    const tiles = page.getByTestId('product-tile');
    await untilTilesSettled(page);
    const before = await tiles.count();
    await page.getByTestId('load-more').click();
    await expect.poll(() => tiles.count()).toBeGreaterThan(before);
    await untilTilesSettled(page);
  });

  test('load more tapped before the page is live, its code later than the slot waits for: the page kept under the notice takes the tap up when the code comes', async ({ page }) => {
    // A loaded phone: the remote's code comes after the slot gave up waiting (the server's page kept under the
    // notice). The shopper had tapped load more meanwhile; the tap is run when the code comes, as on a page
    // that went live in time (it was dropped: CI saw it once in forty loads at 4× CPU).
    const seen = watch(page);
    const held: Route[] = [];
    let holding = true;
    await page.route(`http://localhost:${E2E_PORTS.search}/**`, (route) => (holding ? void held.push(route) : route.continue()));
    // The shop's entry script waits for the tap: the slot's wait for the remote (6 s) starts only once the shop's
    // code runs, so the tap always comes before the slot gives up. (Taking the tap while the code ran, on a busy
    // machine it came after that, and the page then had no load more to tap.)
    let tapped: () => void = () => undefined;
    const tapTaken = new Promise<void>((resolve) => (tapped = resolve));
    await page.route(new RegExp(`^http://localhost:${E2E_PORTS.host}/main\\.js$`), async (route) => {
      await tapTaken;
      await route.continue();
    });
    // The tap comes as soon as the button shows (the test's `goto` would wait for the page to be live first).
    const opened = page.goto(`/q/search?q=${await realSearchTerm()}`, { waitUntil: 'commit' });
    const tiles = page.getByTestId('product-tile');
    await expect(page.getByTestId('load-more')).toBeVisible();
    await untilTilesSettled(page);
    const before = await tiles.count();
    await page.getByTestId('load-more').click();
    await expect(page.getByTestId('load-more')).toHaveAttribute('data-early-tap', '');
    tapped();
    const notice = page.getByTestId('remote-kept');
    await expect(notice).toBeVisible({ timeout: 15_000 });
    // Kept: the page is used as without JavaScript, the held button no longer waits.
    await expect(page.getByTestId('load-more')).toBeHidden();
    expect(await tiles.count()).toBe(before);
    // The code comes: the first load's requests go on, and the page hydrates in place.
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1, { timeout: 15_000 });
    await expect(notice).toHaveCount(0);
    await expect.poll(() => tiles.count(), { timeout: 10_000 }).toBeGreaterThan(before);
    // As after any load more: focus on the first product it added (not on the body the hidden button left it to).
    await expect(tiles.nth(before).getByRole('link')).toBeFocused();
    await expect(page.getByTestId('load-more')).not.toHaveAttribute('data-early-tap');
    expect(seen.rerendered).toEqual([]);
    await opened;
  });
});

test.describe("a remote's entry (issue 9)", () => {
  // No request routing here: Playwright turns the browser's HTTP cache off while any route is set.
  test("is named by its build and loaded once: the page runs the server's prefetch of it without asking again", async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    type Entry = { url: string; script: boolean; network: boolean; sentAt: number; finishedAt: number };
    const entries: Entry[] = [];
    const byId = new Map<string, Entry>();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!/\/remoteEntry[^/]*\.js$/.test(new URL(e.request.url).pathname)) return;
      const entry = { url: e.request.url, script: e.type === 'Script', network: true, sentAt: e.timestamp, finishedAt: Infinity };
      byId.set(e.requestId, entry);
      entries.push(entry);
    });
    cdp.on('Network.responseReceived', (e) => {
      const entry = byId.get(e.requestId);
      if (entry) entry.network = !(e.response.fromPrefetchCache || e.response.fromDiskCache || e.response.fromServiceWorker);
    });
    cdp.on('Network.loadingFinished', (e) => {
      const entry = byId.get(e.requestId);
      if (entry) entry.finishedAt = e.timestamp;
    });
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    // The shop's pages load the remote's lean build (the federation runtime's core is the host's).
    const manifest = (await (await page.request.get(`http://localhost:${E2E_PORTS.search}/lean/mf-manifest.json`)).json()) as { metaData: { remoteEntry: { name: string } } };
    const url = `http://localhost:${E2E_PORTS.search}/lean/${manifest.metaData.remoteEntry.name}`;
    // Before: the fixed name, served no-cache, so the browser asked the remote again once the runtime ran it.
    // Chromium hands the runtime's load a finished prefetch, not one still on its way: on a machine so busy
    // that the page's code ran first (the clean-clone CI saw it once), a second request is the browser's race.
    const [script, ...more] = entries.filter((e) => e.script);
    expect(more).toEqual([]);
    expect(script?.url).toBe(url);
    const prefetch = entries.find((e) => !e.script && e.url === url);
    expect(prefetch, 'the server announced the entry').toBeDefined();
    if (script!.sentAt >= prefetch!.finishedAt) {
      expect(script!.network, JSON.stringify(entries)).toBe(false);
      expect(entries.filter((e) => e.network)).toHaveLength(1);
    }
    expect(manifest.metaData.remoteEntry.name).toMatch(/^remoteEntry\.[0-9a-f]{10}\.js$/);
  });

  test('the hashed entry is immutable, and remoteEntry.js (embed.js, storefront hosts) is the same file, no-cache', async ({ request }) => {
    const remote = `http://localhost:${E2E_PORTS.search}`;
    const manifest = (await (await request.get(`${remote}/mf-manifest.json`)).json()) as { metaData: { remoteEntry: { name: string } } };
    const hashed = await request.get(`${remote}/${manifest.metaData.remoteEntry.name}`);
    const fixed = await request.get(`${remote}/remoteEntry.js`);
    expect(hashed.headers()['cache-control']).toContain('immutable');
    expect(fixed.headers()['cache-control']).toBe('no-cache');
    expect(await fixed.text()).toBe(await hashed.text());
  });
});

test.describe('a render that misses its deadline', () => {
  let host: ChildProcess | undefined;
  const HOST = `http://localhost:${E2E_EXTRA_PORTS.lateRenderHost}`;
  test.beforeAll(async () => {
    // The status waits as long as it takes for the render's outcome: the rule tested is that of a render that
    // fails before the status goes out, on a loaded machine too (a render still loading the remote's server code
    // when the status goes out is kept as the page would be).
    host = await startHostServer(E2E_EXTRA_PORTS.lateRenderHost, `http://localhost:${E2E_PORTS.api}/`, { SSR_DEADLINE_MS: '1', SSR_STATUS_WAIT_MS: '5000' });
  });
  test.afterAll(() => stop(host));

  test('leaves the page to the browser, which renders it as without server rendering, and no shared cache keeps that page', async ({ page }) => {
    const term = await realSearchTerm();
    const res = await fetch(`${HOST}/q/search?q=${term}`);
    const html = await res.text();
    expect(html).not.toContain('shop-ssr-state');
    expect(html).toContain('class="boot"');
    // A missed deadline may pass: the next request renders again, instead of a cache serving this page for 5 or
    // 30 minutes.
    expect(res.headers.get('cache-control')).toBe('no-cache');
    await page.goto(`${HOST}/q/search?q=${term}`);
    // Rendered by the browser from a cold cache: on a loaded machine this takes longer than a hydration.
    await expect(page.getByTestId('product-tile').first()).toBeVisible({ timeout: 20_000 });
  });
});

/**
 * The reference API behind a stand-in that gives the answers `answer` picks itself (scripts/slowUpstream.mjs),
 * and a host that renders through it with the test stack's widened deadlines.
 */
async function hostOverStandIn(apiPort: number, hostPort: number, answer: (url: string) => { status: number; body: string } | null): Promise<{ upstream: Server; host: ChildProcess }> {
  const { startSlowUpstream } = await importScript<typeof SlowUpstream>('slowUpstream.mjs');
  const upstream = await startSlowUpstream({ port: apiPort, upstream: `http://localhost:${E2E_PORTS.api}`, answer });
  const host = await startHostServer(hostPort, `http://localhost:${apiPort}/`, E2E_SSR_ENV);
  return { upstream, host };
}

/** Closes a server this spec started, with the connections it keeps open. */
function closeServer(server: Server | undefined): Promise<void> {
  server?.closeAllConnections();
  return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

test.describe('a category the API says is gone (410)', () => {
  // The reference API has no retired categories: this upstream is the reference API, except that it answers
  // one category's search with 410 Gone, as a catalogue does for a category it has retired.
  const GONE = '/h/ausverkauft/c410410';
  let upstream: Server | undefined;
  let host: ChildProcess | undefined;
  const HOST = `http://localhost:${E2E_EXTRA_PORTS.goneCategoryHost}`;
  test.beforeAll(async () => {
    ({ upstream, host } = await hostOverStandIn(E2E_EXTRA_PORTS.goneCategoryApi, E2E_EXTRA_PORTS.goneCategoryHost, (url) =>
      /^\/q\/api\/category\/[^/]+\/c410410(?:\?|$)/.test(url) ? { status: 410, body: '{"code":410}' } : null,
    ));
  });
  test.afterAll(async () => {
    await stop(host);
    await closeServer(upstream);
  });

  test('answers 410 (HEAD too), kept by a cache like the page; in the browser the error state and bestsellers, without "try again"', async ({ page }) => {
    for (const method of ['GET', 'HEAD']) {
      const res = await fetch(`${HOST}${GONE}`, { method });
      expect(res.status, method).toBe(410);
      expect(res.headers.get('cache-control'), method).toMatch(/^public, max-age=(\d+), s-maxage=\1$/);
      if (method === 'GET') expect(await res.text()).toContain('<meta name="robots" content="noindex">');
    }
    // A category the upstream still has is rendered as before through the same host.
    const category = await realCategory();
    expect((await fetch(`${HOST}/h/${category.name}/${category.id}`)).status).toBe(200);

    const response = await page.goto(`${HOST}${GONE}`);
    expect(response?.status()).toBe(410);
    await expect(page.locator('html[data-shop-ready]')).toBeAttached({ timeout: 20_000 });
    await expect(page.locator('[data-testid="listing-error"][data-status="410"]')).toBeVisible();
    await expect(page.getByTestId('listing-retry')).toHaveCount(0);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
  });
});

test.describe('a fragment service that fails for a moment', () => {
  // The reference API, whose header and footer fragments answer 503 while `down` holds.
  const HOST = `http://localhost:${E2E_EXTRA_PORTS.failingFragmentsHost}`;
  let down = true;
  let upstream: Server | undefined;
  let host: ChildProcess | undefined;
  test.beforeAll(async () => {
    ({ upstream, host } = await hostOverStandIn(E2E_EXTRA_PORTS.failingFragmentsApi, E2E_EXTRA_PORTS.failingFragmentsHost, (url) =>
      down && /^\/n\/(?:header|footer)\?/.test(url) ? { status: 503, body: 'busy' } : null,
    ));
  });
  test.afterAll(async () => {
    await stop(host);
    await closeServer(upstream);
  });

  test("a header that failed on the server is left to the browser, which asks for it again by itself until it comes: the categories are back without a reload", async ({ page }) => {
    down = true;
    const category = await realCategory();
    const path = `/h/${category.name}/${category.id}`;
    // The server renders the page, with the header's categories pending (their place kept), and does not hand
    // the failure to the browser as an empty header.
    const html = await (await fetch(`${HOST}${path}`)).text();
    expect(html).toContain('data-testid="product-tile"');
    expect(html).toContain('shell__categories--pending');
    const state = /<script type="application\/json" id="shop-ssr-state">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(state).not.toContain('/n/header?');
    expect(state).not.toContain('/n/footer?');

    const fragmentAsks: string[] = [];
    page.on('request', (request) => /\/n\/header\?/.test(request.url()) && fragmentAsks.push(request.url()));
    const seen = watch(page);
    await page.goto(`${HOST}${path}`);
    await expect(page.locator('html[data-shop-ready]')).toBeAttached({ timeout: 20_000 });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await expect.poll(() => fragmentAsks.length, { timeout: 10_000 }).toBeGreaterThan(1);
    await expect(page.locator('nav.shell__categories a')).toHaveCount(0);
    down = false;
    await expect(page.locator('nav.shell__categories a').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.shell__footer-links a').first()).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // The page the server rendered was hydrated as it was: nothing rendered again.
    expect(seen.rerendered).toEqual([]);
  });
});

test.describe('a category section content slower than the server waits for a part (issue 9)', () => {
  // The reference API, whose category section content (/c/…h{n}) answers later than the host's part wait: the
  // page's search is in time, its content is not.
  const CONTENT_DELAY_MS = Number(E2E_SSR_ENV.SSR_PART_WAIT_MS) + 1500;
  const HOST = `http://localhost:${E2E_EXTRA_PORTS.slowContentHost}`;
  let upstream: Server | undefined;
  let host: ChildProcess | undefined;
  test.beforeAll(async () => {
    const { startSlowUpstream } = await importScript<typeof SlowUpstream>('slowUpstream.mjs');
    upstream = await startSlowUpstream({ port: E2E_EXTRA_PORTS.slowContentApi, upstream: `http://localhost:${E2E_PORTS.api}`, delayMs: CONTENT_DELAY_MS, slow: (url) => url.startsWith('/c/') });
    host = await startHostServer(E2E_EXTRA_PORTS.slowContentHost, `http://localhost:${E2E_EXTRA_PORTS.slowContentApi}/`, E2E_SSR_ENV);
    await waitUntilServerRendering(HOST);
  });
  test.afterAll(async () => {
    await stop(host);
    await closeServer(upstream);
  });

  test("the server's page carries its products all the same (a crawler's copy had a skeleton), and the browser hydrates it as it is; the content comes later", async ({ page }) => {
    const category = await realCategory();
    const path = `/h/${category.name}/${category.id}`;
    const html = await (await fetch(`${HOST}${path}`)).text();
    expect(html).toContain('id="shop-ssr-state"');
    expect(html).toContain('data-testid="product-tile"');
    expect(html).not.toContain('data-testid="skeleton-grid"');
    const seen = watch(page);
    await page.goto(`${HOST}${path}`);
    await expect(page.locator('html[data-shop-ready]')).toBeAttached({ timeout: 20_000 });
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.getByTestId('category-intro')).toBeVisible({ timeout: 20_000 });
    expect(seen.rerendered).toEqual([]);
    // The page's search was the server's: the browser did not ask for it again.
    expect(seen.searches).toEqual([]);
  });
});

test.describe('a slow search API: the header paints before it answers (issue 9)', () => {
  // The reference API, whose searches (every /q/api/ call but its images) answer SLOW_MS late, as a busy
  // catalogue does (scripts/slowUpstream.mjs, which `bench:page --api-delay` uses too); its fragments answer at
  // once — except the header of the French storefront, as slow as the searches.
  const SLOW_MS = 2500;
  /** The term of the one page whose searches the API says a cache may keep. */
  const SHARED_TERM = 'stuhl';
  const HOST = `http://localhost:${E2E_EXTRA_PORTS.slowSearchHost}`;
  const LATE_HOST = `http://localhost:${E2E_EXTRA_PORTS.slowSearchLateHost}`;
  let upstream: Server | undefined;
  let host: ChildProcess | undefined;
  let lateHost: ChildProcess | undefined;
  /** What reached the API, in order. */
  const asked: string[] = [];
  test.beforeAll(async () => {
    const { searchesOnly, startSlowUpstream } = await importScript<typeof SlowUpstream>('slowUpstream.mjs');
    upstream = await startSlowUpstream({
      port: E2E_EXTRA_PORTS.slowSearchApi,
      upstream: `http://localhost:${E2E_PORTS.api}`,
      delayMs: SLOW_MS,
      asked,
      // The searches for one term say, as the API's do, that a cache may keep them (the others are asked for
      // again by each page: the tests below load the pages they warmed).
      keep: (url) => new URLSearchParams(url.split('?')[1]).get('q') === SHARED_TERM,
      slow: (url) => searchesOnly(url) || (url.startsWith('/n/header?') && url.includes('locale=fr_FR')),
    });
    // A status wait of 500 ms (200 in production), long enough for the header fragment to be in on a busy test
    // machine, and far shorter than the API's searches: each page is sent in two parts.
    const api = `http://localhost:${E2E_EXTRA_PORTS.slowSearchApi}/`;
    host = await startHostServer(E2E_EXTRA_PORTS.slowSearchHost, api, { ...E2E_SSR_ENV, SSR_STATUS_WAIT_MS: '500' });
    // And one whose render deadline (1 s) passes before the API answers: the page is left to the browser.
    lateHost = await startHostServer(E2E_EXTRA_PORTS.slowSearchLateHost, api, { ...E2E_SSR_ENV, SSR_STATUS_WAIT_MS: '300', SSR_DEADLINE_MS: '1000' });
    // Warm: the remotes' server code and each storefront's texts loaded, as on a host that has served before
    // (the frame is rendered only with the texts in).
    await waitUntilServerRendering(HOST);
    await waitUntilServerRendering(HOST, '/h/de-DE/mobel/c4');
    await fetch(`${HOST}/q/fr-FR/search?q=sofa`).then((r) => r.text());
    await fetch(`${LATE_HOST}/q/search?q=sofa`).then((r) => r.text());
  });
  test.afterAll(async () => {
    await stop(lateHost);
    await stop(host);
    await closeServer(upstream);
  });

  /**
   * Notes, in the page, what its document brought first: the first `<header>` element, whether `<main>` was
   * already there when it came, and whether the header showed a place for categories still on their way. The
   * page notes it as its parts arrive; a check from the test on a busy machine may come seconds later.
   */
  const noteEarlyParts = (page: Page) =>
    page.addInitScript(() => {
      const noted = { header: null as Element | null, mainWithHeader: null as boolean | null, pendingCategories: false };
      (window as unknown as { earlyParts: typeof noted }).earlyParts = noted;
      new MutationObserver(() => {
        const header = document.querySelector('header');
        if (header && !noted.header) {
          noted.header = header;
          noted.mainWithHeader = document.querySelector('#main') !== null;
        }
        if (document.querySelector('header .shell__categories--pending')) noted.pendingCategories = true;
      }).observe(document, { childList: true, subtree: true });
    });
  const earlyParts = (page: Page) =>
    page.evaluate(() => {
      const { mainWithHeader, pendingCategories } = (window as unknown as { earlyParts: { mainWithHeader: boolean | null; pendingCategories: boolean } }).earlyParts;
      return { mainWithHeader, pendingCategories };
    });

  /** Every call the browser makes to the search API (the server made the page's). */
  const apiCalls = (page: Page) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/q/api/') && !r.url().includes('/q/api/images/') && calls.push(r.url()));
    return calls;
  };

  /** When the page first painted, and when its document had arrived whole (ms from the navigation). */
  const paintAndDocumentEnd = (page: Page) =>
    page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      documentEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
    }));

  for (const [name, path] of [
    ['search', '/q/search?q=sofa'],
    ['category', '/h/de-DE/mobel/c4'],
  ] as const) {
    test(`a ${name} page shows its header, with its categories, long before the API answers; the rest then hydrates onto it: no second search, nothing rendered again`, async ({ page }) => {
      const seen = watch(page);
      const calls = apiCalls(page);
      await noteEarlyParts(page);
      const response = await page.goto(`${HOST}${path}`, { waitUntil: 'commit' });
      // Sent in two parts: a streamed page is kept by a shared cache briefly (max-age=0, s-maxage=30); one sent
      // whole at once says otherwise (no-cache for a render that failed at once, its lifetime for one in time).
      expect(response?.headers()['cache-control'], 'the page was sent in two parts').toMatch(/^public, max-age=0, s-maxage=\d+$/);
      const header = page.locator('header.shell__header');
      await expect(header).toBeVisible();
      await expect(header.getByRole('navigation', { name: 'Kategorien' }).getByRole('link').first()).toBeVisible();
      // The header the server sent came while the API still worked: no <main> yet when it was in the page (noted
      // by the page itself as its document arrived; a busy machine's checks come later than that).
      expect((await earlyParts(page)).mainWithHeader).toBe(false);
      await expect(page.locator('html[data-shop-ready]')).toBeAttached({ timeout: 20_000 });
      await expect(page.getByTestId('product-tile').first()).toBeVisible();
      const { paint, documentEnd } = await paintAndDocumentEnd(page);
      // Painted while the API still worked: a page sent whole paints after its document's end. (Here ~620 ms
      // against ~2560 ms; the clean-clone CI once saw 1624 ms against 2514 ms, on a busy 2-core machine.)
      expect(paint, JSON.stringify({ paint, documentEnd })).toBeLessThan(documentEnd - SLOW_MS / 4);
      // Hydrated, not rendered anew: the header element the server sent is the one on the page.
      expect(await page.evaluate(() => document.querySelector('header') === (window as unknown as { earlyParts: { header: Element | null } }).earlyParts.header)).toBe(true);
      expect(seen.rerendered).toEqual([]);
      expect(calls).toEqual([]);
      await expect(page).toHaveTitle(name === 'search' ? /sofa/ : /Möbel/);
      await expect(page.locator('title')).toHaveCount(1);
      // Live: a category link in the header navigates in the page.
      await header.getByRole('link', { name: 'Küche' }).click();
      await expect(page).toHaveURL(/\/kuche\/c3/);
      await expect(page.locator('#main h1')).toHaveText('Küche');
    });
  }

  test('a header whose own fragment is as slow as the API shows its place for the categories; the browser fills them in after it hydrated the page', async ({ page }) => {
    const seen = watch(page);
    const calls = apiCalls(page);
    await noteEarlyParts(page);
    await page.goto(`${HOST}/q/fr-FR/search?q=sofa`, { waitUntil: 'commit' });
    await expect(page.locator('html[data-shop-ready]')).toBeAttached({ timeout: 20_000 });
    // The header came with a place for its categories (noted by the page as its document arrived).
    expect((await earlyParts(page)).pendingCategories).toBe(true);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.locator('header nav.shell__categories a').first()).toBeVisible({ timeout: 10_000 });
    expect(seen.rerendered).toEqual([]);
    expect(calls).toEqual([]);
  });

  test('a render that misses its deadline after the header went out leaves the page to the browser: grey tiles under the header until it renders the results, one header', async ({ browser, page }) => {
    // The rest of the answer: <main> with the boot placeholder's tiles, no state to hydrate.
    const html = await fetch(`${LATE_HOST}/q/search?q=sofa`).then((r) => r.text());
    expect(html).toContain('<main id="main" class="shell__main" tabindex="-1"><div class="boot" aria-busy="true"><div class="boot__main">');
    expect(html).not.toContain('shop-ssr-state');
    // With JavaScript, the browser renders the page itself, with its own search, in place of the tiles.
    const calls = apiCalls(page);
    await page.goto(`${LATE_HOST}/q/search?q=sofa`, { waitUntil: 'commit' });
    await expect(page.locator('header.shell__header')).toBeVisible();
    await expect(page.getByTestId('product-tile').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('html[data-shop-ready]')).toBeAttached();
    await expect(page.locator('.boot')).toHaveCount(0);
    await expect(page.locator('header.shell__header')).toHaveCount(1);
    expect(calls.some((url) => url.includes('/q/api/search?q=sofa'))).toBe(true);
    await expect(page).toHaveTitle(/sofa/);
    await expect(page.locator('title')).toHaveCount(1);
    // Without JavaScript: the header, the grey tiles and the line asking for JavaScript, in the page's language.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const noJs = await context.newPage();
    await noJs.goto(`${LATE_HOST}/q/search?q=sofa`);
    await expect(noJs.locator('header.shell__header')).toBeVisible();
    await expect(noJs.locator('#main .boot__tile').first()).toBeVisible();
    // (Read as the page shows it: the locator engine does not look into <noscript>.)
    expect(await noJs.locator('#main').evaluate((main) => (main as HTMLElement).innerText)).toContain('Bitte aktivieren Sie JavaScript');
    await screenshot(noJs, 'slow-api-deadline-missed-no-js');
    await context.close();
  });

  test("a render that misses its deadline hands its search to the browser: the API is asked once for the page's results, and the browser's search does not wait a whole API delay", async ({ page }) => {
    const results = (url: string) => /^\/q\/api\/search\?/.test(url) && new URLSearchParams(url.split('?')[1]).get('q') === SHARED_TERM;
    const searchAnswered = page.waitForResponse((response) => results(new URL(response.url()).pathname + new URL(response.url()).search));
    await page.goto(`${LATE_HOST}/q/search?q=${SHARED_TERM}`, { waitUntil: 'commit' });
    await expect(page.getByTestId('product-tile').first()).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveTitle(new RegExp(SHARED_TERM));
    // The browser asked the host for the search; the host answered it with the server's read, which was on its
    // way (or in) since the page was asked for: the API was asked once, and the browser's search took less than
    // the API's delay (it asked at least the deadline after the server did).
    const timing = (await searchAnswered).request().timing();
    expect(timing.responseStart).toBeGreaterThanOrEqual(0);
    expect(timing.responseStart).toBeLessThan(SLOW_MS);
    expect(asked.filter(results)).toHaveLength(1);
  });

  test("while pages have been left to the browser, the next one's script hints go out with its header (or with its head alone, in a storefront's frame); while they are rendered, at the end", async () => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const scriptHint = /<link rel="preload" as="script"/;
    // Two pages the late host's render could not finish by its deadline: the third gets its hints early.
    for (let i = 0; i < 2; i++) await fetch(`${LATE_HOST}/q/search?q=sofa`).then((r) => r.text());
    const left = await fetch(`${LATE_HOST}/q/search?q=sofa`).then((r) => r.text());
    expect(head(left)).toMatch(scriptHint);
    expect(left).not.toContain('shop-ssr-state');
    // A page in a storefront's frame has no header: its hints go out with the head alone.
    const embedded = await fetch(`${LATE_HOST}/q/search?q=sofa&isEmbedded=true`).then((r) => r.text());
    expect(embedded).not.toContain('class="shell__header');
    expect(head(embedded)).toMatch(scriptHint);
    // The host whose renders finish (a longer deadline): the hints stay after the page's markup and state.
    const rendered = await fetch(`${HOST}/q/search?q=sofa`).then((r) => r.text());
    expect(rendered).toContain('shop-ssr-state');
    expect(head(rendered)).not.toMatch(scriptHint);
    expect(rendered.slice(rendered.indexOf('shop-ssr-state'))).toMatch(scriptHint);
  });

  test("a page in a storefront's frame (isEmbedded=true) keeps without the shop's header and hydrates as before", async ({ page }) => {
    const seen = watch(page);
    const calls = apiCalls(page);
    await page.goto(`${HOST}/q/search?q=sofa&isEmbedded=true`);
    await expect(page.locator('html[data-shop-ready]')).toBeAttached({ timeout: 20_000 });
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.locator('header.shell__header')).toHaveCount(0);
    expect(seen.rerendered).toEqual([]);
    expect(calls).toEqual([]);
  });

  test('without JavaScript the header comes first and the page follows, whole', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${HOST}/h/de-DE/mobel/c4`);
    await expect(page.locator('#main h1')).toHaveText('Möbel');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page).toHaveTitle(/Möbel/);
    await context.close();
  });

  test("a search for a brand's name, known to be the brand's page only after the header went out, is sent on by a refresh at once", async ({ page }) => {
    const brand = await realBrand();
    await page.goto(`${HOST}/`);
    await page.goto(`${HOST}/q/search?q=${encodeURIComponent(brand)}`);
    await expect(page).toHaveURL(/\/brand\//, { timeout: 20_000 });
    await expect(page.locator('#main h1')).toContainText(brand);
    await page.goBack();
    await expect(page).toHaveURL(`${HOST}/`);
  });

  test('a category the API does not know, known only after the header went out: the error state, noindex, one header', async ({ page }) => {
    const response = await page.goto(`${HOST}/h/de-DE/nirgends/c999999`);
    // The status went out with the header; crawlers are told not to index it.
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
    await expect(page.locator('html[data-shop-ready]')).toBeAttached({ timeout: 20_000 });
    await expect(page.locator('[data-testid="listing-error"][data-status="404"]')).toBeVisible();
    await expect(page.locator('header.shell__header')).toHaveCount(1);
  });
});

test.describe("a remote that takes the request for its server code and never answers (a deploy half done, a dropped route)", () => {
  let host: ChildProcess | undefined;
  let proxy: Server | undefined;
  test.afterAll(async () => {
    await stop(host);
    proxy?.closeAllConnections();
    proxy?.close();
  });

  test('the host renders its pages on the server again once it answers, without a restart', async () => {
    test.setTimeout(90_000);
    // The test stack's search remote, behind a proxy that leaves every request for its server code unanswered
    // while `silent` holds.
    let silent = true;
    proxy = createServer((req, res) => {
      if (silent && (req.url ?? '').startsWith('/server/')) return;
      const upstream = request({ host: '127.0.0.1', port: E2E_PORTS.search, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy!.listen(E2E_EXTRA_PORTS.silentRemote, '127.0.0.1', resolve));
    host = await startHostServer(E2E_EXTRA_PORTS.silentRemoteHost, `http://localhost:${E2E_PORTS.api}/`, {
      ...E2E_SSR_ENV,
      SSR_DEADLINE_MS: '1000',
      REMOTE_SEARCH_URL: `http://127.0.0.1:${E2E_EXTRA_PORTS.silentRemote}/mf-manifest.json`,
    });
    const page = `http://localhost:${E2E_EXTRA_PORTS.silentRemoteHost}/q/search?q=${await realSearchTerm()}`;
    const rendered = async () => (await (await fetch(page)).text()).includes('id="shop-ssr-state"');
    // Its server code does not come: the browser renders the page.
    expect(await rendered()).toBe(false);
    silent = false;
    // The load that hung ends at the host's fetch deadline (10 s); the next page loads the code again. Before,
    // the hung load held for Node's 300 s, and no search page was rendered on the server meanwhile.
    await expect.poll(rendered, { timeout: 30_000, intervals: [1000] }).toBe(true);
  });
});

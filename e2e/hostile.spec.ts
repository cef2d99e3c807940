import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startHostileUpstream, type HostileUpstream } from './hostileUpstream';
import { E2E_EXTRA_PORTS, E2E_SSR_ENV } from './ports';
import { startHostServer, stop, waitUntilServerRendering } from './servers';

/**
 * A hostile upstream viewed in Chromium (DESIGN.md "Trust boundaries"): a search API and fragment service that
 * answer with scripts, off-site links, huge strings and lists, nested junk and unsafe redirects. Whatever it
 * sends, nothing runs, nothing leaves the shop, and no task blocks the page for 2 s.
 */

const HOST = `http://localhost:${E2E_EXTRA_PORTS.hostileHost}`;
/** No single task may block the page longer than this (a frozen tab). */
const LONGEST_TASK_MS = 2000;

let upstream: HostileUpstream | undefined;
let host: ChildProcess | undefined;

test.beforeAll(async () => {
  upstream = await startHostileUpstream(E2E_EXTRA_PORTS.hostileUpstream);
  host = await startHostServer(E2E_EXTRA_PORTS.hostileHost, `http://localhost:${E2E_EXTRA_PORTS.hostileUpstream}/`);
  await waitUntilServerRendering(HOST);
});

test.afterAll(async () => {
  await stop(host);
  await upstream?.close();
});

interface Watch {
  offSite: string[];
  dialogs: string[];
  startedAt: number;
}

function isLocal(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1';
}

/** Counts script runs (`window.__pwned`, dialogs), off-site requests and navigations, and long tasks. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { offSite: [], dialogs: [], startedAt: Date.now() };
  await page.addInitScript(() => {
    const w = window as unknown as { __pwned: number; __longTasks: number[] };
    w.__pwned = 0;
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route(
    (url) => (url.protocol === 'http:' || url.protocol === 'https:') && !isLocal(url),
    (route) => {
      seen.offSite.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    if (url.protocol !== 'about:' && !isLocal(url)) seen.offSite.push(frame.url());
  });
  return seen;
}

async function expectNothingRanOrLeft(page: Page, seen: Watch, label: string): Promise<void> {
  const state = await page.evaluate(() => {
    const w = window as unknown as { __pwned: number; __longTasks: number[] };
    return { pwned: w.__pwned, longest: Math.round(Math.max(0, ...w.__longTasks)), nodes: document.getElementsByTagName('*').length };
  });
  console.log(`${label}: shown after ${Date.now() - seen.startedAt} ms, longest task ${state.longest} ms, ${state.nodes} elements`);
  expect(state.pwned).toBe(0);
  expect(seen.dialogs).toEqual([]);
  expect(seen.offSite).toEqual([]);
  expect(state.longest).toBeLessThan(LONGEST_TASK_MS);
  expect(new URL(page.url()).origin).toBe(HOST);
}

/** Every link and image on the page points into the shop (or is not there at all). */
async function expectAddressesStayHome(page: Page): Promise<void> {
  const addresses = await page.evaluate(() => [
    ...[...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
    ...[...document.querySelectorAll('img[src]')].map((img) => (img as HTMLImageElement).src),
  ]);
  const leaving = addresses.filter((address) => {
    const url = new URL(address);
    return !(url.protocol === 'http:' || url.protocol === 'https:') || !isLocal(url) || url.pathname.startsWith('//');
  });
  expect(leaving).toEqual([]);
}

test('a search answer with markup and off-site links everywhere shows it as text, and no link leaves the shop', async ({ page }) => {
  const seen = await watch(page);
  await page.goto(`${HOST}/q/search?q=xss`);
  await expect(page.getByTestId('product-tile')).toHaveCount(24);
  await expect(page.getByTestId('product-tile').first()).toContainText('<script>');
  await expect(page.getByText('header link 0')).toHaveCount(0);
  // Teasers and advisor answers: only those on our own paths (ours, and the hostile list's `/%2F%2Fevil.com`, a
  // path here), their markup as text; a teaser whose picture is from elsewhere is left out, an answer's picture
  // that would run script too.
  const teasers = page.getByTestId('teasers').getByRole('link');
  await expect(teasers).toHaveCount(2);
  await expect(teasers.filter({ hasText: 'teaser' })).toContainText('<script>');
  const advisor = page.getByTestId('advisor');
  await expect(advisor.getByRole('heading')).toContainText('<script>');
  await expect(advisor.getByRole('link')).toHaveCount(2);
  await expect(advisor.getByRole('link').filter({ hasText: 'answer' }).locator('img')).toHaveCount(0);
  await expectAddressesStayHome(page);
  // Nothing ran on the results (the link below leads to a page load of its own, which counts afresh).
  await expectNothingRanOrLeft(page, seen, 'markup and links, the results');
  // Follow every product link that is left: each stays in the shop.
  const hrefs = await page.getByTestId('product-tile').locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  // Enter on the focused link: a hostile tile's own layout must not decide whether the link can be followed.
  await page.getByTestId('product-tile').locator('a[href]').first().focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname !== '/q/search');
  await expectNothingRanOrLeft(page, seen, 'markup and links, the product page');
});

test('a category page with hostile breadcrumbs and category content keeps every link in the shop', async ({ page }) => {
  const seen = await watch(page);
  await page.goto(`${HOST}/h/sofas/c1`);
  await expect(page.getByTestId('product-tile').first()).toBeVisible();
  // The breadcrumbs are shown as text; none of their hostile targets became a link.
  await expect(page.getByRole('navigation').filter({ hasText: '<script>' }).first()).toBeVisible();
  await expectAddressesStayHome(page);
  await expectNothingRanOrLeft(page, seen, 'category');
});

test('suggestions with off-site links: choosing one searches in the shop', async ({ page }) => {
  const seen = await watch(page);
  await page.goto(`${HOST}/q/search?q=xss`);
  await expect(page.getByTestId('product-tile').first()).toBeVisible();
  const field = page.getByTestId('search-input').first();
  await field.fill('sofa');
  const options = page.getByTestId('suggestions').getByRole('option');
  await expect(options.first()).toBeVisible();
  await options.first().click();
  await expect(page).toHaveURL(/\/q\/search\?q=/);
  await expectAddressesStayHome(page);
  await expectNothingRanOrLeft(page, seen, 'suggestions');
});

test('47 titles of 20,000 characters are cut, and no task blocks the page for 2 s', async ({ page }) => {
  const seen = await watch(page);
  await page.goto(`${HOST}/q/search?q=long`);
  await expect(page.getByTestId('product-tile')).toHaveCount(47);
  const longestTitle = await page.locator('.sk-tile__title').evaluateAll((titles) => Math.max(...titles.map((t) => (t.textContent ?? '').length)));
  expect(longestTitle).toBeLessThanOrEqual(300);
  await expectNothingRanOrLeft(page, seen, '47 long titles');
});

test('an answer of 20,000 items shows a clear error with "try again" instead of freezing the tab', async ({ page }) => {
  // Reading and refusing 20,000 items takes a while on a busy 2-core machine (19 s for the whole test on a quiet
  // one); that the tab never froze is the longest task's check below.
  test.setTimeout(60_000);
  const seen = await watch(page);
  await page.goto(`${HOST}/q/search?q=many`);
  const alert = page.getByRole('alert').filter({ has: page.getByTestId('listing-retry') });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  // The answer's items are not shown (the bestseller row below the error may be).
  await expect(page.getByText('Sofa 19999')).toHaveCount(0);
  expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThan(5_000);
  await expect(page.getByTestId('search-input').first()).toBeVisible();
  await expectNothingRanOrLeft(page, seen, '20,000 items');
});

test('junk nested 10,000 levels deep does not break the page', async ({ page }) => {
  const seen = await watch(page);
  await page.goto(`${HOST}/q/search?q=nested`);
  await expect(page.getByTestId('product-tile').or(page.getByTestId('listing-retry')).first()).toBeVisible();
  await expectNothingRanOrLeft(page, seen, 'nested junk');
});

for (const [q, what] of [
  ['redirect', 'a 200 redirect to /.//x//evil.com/x'],
  ['redirect3xx', 'a 302 to //evil.com/x'],
] as const) {
  test(`${what} is refused: the shopper stays in the shop and sees an error`, async ({ page }) => {
    const seen = await watch(page);
    await page.goto(`${HOST}/q/search?q=${q}`);
    await expect(page.getByTestId('listing-retry')).toBeVisible({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/q/search');
    await expectNothingRanOrLeft(page, seen, what);
  });
}

for (const [q, what] of [
  ['ping', 'two searches that redirect to each other (a 200 redirect one way, a 302 the other)'],
  ['ring1', 'three searches that redirect in a ring'],
] as const) {
  test(`${what}: the page stops after a few hops with an error, instead of navigating for ever`, async ({ page }) => {
    const seen = await watch(page);
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    const asked = upstream!.requests.length;
    await page.goto(`${HOST}/q/search?q=${q}`);
    await expect(page.locator('[data-testid="listing-error"][data-status="508"]')).toBeVisible({ timeout: 15_000 });
    const settled = navigations;
    await page.waitForTimeout(1500);
    // The first load (the server finds the ring and redirects nowhere), the router's first history entry, then
    // MAX_REDIRECT_HOPS (5) followed by the page; then it stays put.
    expect(navigations).toBe(settled);
    expect(settled).toBeLessThanOrEqual(3 + 5);
    expect(upstream!.requests.length - asked).toBeLessThan(20);
    await expect(page.getByTestId('listing-retry')).toBeVisible();
    await expectNothingRanOrLeft(page, seen, what);
  });
}

test.describe('redirects that go round, without JavaScript', () => {
  // The ring is found while the status waits for the render: a host with the widened waits, so that a busy
  // machine does not send the status first (that page ends with one refresh instead, to pong, whose page the
  // server renders without sending it on: also safe, but not what this test is about).
  const waitingHost = `http://localhost:${E2E_EXTRA_PORTS.hostileWaitingHost}`;
  let waiting: ChildProcess | undefined;
  test.beforeAll(async () => {
    waiting = await startHostServer(E2E_EXTRA_PORTS.hostileWaitingHost, `http://localhost:${E2E_EXTRA_PORTS.hostileUpstream}/`, E2E_SSR_ENV);
    await waitUntilServerRendering(waitingHost);
  });
  test.afterAll(async () => {
    await stop(waiting);
  });

  test("the server keeps the API's 301 or 302 (SPEC §7): a search the API moved for good is a 301 to its new address, one moved for now a 302", async () => {
    for (const [q, status] of [['moved', 301], ['movedfornow', 302]] as const) {
      const response = await fetch(`${waitingHost}/q/search?q=${q}`, { redirect: 'manual' });
      expect([q, response.status]).toEqual([q, status]);
      const location = new URL(response.headers.get('location') ?? '', waitingHost);
      expect(`${location.pathname}${location.search}`).toBe('/q/search?q=sofa');
    }
  });

  test('the server finds the ring before it redirects, and the page stays put', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    // ping's search sends to pong, whose search sends back to ping: no 302 (a browser would go round it, and a
    // shared cache keep it), no refresh; the page the browser renders, which says so with JavaScript (above).
    const response = await page.goto(`${waitingHost}/q/search?q=ping`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await page.waitForTimeout(2000);
    expect(navigations).toBe(1);
    await expect(page).toHaveURL(/[?&]q=ping/);
    await context.close();
  });
});

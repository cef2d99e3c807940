import type { Page } from '@playwright/test';
import { clientRendered, expect, test } from './fixtures';
import { expectAccessible, realSearchTerm, screenshot, semanticOnlyAnswers, untilTilesSettled } from './helpers';

/**
 * From the next load on: the warnings that React rendered the server's page again, and whether the first
 * product tile on screen is still the element the server sent.
 */
async function watchHydration(page: Page): Promise<{ rerendered: string[]; serverTileKept: () => Promise<boolean>; layoutShift: () => Promise<number> }> {
  const rerendered: string[] = [];
  page.on('console', (m) => /rendered again/i.test(m.text()) && rerendered.push(m.text()));
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverTile: Element | null }).serverTile = document.querySelector('#main [data-testid="product-tile"]');
    });
  });
  const serverTileKept = () =>
    page.evaluate(() => {
      const server = (window as unknown as { serverTile: Element | null }).serverTile;
      return server !== null && server === document.querySelector('#main .sk-grid [data-testid="product-tile"]');
    });
  const layoutShift = () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
  return { rerendered, serverTileKept, layoutShift };
}

test.describe('empty, error and recommendation states', () => {
  test('no results: the nrp message and the bestsellers row (SPEC §4)', async ({ page }) => {
    await page.goto('/q/search?q=xqzvwy');
    await expect(page.getByRole('heading', { name: /xqzvwy/ }).last()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bestseller' })).toBeVisible();
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await screenshot(page, 'no-results');
    await expectAccessible(page);
  });

  test('no results for a search without a term (filters alone) says no product matches the selection, not a term nor similar products', async ({ page }) => {
    // Without the shop's no-results message (its service fails), the page's own hint speaks of the filters.
    // (The browser renders the page here: the server would have read the message.)
    await clientRendered(page);
    await page.route(/\/q\/api\/message\?/, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/q/de-DE/search?brand=xqzvwy-no-such-brand');
    const note = page.locator('#main .sk-status').first();
    await expect(note.getByRole('heading', { name: 'Keine Produkte entsprechen Ihrer Auswahl.' })).toBeVisible();
    await expect(note).toContainText('Entfernen Sie einen Filter, um mehr Produkte zu sehen.');
    await expect(page.getByText(/ähnliche Produkte|Schreibweise|Ergebnisse für „/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Bestseller' })).toBeVisible();
    await expectAccessible(page);
  });

  test("a search the proxy answers with 502 (the search API unreachable for a moment) is asked again by itself and shows its products, without the error (README: a failure that may pass is retried)", async ({ page }) => {
    await clientRendered(page);
    const term = await realSearchTerm();
    let refused = 0;
    await page.route(/\/q\/api\/search\?/, (route) => {
      if (new URL(route.request().url()).searchParams.get('q') !== term || refused > 0) return route.fallback();
      refused += 1;
      return route.fulfill({ status: 502, body: '' });
    });
    await page.goto(`/q/search?q=${term}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    expect(refused).toBe(1);
    await expect(page.getByTestId('listing-retry')).toHaveCount(0);
  });

  test('a recommendation row scrolls with its steps and keys; a row whose products are all in view offers no steps or dots', async ({ page }) => {
    await page.goto('/q/search?q=xqzvwy');
    const row = page.locator('.sk-slider').filter({ has: page.getByRole('heading', { name: 'Bestseller' }) });
    const track = row.getByRole('region');
    await expect(row.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    const back = row.getByRole('button', { name: 'Nach links scrollen' });
    const on = row.getByRole('button', { name: 'Nach rechts scrollen' });
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    await on.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    await expect(back).not.toHaveAttribute('aria-disabled');
    // Focus stays on the step; the row itself scrolls with the arrow keys too.
    await expect(on).toBeFocused();
    await track.focus();
    const before = await track.evaluate((element) => element.scrollLeft);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(before);

    // Two products on a wide screen: both in view, nothing to scroll to. (The browser renders this page, so
    // the row's request is the browser's to change.)
    await page.setViewportSize({ width: 1280, height: 900 });
    await clientRendered(page);
    await page.route(/\/q\/api\/search\?/, async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('sort') !== 'rating') return route.fallback();
      const response = await route.fetch();
      const body = await response.json();
      body.items = (body.items ?? []).slice(0, 2);
      await route.fulfill({ response, json: body });
    });
    await page.goto('/q/search?q=xqzvwz');
    await expect(row.getByTestId('product-tile')).toHaveCount(2);
    await expect(row).toHaveClass(/sk-slider--fits/);
    await expect(on).toBeHidden();
    await expect(row.getByRole('button', { name: /Folie/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a semantic-only answer without keyword hits offers the products as similar ones (SPEC §4)', async ({ page }) => {
    await clientRendered(page);
    await semanticOnlyAnswers(page);
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.getByRole('heading', { name: /Hier sind stattdessen ähnliche Produkte/ })).toBeVisible();
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    // The storefront's no-results message (nrp), loaded for such an answer (SPEC §4), under the offer.
    await expect(page.locator('.sk-page-header .sk-status')).toContainText('Leider haben wir zu Ihrer Suche keine Ergebnisse gefunden');
    await screenshot(page, 'semantic-only');
    await expectAccessible(page);
    // Said with the count by the listing's live region, which was there before; the note is no region of its own
    // (one added with its text is often not read).
    await expect(page.locator('#main [data-testid="live-region"]').first()).toContainText(/Produkte.*Hier sind stattdessen ähnliche Produkte/);
    await expect(page.getByRole('status').filter({ has: page.getByRole('heading', { name: /ähnliche Produkte/ }) })).toHaveCount(0);
  });

  test('a failing search API shows the error text and recommended products, never a blank page', async ({ page }) => {
    await clientRendered(page);
    await page.route(/\/q\/api\/search\?.*q=/, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.getByRole('alert')).toContainText('Hoppla');
    await expect(page.getByRole('heading', { name: 'Bestseller' })).toBeVisible();
    await screenshot(page, 'api-error');
  });

  test('a malformed API answer is an error state, not a crash', async ({ page }) => {
    await clientRendered(page);
    await page.route(/\/q\/api\/search\?.*q=/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"items": "nope", "numFound": "x"}' }));
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByTestId('error-page')).toHaveCount(0);
  });

  test('answer rules that do not load: the next search shows its error with "try again", which recovers once they load', async ({ page }) => {
    test.setTimeout(60_000);
    // The answer rules are a chunk of their own (the search remote's copy), which a server-rendered page loads
    // once it is live and idle: here the network drops it until the shopper has seen the error.
    let dropped = true;
    const asked: string[] = [];
    await page.route(/\/answer-rules\.[0-9a-f]+\.js$/, (route) => {
      asked.push(route.request().url());
      return dropped ? route.abort('connectionreset') : route.fallback();
    });
    const term = await realSearchTerm();
    await page.goto(`/q/search?q=${term}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    // Asked for by the idle page, without a tap.
    await expect.poll(() => asked.length).toBeGreaterThan(0);

    const field = page.getByTestId('search-input').first();
    await field.fill(`${term} a`);
    await field.press('Enter');
    const alert = page.getByRole('alert').filter({ has: page.getByTestId('listing-retry') });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('error-page')).toHaveCount(0);
    await expect(page.getByTestId('search-input').first()).toBeVisible();

    dropped = false;
    const before = asked.length;
    await page.getByTestId('listing-retry').click();
    // The results with their count: not the error's recommended products, nor the page before's results kept on
    // screen (busy) while the listing asks again.
    const outcome = async () => {
      if ((await page.locator('[aria-busy="true"]').count()) > 0) return 'busy';
      if ((await page.getByTestId('listing-error').count()) > 0) return 'error';
      return (await page.getByTestId('result-count').count()) > 0 ? 'results' : 'nothing';
    };
    await expect.poll(outcome, { timeout: 20_000 }).toBe('results');
    await page.waitForTimeout(1_000);
    expect(await outcome()).toBe('results');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    expect(asked.length).toBeGreaterThan(before);
  });

  test('a bad URL parameter gets a clear answer: bad offset and prototype keys are ignored', async ({ page }) => {
    const term = await realSearchTerm();
    // The browser's own search (not the server's render), to read what it asks the API for.
    await clientRendered(page);
    const asked: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/q/api/search')) asked.push(url);
    });
    await page.goto(`/q/search?q=${term}&offset=-5&__proto__[x]=1&constructor=1&fetchsize=abc`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    expect(asked.length).toBeGreaterThan(0);
    const search = asked[0]!.searchParams;
    expect(search.get('q')).toBe(term);
    expect(search.get('offset') ?? '0').toBe('0');
    expect(search.get('fetchsize')).toMatch(/^[1-9]\d*$/);
    expect([...search.keys()].filter((key) => /proto|constructor/.test(key))).toEqual([]);
    // Nothing reached the objects of the page.
    expect(await page.evaluate(() => 'x' in Object.prototype)).toBe(false);
    // The products of the address without the bad parameters: its first block, from the first product on.
    const titles = async () => {
      await untilTilesSettled(page);
      return page.locator('.sk-tile__title').allTextContents();
    };
    const shown = await titles();
    expect(shown.length).toBeGreaterThan(1);
    await page.goto(`/q/search?q=${term}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    expect(shown).toEqual(await titles());
  });

  test('a search term longer than the API takes is cut, not refused: a link with pasted text lists products and its address is corrected; the field takes no more', async ({ page, request }) => {
    const term = await realSearchTerm();
    // A pasted text: the term again and again, far over the reference API's 200 characters for q.
    const pasted = `${term} `.repeat(Math.ceil(400 / (term.length + 1)));
    const address = `/q/search?q=${encodeURIComponent(pasted)}`;
    const html = await (await request.get(address)).text();
    expect(html).toContain('data-testid="product-tile"');
    await page.goto(address);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.getByTestId('listing-error')).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(pasted.slice(0, 200));
    await expect(page).toHaveTitle(/^Ergebnisse für/);
    const input = page.getByTestId('search-input');
    await input.fill(pasted);
    expect((await input.inputValue()).length).toBe(200);
    await input.press('Enter');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.getByTestId('listing-error')).toHaveCount(0);
  });

  test("a campaign link's parameters are no filter: the filter button counts only the result's filters, and offers no reset for the rest", async ({ page }) => {
    const term = await realSearchTerm();
    // A newsletter's link: its parameters reach the API (SPEC §2 extra values), but no facet stands for them.
    await page.goto(`/q/search?q=${term}&utm_source=newsletter&utm_medium=email`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    const button = page.getByRole('button', { name: /^Filtern/ });
    await expect(button).toHaveAccessibleName('Filtern');
    await button.click();
    const dialog = page.getByRole('dialog');
    const box = dialog.getByTestId('facet').filter({ hasText: 'Marke' }).getByRole('checkbox').first();
    await expect(box).toBeVisible();
    await expect(box).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Alle Filter zurücksetzen' })).toHaveCount(0);
    // A brand of the result, with the same parameters beside it, is one filter.
    const [code, value] = [await box.getAttribute('name'), await box.getAttribute('value')];
    expect(code).toBe('brand');
    await page.goto(`/q/search?q=${term}&utm_source=newsletter&brand=${encodeURIComponent(value ?? '')}`);
    await expect(page.getByRole('button', { name: /^Filtern/ })).toHaveAccessibleName('Filtern (1 Filter aktiv)');
  });

  test('opening a product remembers it in the last seen row', async ({ page }) => {
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    const title = (await page.getByTestId('product-tile').first().getByRole('heading').textContent())?.trim() ?? '';
    await page.getByTestId('product-tile').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/p\//);
    const { rerendered, serverTileKept, layoutShift } = await watchHydration(page);
    // On a slow phone (4× CPU) the server's page paints well before it is live.
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Zuletzt angesehen' })).toBeVisible();
    await expect(page.locator('.sk-slider').first()).toContainText(title);
    // The server knows nothing of it: its page hydrates as sent, and the row comes after, into the space kept
    // for it from the first paint (the results do not move down; they did by a screen's height).
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    await expect(page.locator('.sk-seen-rows[data-settled]')).toHaveCount(1);
    expect(await serverTileKept()).toBe(true);
    expect(rerendered).toEqual([]);
    expect(await layoutShift()).toBeLessThanOrEqual(0.02);
  });

  test("a product opened in one market is in that market's last seen row only, not in another market's on the same host", async ({ page }) => {
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await page.getByTestId('product-tile').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/p\//);
    await page.goto('/q/pl-PL/search');
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    // The rows have read this browser's store (settled): none for this market.
    await expect(page.locator('.sk-seen-rows[data-settled]')).toHaveCount(1);
    // Its price and texts are the German market's: the Polish row would show euros among złoty.
    await expect(page.getByRole('heading', { name: 'Ostatnio oglądane' })).toHaveCount(0);
    await expect(page.locator('html[data-shop-seen]')).toHaveCount(0);
    await page.goto('/q/search');
    await expect(page.getByRole('heading', { name: 'Zuletzt angesehen' })).toBeVisible();
  });

  test('after opening a product, the personal recommendations row offers other products of its brand (SPEC §1)', async ({ page }) => {
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    const tile = page.getByTestId('product-tile').first();
    const brand = (await tile.locator('.sk-tile__brand').textContent())?.trim() ?? '';
    const articleNumber = (await tile.locator('.sk-tile__number').textContent())?.trim() ?? '';
    await tile.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/p\//);
    const { rerendered, serverTileKept } = await watchHydration(page);
    await page.goto('/q/search');
    const row = page.locator('.sk-slider').filter({ has: page.getByRole('heading', { name: 'Empfehlungen für Sie' }) });
    await expect(row.getByTestId('product-tile').first()).toBeVisible();
    expect(await serverTileKept()).toBe(true);
    expect(rerendered).toEqual([]);
    const brands = await row.locator('.sk-tile__brand').allTextContents();
    expect(brands.length).toBeGreaterThan(0);
    expect(brands.every((b) => b.trim().toLowerCase() === brand.toLowerCase())).toBe(true);
    // The product already seen is not recommended back.
    await expect(row).not.toContainText(articleNumber);
  });
});

test.describe('product pictures that do not come', () => {
  const IMAGES = /\/q\/api\/images\//;
  /** Pictures in tiles the browser shows as broken (loaded, without a size). */
  const brokenPictures = (page: Page) =>
    page.evaluate(() => Array.from(document.querySelectorAll<HTMLImageElement>('img.sk-tile__image')).filter((img) => img.complete && img.naturalWidth === 0).length);

  for (const rendered of ['the server', 'the browser'] as const) {
    test(`a tile rendered by ${rendered} shows its stand-in, not a broken-image icon, where the image service fails; load more too`, async ({ page }) => {
      if (rendered === 'the browser') await clientRendered(page);
      await page.route(IMAGES, (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto(`/q/search?q=${await realSearchTerm()}`);
      await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
      const tiles = page.getByTestId('product-tile');
      await expect(tiles.first()).toBeVisible();
      // The eager pictures (the first four) have failed by now; every one that failed has its stand-in.
      await expect(tiles.first().locator('.sk-tile__image--none')).toBeVisible();
      await expect.poll(() => brokenPictures(page)).toBe(0);
      await untilTilesSettled(page);
      const before = await tiles.count();
      await page.getByTestId('load-more').click();
      await expect.poll(() => tiles.count()).toBeGreaterThan(before);
      await untilTilesSettled(page);
      await tiles.nth(before).scrollIntoViewIfNeeded();
      await expect(tiles.nth(before).locator('.sk-tile__image--none')).toBeVisible();
      await expect.poll(() => brokenPictures(page)).toBe(0);
      await screenshot(page, `pictures-failing-${rendered === 'the server' ? 'server' : 'browser'}`);
    });
  }

  test('pictures that did not come come back by themselves once the image service answers again: no reload, no broken icon', async ({ page }) => {
    let down = true;
    await page.route(IMAGES, (route) => (down ? route.fulfill({ status: 503, body: '' }) : route.fallback()));
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    const first = page.getByTestId('product-tile').first();
    await expect(first.locator('.sk-tile__image--none')).toBeVisible();
    // Stand-ins in the eager tiles (the first four).
    const standIns = () => page.evaluate(() => Array.from(document.querySelectorAll('[data-testid="product-tile"]')).slice(0, 4).filter((tile) => tile.querySelector('.sk-tile__image--none')).length);
    await expect.poll(standIns).toBe(4);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    down = false;
    // The next probe (2 s after the failures, doubling) finds the service back: the stand-ins give way.
    await expect(first.locator('img.sk-tile__image')).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => (document.querySelector('img.sk-tile__image') as HTMLImageElement | null)?.naturalWidth ?? 0)).toBeGreaterThan(0);
    await expect.poll(standIns).toBe(0);
    expect(await brokenPictures(page)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('pictures that come stay pictures', async ({ page }) => {
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    await expect(page.getByTestId('product-tile').first().locator('img.sk-tile__image')).toBeVisible();
    await expect.poll(() => page.evaluate(() => (document.querySelector('img.sk-tile__image') as HTMLImageElement | null)?.naturalWidth ?? 0)).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    await expect(page.getByTestId('product-tile').first().locator('.sk-tile__image--none')).toHaveCount(0);
  });
});

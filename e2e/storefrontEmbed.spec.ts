import type http from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page, Route } from '@playwright/test';
import { startExamples } from '../examples/server';
import { expect, probing, test } from './fixtures';
import { AXE_TAGS, axeFor, rawKeysSeen, realBrand, realSearchTerm, recordCloseWatchers, recordRawKeys, requestClose, untilTilesSettled } from './helpers';
import { E2E_EXTRA_PORTS, E2E_PORTS } from './ports';

/**
 * Storefront teams mount our widgets with one script tag (embed.js) on a page of their own origin
 * (DESIGN.md "Embedding"). The page here is examples/plain-html, served on another port: hostile global
 * styles (h1, a, img, .button) and an element id="search".
 */
const SHOP = `http://localhost:${E2E_PORTS.host}`;
const EXAMPLES = `http://localhost:${E2E_EXTRA_PORTS.examples}`;
let server: http.Server;

test.beforeAll(async () => {
  server = await startExamples({ port: E2E_EXTRA_PORTS.examples, shopUrl: SHOP, searchRemoteUrl: `http://localhost:${E2E_PORTS.search}/` });
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type DataLayerEvent = { event: string; eventLabel?: string };
const dataLayer = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []).map((e) => ({ event: e.event, eventLabel: e.eventLabel })));

/** The control that has focus, inside the widgets' shadow roots: its `data-focus-key`, else its tag name. */
const focusedKey = (page: Page) =>
  page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    return element?.getAttribute('data-focus-key') ?? element?.tagName ?? '';
  });

async function search(page: Page, term: string): Promise<void> {
  const input = page.locator('shop-search-box').getByTestId('search-input');
  await input.fill(term);
  await input.press('Enter');
}

/** Routes the search remote's requests but `embed.js` itself (the script came; its remote's files do not). */
async function routeRemoteButEmbed(page: Page, handler: (route: Route) => Promise<void> | void): Promise<void> {
  const remote = `http://localhost:${E2E_PORTS.search}`;
  await page.route((url) => url.origin === remote && url.pathname !== '/embed.js', handler);
}

/**
 * Notes, in a widget's shadow root, each notice that comes and whether it was in sight when it came: a notice
 * lives as long as its toast (3 s), which a busy machine can spend between two polls of a visibility check.
 */
async function noteNotices(widget: Locator): Promise<() => Promise<{ text: string; inSight: boolean }[]>> {
  type Noted = { text: string; inSight: boolean };
  await widget.evaluate((element) => {
    const root = element.shadowRoot;
    if (!root) throw new Error('the widget has no open shadow root');
    const seen: Noted[] = [];
    (element as unknown as { notices: Noted[] }).notices = seen;
    new MutationObserver(() => {
      for (const notice of root.querySelectorAll<HTMLElement>('.sk-overlay__notice')) {
        const text = notice.textContent ?? '';
        if (seen.some((noted) => noted.text === text)) continue;
        const rect = notice.getBoundingClientRect();
        seen.push({ text, inSight: rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight });
      }
    }).observe(root, { childList: true, subtree: true, characterData: true });
  });
  return () => widget.evaluate((element) => [...(element as unknown as { notices: Noted[] }).notices]);
}

test.describe('embed.js on a storefront page of another origin', () => {
  test('typing in <shop-search-box> fills <shop-results> and <shop-filters>; the address bar stays; images load from the shop', async ({ page }) => {
    const term = await realSearchTerm();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
    await page.goto(`${EXAMPLES}/plain-html/`);
    const address = page.url();
    await search(page, term);
    // One shared state: the results beside the box searched for the term (their analytics event says so).
    await expect.poll(async () => (await dataLayer(page)).some((e) => e.event === 'gridboxes loaded' && e.eventLabel === term)).toBe(true);
    const tiles = page.locator('shop-results').getByTestId('product-tile');
    await expect(tiles.first()).toBeVisible();
    // Said to a screen reader as on the shop's pages (SPEC §4 loading messages): found, loaded, shown.
    await expect(page.locator('shop-results').getByTestId('live-region')).toHaveText(/^[\d.]+ Produkte?\. Laden abgeschlossen\. \d+ Produkte? angezeigt/);
    // On a phone the filters are behind their button, as on the shop's own pages.
    await page.locator('shop-filters').getByRole('button', { name: 'Filtern', exact: true }).click();
    await expect(page.locator('shop-filters').getByRole('dialog').getByTestId('facet').first()).toBeVisible();
    expect(page.url()).toBe(address);

    // Images come from the shop's origin (api-base), not the storefront's, and arrive.
    const image = tiles.first().locator('img');
    await expect(image).toHaveAttribute('src', new RegExp(`^${SHOP}/`));
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('<shop-results> says when the search failed (the no-results message plus the error text), with a retry that brings the tiles, and when it found nothing (SPEC §7, §8)', async ({ page }) => {
    await page.route(`${SHOP}/q/api/search?**`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.goto(`${EXAMPLES}/plain-html/`);
    await search(page, 'sofa');
    const results = page.locator('shop-results');
    await expect(results.getByTestId('listing-error')).toHaveAttribute('data-status', '500');
    await expect(results.getByText('Hoppla! Da ist etwas schiefgelaufen!')).toBeVisible();
    // SPEC §8: a search error gives the no-results message plus the error text, as an empty result does.
    await expect(results.getByText('Keine Ergebnisse für „sofa“')).toBeVisible();
    await expect(results.getByTestId('skeleton-grid')).toHaveCount(0);
    await page.unroute(`${SHOP}/q/api/search?**`);
    await results.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(results.getByTestId('product-tile').first()).toBeVisible();
    await expect(results.getByTestId('listing-error')).toHaveCount(0);

    await search(page, 'xqzzyv');
    await expect(results.getByText('Keine Ergebnisse für „xqzzyv“')).toBeVisible();
    await expect(results.getByTestId('listing-error')).toBeVisible();
    // The error text points to recommended products below it: the bestsellers are there.
    await expect(results.getByRole('heading', { name: 'Bestseller' })).toBeVisible();
    await expect(results.getByRole('list').filter({ has: page.getByTestId('product-tile') }).first()).toBeVisible();
    await expect(results.getByTestId('skeleton-grid')).toHaveCount(0);
  });

  test(`<shop-results> renders its first TILES_AT_ONCE (12) tiles in the task that brings the answer and the others right after, busy until then`, async ({ page }) => {
    // Every change to the results' tiles, as the page's scripts commit them: the count after each one.
    await page.addInitScript(() => {
      const counts: number[] = [];
      (window as unknown as { tileCounts: number[] }).tileCounts = counts;
      const attach = Element.prototype.attachShadow;
      Element.prototype.attachShadow = function (init) {
        const root = attach.call(this, init);
        if (this.localName === 'shop-results') {
          new MutationObserver(() => {
            const count = root.querySelectorAll('[data-testid="product-tile"]').length;
            if (count !== counts[counts.length - 1]) counts.push(count);
          }).observe(root, { childList: true, subtree: true });
        }
        return root;
      };
    });
    await page.goto(`${EXAMPLES}/plain-html/`);
    const results = page.locator('shop-results');
    const tiles = results.getByTestId('product-tile');
    await expect(tiles.first()).toBeVisible();
    await untilTilesSettled(page);
    const all = await tiles.count();
    expect(all).toBeGreaterThan(12);
    const counts = await page.evaluate(() => (window as unknown as { tileCounts: number[] }).tileCounts.filter((count) => count > 0));
    expect(counts[0]).toBe(12);
    expect(counts[counts.length - 1]).toBe(all);
    await expect(results.locator('ul.sk-grid')).not.toHaveAttribute('aria-busy');
  });

  test('styles leak neither way: the page restyles no tile, and the storefront button keeps its own look', async ({ page }) => {
    await page.goto(`${EXAMPLES}/plain-html/`);
    const tile = page.locator('shop-results').getByTestId('product-tile').first();
    await expect(tile).toBeVisible();
    const look = await tile.evaluate((el) => {
      const title = el.querySelector('h2, h3, h4') as HTMLElement;
      const link = el.querySelector('a') as HTMLElement;
      const img = el.querySelector('img') as HTMLElement;
      const s = (e: Element) => getComputedStyle(e);
      return {
        titleFont: s(title).fontFamily,
        titleColor: s(title).color,
        titleTransform: s(title).textTransform,
        linkDecoration: s(link).textDecorationStyle,
        linkColor: s(link).color,
        imgBorder: s(img).borderStyle,
        imgFilter: s(img).filter,
        bodyFont: s(el).fontFamily,
        // Inherited from the page's body unless the shadow host stops inheritance.
        letterSpacing: s(el).letterSpacing,
      };
    });
    expect(look.titleFont).not.toMatch(/Impact|Georgia/);
    expect(look.bodyFont).not.toMatch(/Georgia/);
    expect(look.letterSpacing).toBe('normal');
    expect(look.titleColor).not.toBe('rgb(220, 20, 60)');
    expect(look.titleTransform).toBe('none');
    expect(look.linkDecoration).not.toBe('wavy');
    expect(look.linkColor).not.toBe('rgb(255, 0, 255)');
    expect(look.imgBorder).not.toBe('dashed');
    expect(look.imgFilter).toBe('none');

    const own = page.locator('#own-button');
    const ownLook = () => own.evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, radius: getComputedStyle(el).borderRadius, minHeight: getComputedStyle(el).minHeight }));
    expect(await ownLook()).toEqual({ background: 'rgb(46, 125, 50)', radius: '0px', minHeight: 'auto' });
    // Nothing of ours in the document itself: the page's one style element is all there is.
    expect(await page.evaluate(() => document.querySelectorAll('style, link[rel=stylesheet]').length)).toBe(1);

    // Removing every element leaves nothing behind, and a second mount works.
    await page.evaluate(() => document.querySelectorAll('shop-search-box, shop-filters, shop-results').forEach((el) => el.remove()));
    expect(await page.evaluate(() => document.querySelectorAll('style, link[rel=stylesheet]').length)).toBe(1);
    expect(await page.evaluate(() => [...document.scripts].map((s) => new URL(s.src || location.href).pathname))).toEqual(['/embed.js', '/plain-html/']);
    expect(await ownLook()).toEqual({ background: 'rgb(46, 125, 50)', radius: '0px', minHeight: 'auto' });
    await page.evaluate((shop) => {
      const element = document.createElement('shop-search');
      element.setAttribute('api-base', `${shop}/`);
      document.querySelector('main')?.append(element);
    }, SHOP);
    await expect(page.locator('shop-search').getByTestId('product-tile').first()).toBeVisible();
    await expect(page.locator('shop-search').getByTestId('search-input')).toBeVisible();
  });

  test("under the storefront's strict Content-Security-Policy (no 'unsafe-inline' styles, README) the widgets keep their look from one shared constructed sheet", async ({ page }) => {
    const response = await page.goto(`${EXAMPLES}/plain-html/`);
    const styleSrc = (response?.headers()['content-security-policy'] ?? '').split(';').find((d) => d.trim().startsWith('style-src')) ?? '';
    expect(styleSrc).toMatch(/'sha256-/);
    expect(styleSrc).not.toMatch(/unsafe-inline|'self'/);
    const tile = page.locator('shop-results').getByTestId('product-tile').first();
    await expect(tile).toBeVisible();
    const sheets = await page.evaluate(() => {
      const roots = [...document.querySelectorAll('shop-search-box, shop-filters, shop-results')].map((el) => el.shadowRoot as ShadowRoot);
      const first = roots[0]?.adoptedStyleSheets[0];
      return {
        roots: roots.length,
        styleElements: roots.reduce((n, root) => n + root.querySelectorAll('style').length, 0),
        shared: roots.every((root) => root.adoptedStyleSheets.length === 1 && root.adoptedStyleSheets[0] === first),
        rules: first?.cssRules.length ?? 0,
      };
    });
    expect(sheets).toMatchObject({ roots: 3, styleElements: 0, shared: true });
    expect(sheets.rules).toBeGreaterThan(100);
    // The ui-kit's rules apply: the tile is a card of the shop's, not the page's Georgia text.
    expect(await tile.evaluate((el) => getComputedStyle(el).fontFamily)).not.toMatch(/Georgia/);
    expect(await page.locator('shop-search-box').getByTestId('search-input').evaluate((el) => parseFloat(getComputedStyle(el).minHeight))).toBeGreaterThanOrEqual(44);
  });

  test('text scripts that fail to load are asked for again: the widgets never show a text key, and read German once the remote answers', async ({ page }) => {
    await recordRawKeys(page);
    let failing = true;
    const asked: string[] = [];
    await page.route(/\/i18n-[\w.-]+\.js$/, (route) => {
      asked.push(new URL(route.request().url()).pathname);
      return failing ? route.abort('connectionfailed') : route.fallback();
    });
    await page.goto(`${EXAMPLES}/plain-html/`);
    await expect.poll(() => asked.length).toBeGreaterThanOrEqual(3);
    // A while of failures (several retries): nothing shows its key meanwhile.
    await page.waitForTimeout(2_500);
    expect(await rawKeysSeen(page)).toEqual([]);
    const failedAsks = asked.length;
    failing = false;
    // Back: the next retry (within the 2 s pause by now) brings the texts, with no reload.
    await expect(page.locator('shop-filters').getByRole('button', { name: 'Filtern', exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('shop-search-box').getByTestId('search-input')).toHaveAttribute('placeholder', /Suchbegriff/);
    await expect(page.locator('shop-results').getByTestId('product-tile').first()).toContainText('€');
    expect(asked.length).toBeGreaterThan(failedAsks);
    expect(await rawKeysSeen(page)).toEqual([]);
  });

  test("a storefront page whose root font size is 10 px (html { font-size: 62.5% }) leaves the widgets' text sizes alone", async ({ page }) => {
    await page.goto(`${EXAMPLES}/plain-html/`);
    const tile = page.locator('shop-results').getByTestId('product-tile').first();
    await expect(tile).toBeVisible();
    await untilTilesSettled(page);
    // Every text size in the widgets, element by element.
    const sizes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('shop-search-box, shop-filters, shop-results')].flatMap((host) =>
          [...(host.shadowRoot as ShadowRoot).querySelectorAll('*')].map((element) => getComputedStyle(element).fontSize),
        ),
      );
    const before = await sizes();
    await page.evaluate(() => (document.documentElement.style.fontSize = '62.5%'));
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('10px');
    expect(await sizes()).toEqual(before);
    expect(before.length).toBeGreaterThan(100);
  });

  test("on a phone the filter dialog fills the screen above the storefront's page, even inside a transformed box under a sticky header of a higher z-index", async ({ page }) => {
    await page.goto(`${EXAMPLES}/plain-html/`);
    await expect(page.locator('shop-results').getByTestId('product-tile').first()).toBeVisible();
    // The storefront's layout: its header sticky at z-index 5000, the widgets inside a transformed box (which
    // would be the containing block of a fixed dialog).
    await page.evaluate(() => {
      Object.assign((document.querySelector('header') as HTMLElement).style, { position: 'sticky', top: '0', zIndex: '5000' });
      (document.querySelector('.layout') as HTMLElement).style.transform = 'translateZ(0)';
      window.scrollTo(0, 600);
    });
    await page.locator('shop-filters').getByRole('button', { name: 'Filtern', exact: true }).click();
    const dialog = page.locator('shop-filters').getByRole('dialog');
    await expect(dialog).toBeVisible();
    const viewport = page.viewportSize() as { width: number; height: number };
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    await expect(dialog.getByTestId('result-count-button')).toBeInViewport({ ratio: 1 });
    // Nothing of the storefront's over it: its top and bottom are the dialog's.
    for (const y of [10, viewport.height - 10]) {
      expect(await page.evaluate((at) => document.elementFromPoint(at.x, at.y)?.tagName, { x: viewport.width / 2, y })).toBe('SHOP-FILTERS');
    }
    await dialog.getByTestId('result-count-button').click();
    await expect(dialog).toBeHidden();
  });

  test("the storefront's page does not move as the widgets come, with the places its CSS keeps for them (README): layout shift ≤ 0.02 on a phone and a wide screen, plain HTML, React and iframe", async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const example of ['plain-html', 'react-host', 'iframe-parent']) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`${EXAMPLES}/${example}/`);
        // The framed shop's own shifts are its pages' (serverRendering.spec); here, the storefront's page around it.
        const shop = example === 'iframe-parent' ? page.frameLocator('iframe') : page;
        await expect(shop.getByTestId('product-tile').first()).toBeVisible();
        await expect(width < 960 ? shop.getByRole('button', { name: 'Filtern', exact: true }) : shop.getByRole('checkbox').first()).toBeVisible();
        // The tiles' images and the facets' late parts have come too.
        await page.waitForLoadState('networkidle');
        const total = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
        expect(total, `layout shift of ${example} at ${width} px`).toBeLessThanOrEqual(0.02);
      }
    }
  });

  test('on a phone <shop-filters> shows its Filter button while the first answer comes (nothing below it jumps when it would appear), and a tap then opens the dialog once the facets are there', async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${SHOP}/q/api/search**`, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${EXAMPLES}/plain-html/`);
    const button = page.locator('shop-filters').getByRole('button', { name: 'Filtern', exact: true });
    await expect(button).toBeVisible();
    await expect(page.locator('shop-results').getByTestId('product-tile')).toHaveCount(0);
    await button.click();
    release();
    const dialog = page.locator('shop-filters').getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox').first()).toBeVisible();
  });

  test("on a phone the filter dialog closes on the platform's close request (Android's back gesture), which otherwise took the shopper off the storefront's page; its address and history stay", async ({ page }) => {
    // A test cannot make the back gesture: it asks the dialog's close watcher to close, as the gesture does.
    await recordCloseWatchers(page);
    await page.goto(`${EXAMPLES}/plain-html/`);
    await expect(page.locator('shop-results').getByTestId('product-tile').first()).toBeVisible();
    const address = page.url();
    const entries = await page.evaluate(() => history.length);
    const button = page.locator('shop-filters').getByRole('button', { name: 'Filtern', exact: true });
    await button.click();
    const dialog = page.locator('shop-filters').getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await requestClose(page)).toBe(1);
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(address);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await expect(button).toBeFocused();
  });

  test('on a dark storefront page (color-scheme: dark) the widgets keep their own light ground: their texts stay readable (axe colour contrast)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${EXAMPLES}/plain-html/`);
    await expect(page.locator('shop-results').getByTestId('product-tile').first()).toBeVisible();
    // The storefront's dark theme, through the CSSOM (its CSP refuses new style elements).
    await page.evaluate(() => {
      const meta = document.createElement('meta');
      meta.name = 'color-scheme';
      meta.content = 'dark';
      document.head.append(meta);
      Object.assign(document.body.style, { background: '#111', color: '#eee' });
    });
    const ground = await page.evaluate(() =>
      [...document.querySelectorAll('shop-search-box, shop-filters, shop-results')].map((host) => {
        const embed = (host.shadowRoot as ShadowRoot).querySelector('.sk-embed') as HTMLElement;
        // Form controls take the colour scheme of their element (inherited from the host).
        return [getComputedStyle(embed).backgroundColor, getComputedStyle(embed).colorScheme];
      }),
    );
    expect(ground).toEqual([
      ['rgb(255, 255, 255)', 'light'],
      ['rgb(255, 255, 255)', 'light'],
      ['rgb(255, 255, 255)', 'light'],
    ]);
    const contrast = await axeFor(page).include('shop-filters').include('shop-results').withRules(['color-contrast']).analyze();
    expect(contrast.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  });

  test("the search box's suggestions show over the storefront's page, even from a header with overflow: hidden under content of a higher z-index", async ({ page }) => {
    await page.goto(`${EXAMPLES}/plain-html/`);
    const box = page.locator('shop-search-box');
    await expect(box.getByTestId('search-input')).toBeVisible();
    // The storefront's layout: the box in a section that cuts off what overflows it (the old clearfix), the
    // page's content after it positioned at z-index 10.
    await page.evaluate(() => {
      (document.querySelector('#search') as HTMLElement).style.overflow = 'hidden';
      Object.assign((document.querySelector('.layout') as HTMLElement).style, { position: 'relative', zIndex: '10', background: '#fdf6e3' });
    });
    await box.getByTestId('search-input').click();
    await box.getByTestId('search-input').pressSequentially('sof', { delay: 50 });
    const option = box.getByRole('option').first();
    await expect(option).toBeVisible();
    // What is on screen at the option is the widget's, not the page's content.
    const at = (await option.boundingBox()) as { x: number; y: number; width: number; height: number };
    expect(await page.evaluate((p) => document.elementFromPoint(p.x, p.y)?.tagName, { x: at.x + at.width / 2, y: at.y + at.height / 2 })).toBe('SHOP-SEARCH-BOX');
    const field = (await box.getByTestId('search-input').boundingBox()) as { y: number; height: number };
    expect(at.y).toBeGreaterThan(field.y + field.height);
    const label = (await option.locator('.sk-search__option-label').textContent()) ?? '';
    await option.click();
    await expect(box.getByTestId('search-input')).toHaveValue(label);
    await expect(box.getByTestId('suggestions')).toBeHidden();
  });

  test("the arrow keys keep the search box's active suggestion in sight inside the widget's shadow root, as on the shop's pages", async ({ page }) => {
    await page.goto(`${EXAMPLES}/plain-html/`);
    const box = page.locator('shop-search-box');
    const input = box.getByTestId('search-input');
    await input.click();
    await input.pressSequentially('so', { delay: 50 });
    const options = box.getByRole('option');
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    for (let i = 0; i < count; i++) await input.press('ArrowDown');
    const last = options.nth(count - 1);
    await expect(last).toHaveAttribute('aria-selected', 'true');
    // The list scrolled to it: the active option is within the list's visible box.
    const inSight = await box.getByTestId('suggestions').evaluate((list) => {
      const active = list.querySelector('[aria-selected="true"]') as HTMLElement;
      const a = active.getBoundingClientRect();
      const l = list.getBoundingClientRect();
      return { listScrolled: list.scrollTop > 0, within: a.top >= l.top - 1 && a.bottom <= l.bottom + 1 };
    });
    expect(inSight).toEqual({ listScrolled: true, within: true });
  });

  test('a load more that fails in <shop-results> says so by its button (the widgets have no toaster), and the button works again', async ({ page }) => {
    await page.goto(`${EXAMPLES}/plain-html/`);
    const results = page.locator('shop-results');
    const tiles = results.getByTestId('product-tile');
    await expect(tiles.first()).toBeVisible();
    await untilTilesSettled(page);
    const before = await tiles.count();
    await page.route(/\/q\/api\/search\?.*offset=[1-9]/, (route) => route.abort('connectionfailed'));
    // The button at the screen's bottom edge: the notice, below it, is brought into sight.
    await results.getByTestId('load-more').evaluate((button) => button.scrollIntoView({ block: 'end' }));
    const notices = await noteNotices(results);
    await results.getByTestId('load-more').click();
    await expect.poll(async () => (await notices()).find((n) => n.text.includes('Hoppla! Da ist etwas schiefgelaufen!'))?.inSight, { timeout: 10_000 }).toBe(true);
    await page.unroute(/\/q\/api\/search\?.*offset=[1-9]/);
    await results.getByTestId('load-more').click();
    await expect.poll(() => tiles.count()).toBeGreaterThan(before);
    await untilTilesSettled(page);
  });

  test('a load more that fails in <shop-search> says so by its button too', async ({ page }) => {
    await page.goto(`${EXAMPLES}/whole-search/`);
    const search = page.locator('shop-search');
    await expect(search.getByTestId('product-tile').first()).toBeVisible();
    await page.route(/\/q\/api\/search\?.*offset=[1-9]/, (route) => route.abort('connectionfailed'));
    await search.getByTestId('load-more').evaluate((button) => button.scrollIntoView({ block: 'end' }));
    const notices = await noteNotices(search);
    await search.getByTestId('load-more').click();
    await expect.poll(async () => (await notices()).find((n) => n.text.includes('Hoppla! Da ist etwas schiefgelaufen!'))?.inSight, { timeout: 10_000 }).toBe(true);
  });

  test("widgets whose remote did not load are mounted by themselves once it is back (no reload of the storefront's page)", async ({ page }) => {
    let down = true;
    let asked = 0;
    // embed.js itself came; the remote's entry and chunks do not.
    await routeRemoteButEmbed(page, (route) => {
      if (!down) return route.fallback();
      asked += 1;
      return route.fulfill({ status: 503, body: '' });
    });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && /shop embed/.test(message.text()) && errors.push(message.text()));
    await page.goto(`${EXAMPLES}/plain-html/`);
    await expect.poll(() => asked).toBeGreaterThan(0);
    const firstAsks = asked;
    // Asked for again by itself (2 s after the failure), and said once in the console, not at every attempt.
    await expect.poll(() => asked, { timeout: 8_000 }).toBeGreaterThan(firstAsks);
    expect(errors).toHaveLength(1);
    down = false;
    await expect(page.locator('shop-results').getByTestId('product-tile').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('shop-search-box').getByTestId('search-input')).toBeVisible();
  });

  test("widgets whose remote's entry came but whose chunks failed (React's among them, a dropped connection) mount once the chunks come: the failed runtime is not kept", async ({ page }) => {
    let down = true;
    let failed = 0;
    // The entry comes; every chunk after it fails until the connection is back.
    await routeRemoteButEmbed(page, (route) => {
      const { pathname } = new URL(route.request().url());
      if (!down || pathname.startsWith('/embed/remoteEntry') || !pathname.endsWith('.js')) return route.fallback();
      failed += 1;
      return route.fulfill({ status: 503, body: '' });
    });
    await page.goto(`${EXAMPLES}/plain-html/`);
    await expect.poll(() => failed).toBeGreaterThan(0);
    down = false;
    await expect(page.locator('shop-results').getByTestId('product-tile').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('shop-search-box').getByTestId('search-input')).toBeVisible();
  });

  test('widgets whose remote hangs are asked for again once a try has taken LOAD_TIMEOUT_MS (8 s), and mount when it answers', async ({ page }) => {
    let down = true;
    let entries = 0;
    let askedAgain = false;
    // The remote's entry is asked for and its answer never comes (a stalled connection).
    await routeRemoteButEmbed(page, (route) => {
      if (!down) {
        if (/remoteEntry/.test(route.request().url())) askedAgain = true;
        return route.fallback();
      }
      if (/remoteEntry/.test(route.request().url())) entries += 1;
      return new Promise<void>(() => undefined);
    });
    // The stalled script holds the page's load event: wait for its document only.
    await page.goto(`${EXAMPLES}/plain-html/`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => entries).toBe(1);
    down = false;
    // That try counts as failed after 8 s; the next, 2 s later, asks again; its answer brings the widgets.
    await expect.poll(() => askedAgain, { timeout: 16_000 }).toBe(true);
    await expect(page.locator('shop-results').getByTestId('product-tile').first()).toBeVisible({ timeout: 15_000 });
    expect(entries).toBe(1);
  });

  test('widgets whose remote did not load are mounted at once when the browser is back online, not at the next pause', async ({ page, context }) => {
    let down = true;
    let entries = 0;
    let askedAgainAt = 0;
    await routeRemoteButEmbed(page, (route) => {
      if (/remoteEntry/.test(route.request().url())) {
        if (down) entries += 1;
        else askedAgainAt ||= Date.now();
      }
      if (!down) return route.fallback();
      return route.fulfill({ status: 503, body: '' });
    });
    // The page's listeners of `online` (before the remote came, only the widgets' loader listens): a try that
    // failed waits for its pause or for the browser to be back online.
    await page.addInitScript(() => {
      const waiting = new Set<unknown>();
      const add = window.addEventListener.bind(window);
      const remove = window.removeEventListener.bind(window);
      window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
        if (type === 'online') waiting.add(listener);
        add(type, listener, options);
      }) as typeof window.addEventListener;
      window.removeEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions) => {
        if (type === 'online') waiting.delete(listener);
        remove(type, listener, options);
      }) as typeof window.removeEventListener;
      (window as { onlineWaiting?: () => number }).onlineWaiting = () => waiting.size;
    });
    await page.goto(`${EXAMPLES}/plain-html/`);
    // Three attempts (at 0, 2 and 6 s), the third seen to fail by the page: the next pause is 8 s.
    await expect.poll(() => entries, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.evaluate(() => (window as { onlineWaiting?: () => number }).onlineWaiting?.() ?? 0)).toBeGreaterThan(0);
    const waitingAt = Date.now();
    down = false;
    await context.setOffline(true);
    await context.setOffline(false);
    const backAt = Date.now();
    await expect(page.locator('shop-results').getByTestId('product-tile').first()).toBeVisible({ timeout: 15_000 });
    // Asked for again when the browser was back, not after the pause (8 s).
    expect(askedAgainAt).toBeGreaterThanOrEqual(waitingAt);
    expect(askedAgainAt - backAt).toBeLessThan(4_000);
  });

  for (const path of ['/embed.js', '/npm/@shop/embed@1.0.0/embed.js']) test(`embed.js added as <script type="module"> (which has no document.currentScript) still loads the remote from beside itself: ${path}`, async ({ page }) => {
    const remote = `http://localhost:${E2E_PORTS.search}`;
    // A CDN's address with an @ in it (a scoped package at a version) serves the remote's files below it.
    const cdn = '/npm/@shop/embed@1.0.0/';
    await page.route(
      (url) => url.origin === remote && url.pathname.startsWith(cdn),
      (route) => {
        const asked = new URL(route.request().url());
        return route.continue({ url: `${remote}/${asked.pathname.slice(cdn.length)}${asked.search}` });
      },
    );
    // A page of a storefront's own server (a page fulfilled by the test would count as a public address and
    // be refused the local remote), on a port the system picks.
    const storefront = createServer((_request, response) =>
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Storefront</title></head><body><main><shop-results locale="de-DE" api-base="${SHOP}/"></shop-results></main><script type="module" src="${remote}${path}"></script></body></html>`),
    );
    await new Promise<void>((resolve) => storefront.listen(0, resolve));
    // Where the entry was asked for: embed.js's container, in the folder embed.js came from, not below the
    // remote's root (which serves one too).
    const entries: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('remoteEntry')) entries.push(`${url.origin}${url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1)}`);
    });
    try {
      await page.goto(`http://localhost:${(storefront.address() as AddressInfo).port}/`);
      await expect(page.locator('shop-results').getByTestId('product-tile').first()).toBeVisible();
    } finally {
      storefront.closeAllConnections();
      storefront.close();
    }
    expect(entries).toEqual([`${remote}${path.slice(0, path.lastIndexOf('/') + 1)}embed/`]);
  });

  test("on a storefront page that enforces Trusted Types, embed.js, the remote's chunks and its texts load through the README's policies", async ({ page, browser }) => {
    const response = await page.goto(`${EXAMPLES}/plain-html/`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain('trusted-types shop-search shop-search#webpack shop-search#texts');
    // Every script came through a policy (a refusal fails the test): the tiles and the German texts are there.
    await expect(page.locator('shop-results').getByTestId('product-tile').first()).toBeVisible();
    await expect(page.locator('shop-search-box').getByRole('button', { name: 'Suchen' })).toBeVisible();
    // The page does enforce it: a plain string is refused (in a page of its own, whose refusal is expected).
    const probe = probing(await browser.newPage());
    await probe.goto(`${EXAMPLES}/plain-html/`);
    await expect(probe.locator('shop-results').getByTestId('product-tile').first()).toBeVisible();
    const refused = await probe.evaluate(() => {
      try {
        document.createElement('script').src = 'https://example.com/x.js';
        return false;
      } catch {
        return true;
      }
    });
    await probe.close();
    expect(refused).toBe(true);
  });

  test('a product click is announced as a cancelable shop-navigate with the URL on the shop; cancelled, the page stays', async ({ page }) => {
    await page.goto(`${EXAMPLES}/plain-html/`);
    await page.evaluate(() => {
      document.addEventListener('shop-navigate', (event) => {
        (window as unknown as { opened: string[] }).opened = [...((window as unknown as { opened?: string[] }).opened ?? []), (event as CustomEvent<{ url: string }>).detail.url];
        event.preventDefault();
      });
    });
    const address = page.url();
    const link = page.locator('shop-results').getByTestId('product-tile').first().locator('a').first();
    await expect(link).toBeVisible();
    await link.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { opened?: string[] }).opened ?? [])).toEqual([expect.stringMatching(new RegExp(`^${SHOP}/p/`))]);
    expect(page.url()).toBe(address);
  });

  test("<shop-filters> on a phone: a Filter button opens the facets in a dialog that filters the results and gives focus back; on a wide screen they are inline", async ({ page }) => {
    await page.goto(`${EXAMPLES}/plain-html/`);
    await search(page, await realSearchTerm());
    const filters = page.locator('shop-filters');
    const tiles = page.locator('shop-results').getByTestId('product-tile');
    await expect(tiles.first()).toBeVisible();
    // Its name says how many filters are on once there are ("Filtern (1 …)").
    const open = filters.getByRole('button', { name: /^Filtern/ });
    await expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(filters.getByTestId('facet')).toHaveCount(0);
    await open.click();
    const dialog = filters.getByRole('dialog', { name: 'Filter' });
    await expect(dialog).toBeVisible();
    // The whole screen, not the widget's box.
    expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    // Tab moves on inside it (focus sits in the widget's shadow root, not on the page's document).
    const focused = () => page.evaluate(() => {
      let element = document.activeElement;
      while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
      return element?.outerHTML.slice(0, 120) ?? '';
    });
    const seen = [await focused()];
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      seen.push(await focused());
    }
    expect(new Set(seen).size, seen.join(" / ")).toBe(4);
    const brands = dialog.getByRole('group', { name: 'Marke' });
    // By its name: a selected value moves within its facet, so "the first" is another one afterwards.
    const name = ((await brands.getByRole('checkbox').first().locator('xpath=..').locator('.sk-check__label').textContent()) ?? '').trim();
    const brand = brands.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) });
    const before = await dialog.getByTestId('result-count-button').textContent();
    // Checked once the filtered answer is there (the box shows the listing's state): a click, not check().
    await brand.click();
    // The results beside it are the filtered ones: the dialog's count button says how many.
    await expect(dialog.getByTestId('result-count-button')).not.toHaveText(before ?? '');
    await expect(brand).toBeChecked();
    await dialog.getByTestId('result-count-button').click();
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    await expect(open).toContainText('1');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(filters.getByTestId('facet').first()).toBeVisible();
    await expect(open).toBeHidden();
  });

  test('a filter picked with the keyboard in <shop-filters> keeps focus, in the phone dialog and inline on a wide screen (WCAG 2.4.3)', async ({ page }) => {
    await page.goto(`${EXAMPLES}/plain-html/`);
    await search(page, await realSearchTerm());
    const filters = page.locator('shop-filters');
    await expect(page.locator('shop-results').getByTestId('product-tile').first()).toBeVisible();
    const pick = async (scope: ReturnType<Page['locator']>) => {
      // A box not ticked yet, focused by its key: the list reorders when an answer comes in (a ticked value
      // goes to the end), so a position read twice may name two boxes.
      const key = await scope.getByRole('group', { name: 'Marke' }).getByRole('checkbox', { checked: false }).nth(1).getAttribute('data-focus-key');
      await scope.locator(`[data-focus-key="${key}"]`).focus();
      await page.keyboard.press('Space');
      // The facet is rendered again with the filtered answer: its box is a new element, and focus is on it.
      await expect(scope.locator(`[data-focus-key="${key}"]`)).toBeChecked();
      await expect.poll(() => focusedKey(page)).toBe(key);
    };
    await filters.getByRole('button', { name: /^Filtern/ }).click();
    await pick(filters.getByRole('dialog', { name: 'Filter' }));
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(filters.getByTestId('facet').first()).toBeVisible();
    await pick(filters);
  });

  test('axe finds no violation inside the widgets (shadow DOM included)', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${EXAMPLES}/plain-html/`);
    await search(page, await realSearchTerm());
    await expect(page.locator('shop-results').getByTestId('product-tile').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await axeFor(page)
      .include('shop-search-box')
      .include('shop-filters')
      .include('shop-results')
      .withTags(AXE_TAGS)
      // The page's outline is the storefront's: our results start at h2 under its h1.
      .disableRules(['page-has-heading-one'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).slice(0, 3).join(' | ')}`)).toEqual([]);
  });

  test('an unknown attribute value gives a console error naming the allowed values, and the widget still renders', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${EXAMPLES}/plain-html/`);
    await page.evaluate((shop) => {
      const element = document.createElement('shop-search-box');
      element.id = 'typo';
      element.setAttribute('routing', 'hash');
      element.setAttribute('api-base', `${shop}/`);
      document.body.append(element);
    }, SHOP);
    await expect(page.locator('#typo').getByTestId('search-input')).toBeVisible();
    expect(errors.join('\n')).toContain('routing="hash" is not allowed; allowed values: memory, url');
  });
});

test.describe('<shop-search>: the whole search in one element (examples/whole-search)', () => {
  test('a keyboard journey on a phone: search, a filter in the dialog, load more; focus is never lost and the heading sits under the page\'s h1', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${EXAMPLES}/whole-search/`);
    const widget = page.locator('shop-search');
    const term = await realSearchTerm();
    const input = widget.getByTestId('search-input');
    await input.focus();
    await page.keyboard.type(term);
    await page.keyboard.press('Enter');
    const tiles = widget.getByTestId('product-tile');
    await expect(tiles.first()).toBeVisible();
    // The storefront's h1 is the page's; the widget's results heading is an h2 under it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Garden Corner');
    await expect(widget.getByRole('heading', { level: 2, name: `Ergebnisse für „${term}“` })).toBeVisible();
    await expect(widget.getByRole('heading', { level: 1 })).toHaveCount(0);
    // The tiles' headings are h3 under it.
    await expect(tiles.first().getByRole('heading', { level: 3 })).toBeVisible();
    await expect(tiles.getByRole('heading', { level: 2 })).toHaveCount(0);
    // A brand picked with Space in the phone's filter dialog keeps focus; Escape gives it back to the button.
    const open = widget.getByRole('button', { name: /^Filtern/ });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = widget.getByRole('dialog', { name: 'Filter' });
    const brand = dialog.getByRole('group', { name: 'Marke' }).getByRole('checkbox').nth(1);
    const key = await brand.getAttribute('data-focus-key');
    await brand.focus();
    await page.keyboard.press('Space');
    await expect(dialog.locator(`[data-focus-key="${key}"]`)).toBeChecked();
    await expect.poll(() => focusedKey(page)).toBe(key);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    await expect(open).toContainText('1');
    // Without the filter again, load more from the keyboard: focus goes to the first product it added.
    await page.goto(`${EXAMPLES}/whole-search/`);
    await widget.getByTestId('search-input').fill(term);
    await widget.getByTestId('search-input').press('Enter');
    await expect(tiles.first()).toBeVisible();
    await untilTilesSettled(page);
    const shown = await tiles.count();
    const more = widget.getByTestId('load-more');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => tiles.count()).toBeGreaterThan(shown);
    await expect.poll(() => page.evaluate(() => {
      let element = document.activeElement;
      while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
      return element?.closest('[data-testid="product-tile"]') !== null;
    })).toBe(true);
    await page.waitForLoadState('networkidle');
    const results = await axeFor(page).include('shop-search').withTags(AXE_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).slice(0, 3).join(' | ')}`)).toEqual([]);
  });

  test("an advisor's answer narrows the widget's search where it is: the storefront's page stays, its address too (SPEC §3 advisor)", async ({ page }) => {
    await page.goto(`${EXAMPLES}/whole-search/`);
    const address = page.url();
    const widget = page.locator('shop-search');
    await widget.getByTestId('search-input').fill('stuhl');
    await widget.getByTestId('search-input').press('Enter');
    // The search's own answer (all products, before it, are spread over categories too).
    await expect(widget.getByRole('heading', { level: 2, name: 'Ergebnisse für „stuhl“' })).toBeVisible();
    await untilTilesSettled(page);
    const advisor = widget.getByTestId('advisor');
    await expect(advisor.getByRole('heading', { level: 3, name: 'Welche Kategorie suchen Sie?' })).toBeVisible();
    const answer = advisor.getByRole('link').nth(1);
    const text = ((await answer.textContent()) ?? '').trim();
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await answer.click();
    await expect(advisor).toHaveCount(0);
    // The answer's category is a filter of the widget's search now: its chip says so.
    await expect(widget.getByRole('button', { name: new RegExp(`^Filter ${text} entfernen`) })).toBeVisible();
    expect(page.url()).toBe(address);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  });
});

/** The plain-HTML example with its widgets replaced by one `<shop-search routing="url" base-path="/plain-html">`. */
async function urlRoutedSearch(page: Page): Promise<void> {
    await page.goto(`${EXAMPLES}/plain-html/`);
    await page.evaluate((shop) => {
      for (const el of document.querySelectorAll('shop-search-box, shop-filters, shop-results')) el.remove();
      const element = document.createElement('shop-search');
      element.setAttribute('api-base', `${shop}/`);
      element.setAttribute('routing', 'url');
      element.setAttribute('base-path', '/plain-html');
      document.querySelector('main')?.append(element);
    }, SHOP);
}

test.describe('a widget element moved on the page', () => {
  test('keeps its search and the products it loaded (a storefront moving it into a drawer, a framework re-parenting it)', async ({ page }) => {
    await page.goto(`${EXAMPLES}/plain-html/`);
    await search(page, await realSearchTerm());
    const results = page.locator('shop-results');
    const tiles = results.getByTestId('product-tile');
    await expect(tiles.first()).toBeVisible();
    await untilTilesSettled(page);
    const firstBlock = await tiles.count();
    await results.getByTestId('load-more').click();
    await expect.poll(() => tiles.count()).toBeGreaterThan(firstBlock);
    await untilTilesSettled(page);
    // The grid lays a block's tiles out over a few frames: the count is taken once it no longer grows.
    await expect
      .poll(async () => {
        const now = await tiles.count();
        await page.waitForTimeout(250);
        return now === (await tiles.count());
      })
      .toBe(true);
    const before = { count: await tiles.count(), first: await tiles.first().textContent() };
    // The only widget of its state left (as a page with one <shop-search>), then taken out and put back
    // elsewhere in one task.
    await page.evaluate(() => document.querySelectorAll('shop-search-box, shop-filters').forEach((el) => el.remove()));
    await page.evaluate(() => {
      const element = document.querySelector('shop-results');
      const drawer = document.createElement('section');
      document.body.append(drawer);
      if (element) drawer.append(element);
    });
    await page.waitForTimeout(300);
    expect(await tiles.count()).toBe(before.count);
    expect(await tiles.first().textContent()).toBe(before.first);
    // Removed for good, its widget goes: its shadow root is emptied once the element has stayed off the page.
    await page.evaluate(() => {
      const element = document.querySelector('shop-results');
      (window as unknown as { removed: Element | null }).removed = element;
      element?.remove();
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { removed: Element | null }).removed?.shadowRoot?.childNodes.length ?? -1))
      .toBe(0);
  });
});

test.describe('widgets with other settings on one page list apart', () => {
  test("load more in one <shop-results> leaves the blocks another one (another locale) loaded", async ({ page }) => {
    await page.goto(`${EXAMPLES}/plain-html/`);
    await page.evaluate((shop) => {
      for (const el of document.querySelectorAll('shop-search-box, shop-filters, shop-results')) el.remove();
      for (const locale of ['de-DE', 'pl-PL']) {
        const element = document.createElement('shop-results');
        element.setAttribute('api-base', `${shop}/`);
        element.setAttribute('locale', locale);
        element.id = `results-${locale}`;
        document.querySelector('main')?.append(element);
      }
    }, SHOP);
    const german = page.locator('#results-de-DE').getByTestId('product-tile');
    const polish = page.locator('#results-pl-PL').getByTestId('product-tile');
    await expect(german.first()).toBeVisible();
    await expect(polish.first()).toBeVisible();
    await untilTilesSettled(page);
    const [germanFirst, polishFirst] = [await german.count(), await polish.count()];
    await page.locator('#results-de-DE').getByTestId('load-more').click();
    await expect.poll(() => german.count()).toBeGreaterThan(germanFirst);
    await untilTilesSettled(page);
    const germanLoaded = await german.count();
    await page.locator('#results-pl-PL').getByTestId('load-more').click();
    await expect.poll(() => polish.count()).toBeGreaterThan(polishFirst);
    await untilTilesSettled(page);
    // The German widget's second block is still there.
    expect(await german.count()).toBe(germanLoaded);
  });
});

test.describe('page links in the widgets', () => {
  test('with memory routing they lead to the shop (a link opened in a new tab finds the page); a click moves the widget in place', async ({ page }) => {
    await page.goto(`${EXAMPLES}/whole-search/`);
    const address = page.url();
    const widget = page.locator('shop-search');
    await widget.getByTestId('search-input').fill('sofa');
    await widget.getByTestId('search-input').press('Enter');
    const second = widget.getByTestId('pagination').getByRole('link', { name: 'Nächste Seite' });
    await expect(second).toHaveAttribute('href', `${SHOP}/q/search?q=sofa&offset=48`);
    const opened = await page.request.get((await second.getAttribute('href'))!);
    expect(opened.status()).toBe(200);
    await second.click();
    await expect(widget.getByTestId('pagination').locator('[aria-current="page"]')).toHaveText('2');
    expect(page.url()).toBe(address);
  });

  test('with routing="url" they are under the base path', async ({ page }) => {
    await urlRoutedSearch(page);
    const input = page.locator('shop-search').getByTestId('search-input');
    await input.fill('sofa');
    await input.press('Enter');
    const second = page.locator('shop-search').getByTestId('pagination').getByRole('link', { name: 'Nächste Seite' });
    await expect(second).toHaveAttribute('href', '/plain-html/q/search?q=sofa&offset=48');
    await second.click();
    await expect(page).toHaveURL(`${EXAMPLES}/plain-html/q/search?q=sofa&offset=48`);
  });
});

test.describe('a search box alone (a header box on every page of the storefront)', () => {
  /** The plain-HTML example with its box only: its results and filters taken off the page once they came. */
  async function boxAlone(page: Page, routing?: 'url'): Promise<() => Promise<string[]>> {
    await page.goto(`${EXAMPLES}/plain-html/`);
    await expect(page.locator('shop-results').getByTestId('product-tile').first()).toBeVisible();
    await page.evaluate((routing) => {
      const seen: string[] = [];
      (window as unknown as { navigations: string[] }).navigations = seen;
      document.addEventListener('shop-navigate', (event) => {
        seen.push((event as CustomEvent<{ url: string }>).detail.url);
        if (routing) event.preventDefault();
      });
      for (const element of document.querySelectorAll('shop-results, shop-filters')) element.remove();
      const box = document.querySelector('shop-search-box')!;
      if (routing) {
        box.setAttribute('routing', routing);
        box.setAttribute('base-path', '/plain-html');
      }
    }, routing);
    return () => page.evaluate(() => [...(window as unknown as { navigations: string[] }).navigations]);
  }

  test("goes to the shop's search page with the term, announced first; with results beside it, it searched in place", async ({ page }) => {
    const term = await realSearchTerm();
    await boxAlone(page);
    await search(page, term);
    await page.waitForURL(`${SHOP}/q/search?q=${encodeURIComponent(term)}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Ergebnisse für „${term}“` })).toBeVisible();
  });

  test('with routing="url", to the storefront\'s own search page under base-path (cancelable: the storefront may route itself)', async ({ page }) => {
    const term = await realSearchTerm();
    const navigations = await boxAlone(page, 'url');
    await search(page, term);
    await expect.poll(navigations).toEqual([`${EXAMPLES}/plain-html/q/search?q=${encodeURIComponent(term)}`]);
    expect(page.url()).toBe(`${EXAMPLES}/plain-html/`);
  });
});

test.describe('routing="url": the search state in the page address, under base-path', () => {
  test('a search writes {base-path}/q/search?q=…, and back brings the widgets back to the page before', async ({ page }) => {
    const term = await realSearchTerm();
    await urlRoutedSearch(page);
    const input = page.locator('shop-search').getByTestId('search-input');
    await input.fill(term);
    await input.press('Enter');
    await expect(page).toHaveURL(`${EXAMPLES}/plain-html/q/search?q=${term}`);
    await expect(page.locator('shop-search').getByRole('heading', { level: 2, name: `Ergebnisse für „${term}“` })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${EXAMPLES}/plain-html/`);
    await expect(input).toHaveValue('');
  });

  test("an address the storefront's own router writes (history.pushState, no event of its own) is followed by the widgets, and back leaves it again", async ({ page }) => {
    const term = await realSearchTerm();
    await urlRoutedSearch(page);
    const widget = page.locator('shop-search');
    await expect(widget.getByTestId('search-input')).toBeVisible();
    // A link of the storefront's app to a search, routed by the app itself.
    await page.evaluate((path) => history.pushState({ storefront: true }, '', path), `/plain-html/q/search?q=${encodeURIComponent(term)}`);
    await expect(widget.getByRole('heading', { level: 2, name: `Ergebnisse für „${term}“` })).toBeVisible();
    await expect(widget.getByTestId('search-input')).toHaveValue(term);
    await expect(widget.getByTestId('product-tile').first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${EXAMPLES}/plain-html/`);
    await expect(widget.getByTestId('search-input')).toHaveValue('');
  });
});

test.describe('examples/iframe-parent on its own origin', () => {
  test('frames the shop, grows the frame to its content and sends it elsewhere with navigate', async ({ page }) => {
    await page.goto(`${EXAMPLES}/iframe-parent/`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByTestId('product-tile').first()).toBeVisible();
    await expect.poll(() => page.locator('iframe').evaluate((el: HTMLIFrameElement) => el.getBoundingClientRect().height)).toBeGreaterThan(800);
    await page.getByRole('button', { name: 'Lamps' }).click();
    await expect.poll(() => page.frames().find((f) => f !== page.mainFrame())?.url() ?? '').toMatch(/[?&]q=lamp/);
  });

  test('on a phone, the filter dialog in the frame grown to its content has its own height: its result button right after the filters, not at the foot of the whole page', async ({ page }) => {
    await page.goto(`${EXAMPLES}/iframe-parent/`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByTestId('product-tile').first()).toBeVisible();
    const frameHeight = () => page.locator('iframe').evaluate((el: HTMLIFrameElement) => el.getBoundingClientRect().height);
    await expect.poll(frameHeight).toBeGreaterThan(3_000);
    await frame.getByRole('button', { name: /^Filtern/ }).click();
    const dialog = frame.getByRole('dialog', { name: 'Filter' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Filter schließen' })).toBeFocused();
    const box = (await dialog.boundingBox())!;
    const button = (await dialog.getByTestId('result-count-button').boundingBox())!;
    // Fixed to the frame's viewport it was as tall as the frame (about 10,000 px), the button at its foot.
    expect(box.height).toBeLessThan((await frameHeight()) / 2);
    expect(button.y + button.height).toBeGreaterThan(box.y + box.height - 40);
    await dialog.getByTestId('result-count-button').click();
    await expect(dialog).toHaveCount(0);
    await expect(frame.getByRole('button', { name: /^Filtern/ })).toBeFocused();
  });

  test('on a phone, a toast in the frame grown to its content shows where the shopper is looking, not at the foot of the whole page', async ({ page, context }) => {
    await page.goto(`${EXAMPLES}/iframe-parent/`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByTestId('product-tile').first()).toBeVisible();
    await expect.poll(() => page.locator('iframe').evaluate((el: HTMLIFrameElement) => el.getBoundingClientRect().height)).toBeGreaterThan(3_000);
    // The shopper reads the first products (the storefront's page at its top) when the line drops: the shop says so.
    await context.setOffline(true);
    const toast = frame.getByTestId('toast');
    await expect(toast).toBeVisible();
    // In the storefront's viewport (the phone's 844 px), not thousands of pixels down at the frame's foot.
    await expect
      .poll(async () => {
        const box = await toast.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= 844;
      })
      .toBe(true);
    await context.setOffline(false);
  });
});

/** Run in the page: a `<shop-search-box>` at the top of its body, and embed.js. */
function addEmbeddedBox({ shop, embed }: { shop: string; embed: string }): void {
  const box = document.createElement('shop-search-box');
  box.setAttribute('locale', 'de-DE');
  box.setAttribute('api-base', `${shop}/`);
  document.body.prepend(box);
  const script = document.createElement('script');
  script.src = embed;
  document.head.append(script);
}

test.describe('a federated React storefront (examples/react-host)', () => {
  test('renders the typed exposed modules on their own, sharing one state, and routes product clicks itself', async ({ page }) => {
    const term = await realSearchTerm();
    await page.goto(`${EXAMPLES}/react-host/`);
    const address = page.url();
    const input = page.getByTestId('search-input');
    await input.fill(term);
    await input.press('Enter');
    const tiles = page.getByTestId('product-tile');
    await expect(tiles.first()).toBeVisible();
    // The filters module on a phone: its button, and its dialog with the facets.
    await page.getByRole('button', { name: 'Filtern', exact: true }).click();
    await expect(page.getByRole('dialog').getByTestId('facet').first()).toBeVisible();
    await page.getByRole('dialog').getByTestId('result-count-button').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The grid beside the box shows the typed term's products: its first tile is one of the API's hits.
    const api = (await (await fetch(`${SHOP}/q/api/search?q=${encodeURIComponent(term)}&locale=de_DE&assortment=DE&fetchsize=48`)).json()) as { items: { gridbox?: { keyfacts?: { title?: string } } }[] };
    const titles = api.items.map((i) => i.gridbox?.keyfacts?.title).filter(Boolean);
    await expect.poll(async () => titles.includes((await tiles.first().locator('h2, h3').first().textContent())?.trim())).toBe(true);
    expect(page.url()).toBe(address);
    await tiles.first().locator('a').first().click();
    await expect(page.getByTestId('opened')).toHaveText(new RegExp(`^Product: ${SHOP}/p/`));
    expect(page.url()).toBe(address);
  });

  test("with embed.js on the page too, loaded first: the app's modules load the remote with the app's React and show their products, and the widgets keep theirs", async ({ page }) => {
    const remote = `http://localhost:${E2E_PORTS.search}/`;
    // The app's federation runtime waits for the remote's manifest until embed.js's widget is mounted: the
    // container embed.js loaded is then on the page first. (It took the name the app loads, initialised with the
    // widgets' React: the app's modules failed with an invalid hook call, "Search is not available".)
    let widgetMounted: () => void = () => undefined;
    const mounted = new Promise<void>((resolve) => (widgetMounted = resolve));
    await page.route(`${remote}mf-manifest.json`, async (route) => {
      await mounted;
      await route.continue();
    });
    // Once the app's deferred bundle has run (its runtime asks for the manifest), before the page has loaded.
    await page.addInitScript({ content: `document.addEventListener('DOMContentLoaded', () => (${addEmbeddedBox.toString()})(${JSON.stringify({ shop: SHOP, embed: `${remote}embed.js` })}))` });
    await page.goto(`${EXAMPLES}/react-host/`);
    await expect(page.locator('shop-search-box').getByTestId('search-input')).toBeVisible();
    widgetMounted();
    const app = page.locator('#root');
    await expect(app.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.getByText(/not available/)).toHaveCount(0);
    // Each has its container: the app's `search`, and embed.js's own.
    expect(await page.evaluate(() => ['shop_search', 'shop_search_embed'].map((name) => typeof (window as unknown as Record<string, unknown>)[name]))).toEqual(['object', 'object']);
    // Both work: the widget's box suggests, the app's box searches.
    await page.locator('shop-search-box').getByTestId('search-input').pressSequentially((await realSearchTerm()).slice(0, 3));
    await expect(page.locator('shop-search-box').getByTestId('suggestions').getByRole('option').first()).toBeVisible();
    const input = app.getByTestId('search-input');
    await input.fill(await realSearchTerm());
    await input.press('Enter');
    await expect(app.getByTestId('product-tile').first()).toBeVisible();
  });

  test("with embed.js added after the app has loaded the remote: the widgets use the app's container, and with it the app's React (README)", async ({ page }) => {
    const remote = `http://localhost:${E2E_PORTS.search}/`;
    const ownContainer: string[] = [];
    page.on('request', (request) => request.url().includes('/embed/remoteEntry') && ownContainer.push(request.url()));
    await page.goto(`${EXAMPLES}/react-host/`);
    await expect(page.locator('#root').getByTestId('product-tile').first()).toBeVisible();
    await page.evaluate(addEmbeddedBox, { shop: SHOP, embed: `${remote}embed.js` });
    await expect(page.locator('shop-search-box').getByTestId('search-input')).toBeVisible();
    expect(ownContainer).toEqual([]);
    await expect(page.locator('#root').getByTestId('product-tile').first()).toBeVisible();
  });

  test("a search the API redirects (a brand's name) is announced once, however many modules show it; routed by the app, the results say where it leads", async ({ page }) => {
    await page.goto(`${EXAMPLES}/react-host/`);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { navigations: string[] }).navigations = seen;
      document.addEventListener('shop-navigate', (event) => seen.push((event as CustomEvent<{ url: string }>).detail.url), true);
    });
    const input = page.getByTestId('search-input');
    await input.fill(await realBrand());
    await input.press('Enter');
    await expect(page.getByTestId('opened')).toHaveText(new RegExp(`^Product: ${SHOP}/q/(de-DE/)?brand/`));
    // The filters and the results both followed the redirect: one event (two routed the app twice).
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { navigations: string[] }).navigations.length)).toBe(1);
    // The app routed it itself and kept the modules on screen: a link where the search leads, not a skeleton.
    const redirecting = page.getByTestId('redirecting').getByRole('link');
    await expect(redirecting).toHaveText(/weitergeleitet/);
    await expect(redirecting).toHaveAttribute('href', new RegExp(`^${SHOP}/q/(de-DE/)?brand/`));
    // That link is announced as well when clicked, as a custom element's is: the app routes it again and the
    // storefront's page stays (a plain link left the tab for the shop).
    const address = page.url();
    await redirecting.first().click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { navigations: string[] }).navigations.length)).toBe(2);
    await page.waitForTimeout(300);
    expect(page.url()).toBe(address);
    await expect(page.getByRole('heading', { level: 1, name: 'Corner Furniture' })).toBeVisible();
  });

  test('with the search remote down, the storefront keeps its page and says search is not available', async ({ page }) => {
    await page.route(`http://localhost:${E2E_PORTS.search}/**`, (route) => route.abort());
    await page.goto(`${EXAMPLES}/react-host/`);
    await expect(page.getByTestId('search-unavailable')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Corner Furniture' })).toBeVisible();
  });
});

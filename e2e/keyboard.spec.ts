import type { Locator, Page } from '@playwright/test';
import { clientRendered, expect, test } from './fixtures';
import { closeWatchersMade, realSearchTerm, recordCloseWatchers, requestClose, untilTilesSettled } from './helpers';

/**
 * Issue 12: a keyboard-only and a screen-reader shopper search, filter, set a price, sort, load more, paginate
 * and open a product without losing their place. After each step focus is on the control that was used or
 * on the first new content, and the listing's one polite live region says the result, in German here.
 */

/**
 * The live region a screen reader hears: the listing's, or the filter dialog's while it is open (the page
 * behind the dialog, with the listing's region, is inert, so what that region says is not read).
 */
const liveRegion = (page: Page) => page.locator('[data-testid="live-region"]:not([inert] *)');
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-focus-key') ?? document.activeElement?.tagName ?? '');

async function resultCount(page: Page): Promise<string> {
  return ((await page.getByTestId('result-count').textContent()) ?? '').trim();
}

async function openSearch(page: Page): Promise<string> {
  const term = await realSearchTerm();
  await page.goto(`/q/search?q=${term}`);
  await expect(page.getByTestId('product-tile').first()).toBeVisible();
  return term;
}

/** The filters: the dialog on a phone (opened with the keyboard), the inline panel on a wide screen. */
async function filters(page: Page, phone: boolean): Promise<Locator> {
  if (!phone) return page.locator('.sk-filters-inline');
  await page.getByRole('button', { name: /^Filtern/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The next search answer: waited for before the announcement is read, which the first load already matched. */
const nextSearchAnswer = (page: Page) => page.waitForResponse((response) => response.url().includes('/q/api/search'));

/** A name as the API or a storefront might give it: one word longer than a phone is wide. */
const LONG_WORD = 'Superlangerunzerbrechlicherbezeichnungstextohneleerzeichen';

/** An API answer with every string under one of `keys` (at any depth) made {@link LONG_WORD}. */
function lengthened(value: unknown, keys: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => lengthened(item, keys));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, typeof v === 'string' && keys.has(key) ? LONG_WORD : lengthened(v, keys)]));
  return value;
}

/**
 * Holds the answers for further blocks (load more) until `release()`; `hold()` holds the next ones again. While
 * one is held the page says SPEC §4's "products are loading".
 */
async function holdNextBlocks(page: Page): Promise<{ hold: () => void; release: () => void }> {
  let held = Promise.resolve();
  let open = () => undefined as void;
  const hold = () => {
    held = new Promise<void>((resolve) => (open = resolve));
  };
  await page.route(/\/q\/api\/search\?.*offset=[1-9]/, async (route) => {
    await held;
    await route.continue();
  });
  hold();
  return { hold, release: () => open() };
}

/** Load more pressed from the keyboard, and the next block on its way. */
async function loadMoreByKeyboard(page: Page): Promise<void> {
  await page.getByTestId('load-more').focus();
  await page.keyboard.press('Enter');
  await expect(liveRegion(page)).toHaveText('Produkte werden geladen');
}

/** A search page's first block in, then load more pressed from the keyboard with the next block held. */
async function loadMoreWithNextBlockHeld(page: Page): Promise<{ tiles: Locator; before: number; release: () => void }> {
  await openSearch(page);
  const tiles = page.getByTestId('product-tile');
  await untilTilesSettled(page);
  const before = await tiles.count();
  // While the next block is on its way, SPEC §4's "products are loading" is said.
  const { release } = await holdNextBlocks(page);
  await loadMoreByKeyboard(page);
  return { tiles, before, release };
}

/** Past the effects of the last commit: two frames and a task. */
const pastCommitEffects = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));

/** The live region says the new count once the result is in. */
async function expectAnnouncedCount(page: Page): Promise<void> {
  await expect(page.locator('.sk-grid[aria-busy="true"]')).toHaveCount(0);
  // The count is read again on each try: the busy state may not have begun when the check above ran.
  await expect
    .poll(async () => ((await liveRegion(page).textContent()) ?? '').includes(`${await resultCount(page)}. Laden abgeschlossen.`))
    .toBe(true);
}

for (const phone of [true, false]) {
  const where = phone ? 'on a phone' : 'on a wide screen';
  const tag = phone ? [] : ['@desktop'];

  test.describe(`keyboard journeys ${where}`, { tag }, () => {
    test('a search from the home page moves focus to the results h1, names the page and announces the count', async ({ page }) => {
      const term = await realSearchTerm();
      await page.goto('/');
      await expect(page.getByTestId('product-tile').first()).toBeVisible();
      await expect(page).toHaveTitle(/ – Shop$/);
      await page.getByTestId('search-input').focus();
      await page.keyboard.type(term);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`q=${term}`));
      const h1 = page.locator('#main h1');
      await expect(h1).toBeFocused();
      await expect(h1).toContainText(term);
      await expect(page).toHaveTitle(`Ergebnisse für „${term}“ – Shop`);
      await expectAnnouncedCount(page);
    });

    test('the results h1 is focused once on a new search, and stays the element focused while the results come (not made anew, read twice)', async ({ page }) => {
      const term = await realSearchTerm();
      await page.goto('/');
      await expect(page.getByTestId('product-tile').first()).toBeVisible();
      // The answer is held until the heading was seen focused: the page shows its heading over a skeleton first
      // (a fixed delay could pass before the test looked, on a busy machine, and the check below prove nothing).
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/q\/api\/search\?/, async (route) => {
        await held;
        await route.fallback();
      });
      await page.evaluate(() => {
        const focused: string[] = [];
        (window as unknown as { focusedHeadings: string[] }).focusedHeadings = focused;
        document.addEventListener('focusin', (event) => {
          if (event.target instanceof HTMLHeadingElement) focused.push(event.target.textContent ?? '');
        });
      });
      await page.getByTestId('search-input').focus();
      await page.keyboard.type(term);
      await page.keyboard.press('Enter');
      const h1 = page.locator('#main h1');
      await expect(h1).toBeFocused();
      await h1.evaluate((element) => element.setAttribute('data-first-focused', ''));
      await expect(page.getByTestId('skeleton-grid')).toBeVisible();
      release();
      await expect(page.getByTestId('product-tile').first()).toBeVisible();
      await untilTilesSettled(page);
      await expect(page.locator('#main h1[data-first-focused]')).toBeFocused();
      expect(await page.evaluate(() => (window as unknown as { focusedHeadings: string[] }).focusedHeadings)).toHaveLength(1);
    });

    test('a header category link moves focus to the category h1 and titles the page after it', async ({ page }) => {
      await page.goto('/');
      const link = page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link').first();
      const name = ((await link.textContent()) ?? '').trim();
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/h\//);
      const h1 = page.locator('#main h1');
      await expect(h1).toBeFocused();
      await expect(h1).toHaveText(name);
      await expect(page).toHaveTitle(`${name} – Shop`);
      // The header says which category the shopper is in (WCAG 1.3.1), and only that one.
      const categories = page.getByRole('navigation', { name: 'Kategorien' });
      await expect(categories.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(categories.locator('a[aria-current]')).toHaveCount(1);
    });

    test('a facet checkbox keeps focus and the result is announced; the filter button counts active filters', async ({ page }) => {
      await openSearch(page);
      const panel = await filters(page, phone);
      const checkbox = panel.getByTestId('facet').filter({ hasText: 'Marke' }).getByRole('checkbox').first();
      await checkbox.focus();
      const key = await checkbox.getAttribute('data-focus-key');
      const answer = nextSearchAnswer(page);
      await page.keyboard.press('Space');
      await expect(page).toHaveURL(/brand=/);
      await answer;
      // The selected value may move up the list: follow it by its key, not its place.
      await expect(panel.locator(`[data-focus-key="${key}"]`)).toBeChecked();
      await expectAnnouncedCount(page);
      expect(await focused(page)).toBe(key);
      if (phone) {
        // Escape still closes the dialog, and focus returns to the button, which now says a filter is active.
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        const button = page.getByRole('button', { name: /^Filtern/ });
        await expect(button).toBeFocused();
        await expect(button).toHaveAccessibleName('Filtern (1 Filter aktiv)');
      }
    });

    test('back to a filtered search from another page moves focus to its h1 (WCAG 2.4.3)', async ({ page }) => {
      await openSearch(page);
      const panel = await filters(page, phone);
      await panel.getByTestId('facet').filter({ hasText: 'Marke' }).getByRole('checkbox').first().focus();
      await page.keyboard.press('Space');
      await expect(page).toHaveURL(/brand=/);
      if (phone) {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      const link = page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link').first();
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/h\//);
      await expect(page.locator('#main h1')).toBeFocused();
      // The filtered entry's own state says "same page" (a filter change); it is another page than the last one.
      await page.goBack();
      await expect(page).toHaveURL(/brand=/);
      await expect(page.locator('#main h1')).toBeFocused();
      await expect(page.locator('#main h1')).toContainText(await realSearchTerm());
    });

    test('show more in a facet moves focus to the first value it revealed', async ({ page }) => {
      await openSearch(page);
      const panel = await filters(page, phone);
      const more = panel.getByRole('button', { name: 'Mehr anzeigen' }).first();
      const key = await more.getAttribute('data-focus-key');
      const facet = panel.getByTestId('facet').filter({ has: page.locator(`[data-focus-key="${key}"]`) });
      const before = await facet.getByRole('checkbox').count();
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(facet.getByRole('checkbox').nth(before)).toBeFocused();
    });

    test('a price is applied with focus on Apply; a wrong price is said in German', async ({ page }) => {
      await openSearch(page);
      const panel = await filters(page, phone);
      const min = panel.getByRole('textbox', { name: /Mindestpreis/ });
      await min.fill('abc');
      await panel.getByRole('button', { name: 'Anwenden' }).focus();
      await page.keyboard.press('Enter');
      await expect(panel.getByRole('alert')).toHaveText('Bitte geben Sie eine Zahl ein.');
      await expect(min).toBeFocused();
      await min.fill('50');
      await panel.getByRole('textbox', { name: /Höchstpreis/ }).fill('10');
      await panel.getByRole('button', { name: 'Anwenden' }).focus();
      await page.keyboard.press('Enter');
      await expect(panel.getByRole('alert')).toHaveText('Der Mindestpreis darf nicht höher als der Höchstpreis sein.');
      await panel.getByRole('textbox', { name: /Höchstpreis/ }).fill('');
      await min.fill('20');
      const apply = panel.getByRole('button', { name: 'Anwenden' });
      await apply.focus();
      const answer = nextSearchAnswer(page);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/price/);
      await answer;
      await expectAnnouncedCount(page);
      await expect(apply).toBeFocused();
    });

    test('removing a chip and "reset all" leave focus on the result count, never on <body>', async ({ page }) => {
      await openSearch(page);
      const panel = await filters(page, phone);
      const boxes = panel.getByTestId('facet').filter({ hasText: 'Marke' }).getByRole('checkbox');
      for (let pick = 0; pick < 2; pick += 1) {
        // A box not ticked yet, focused by its key: the list reorders when an answer comes in, so a position
        // read twice may name two boxes (a run focused another box and ticked it).
        const key = await boxes.and(page.getByRole('checkbox', { checked: false })).nth(1).getAttribute('data-focus-key');
        await panel.locator(`[data-focus-key="${key}"]`).focus();
        await page.keyboard.press('Space');
        await expect(panel.locator(`[data-focus-key="${key}"]`)).toBeChecked();
        await expect(page.locator('.sk-grid[aria-busy="true"]')).toHaveCount(0);
      }
      if (phone) {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      // Both ticks answered: a chip stands for each.
      const chips = page.getByRole('button', { name: /^Filter .* entfernen$/ });
      await expect(chips).toHaveCount(2);
      await chips.first().focus();
      await page.keyboard.press('Enter');
      await expect(chips).toHaveCount(1);
      await expectAnnouncedCount(page);
      await expect(page.getByTestId('result-count')).toBeFocused();
      await page.locator('.sk-chips').getByRole('button', { name: 'Alle Filter zurücksetzen' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(/brand=/);
      await expectAnnouncedCount(page);
      await expect(page.getByTestId('result-count')).toBeFocused();
    });

    test('sort: arrow keys only choose, Enter sorts once, focus stays on the select', async ({ page }) => {
      await openSearch(page);
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/q/api/search')) requests.push(request.url());
      });
      const select = page.getByRole('combobox', { name: 'Sortieren nach' });
      await select.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(select).not.toHaveValue('relevance');
      expect(page.url()).not.toContain('sort=');
      expect(requests).toEqual([]);
      // Wait for the sorted answer itself: on a busy machine the URL changes before the request leaves, and
      // the live region still holds the first load's (matching) announcement.
      const sorted = page.waitForResponse((response) => response.url().includes('/q/api/search') && response.url().includes('sort='));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/sort=/);
      await sorted;
      await expectAnnouncedCount(page);
      await expect(select).toBeFocused();
      expect(requests.filter((url) => url.includes('sort=')).length).toBe(1);
    });

    test('load more moves focus to the first new product and announces how many are shown', async ({ page }) => {
      const { tiles, before, release } = await loadMoreWithNextBlockHeld(page);
      release();
      await expect.poll(() => tiles.count()).toBeGreaterThan(before);
      await expect(tiles.nth(before).getByRole('link')).toBeFocused();
      await untilTilesSettled(page);
      await expect(liveRegion(page)).toHaveText(`Laden abgeschlossen. ${await tiles.count()} Produkte angezeigt`);
    });

    test('focus the shopper moved while more products were loading stays where it went (not pulled to the first new product)', async ({ page }) => {
      const { tiles, before, release } = await loadMoreWithNextBlockHeld(page);
      // While they come the shopper goes to the page's start with the skip link.
      await page.getByRole('link', { name: /Zum Hauptinhalt/ }).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('#main')).toBeFocused();
      release();
      await expect.poll(() => tiles.count()).toBeGreaterThan(before);
      await untilTilesSettled(page);
      await pastCommitEffects(page);
      await expect(page.locator('#main')).toBeFocused();
    });

    test('a press that does not focus the button (Safari: focus stays on <main>) still moves focus to the first new product, unless the shopper moved on to the sort', async ({ page }) => {
      await openSearch(page);
      const tiles = page.getByTestId('product-tile');
      await untilTilesSettled(page);
      const main = page.locator('#main');
      const { hold, release } = await holdNextBlocks(page);
      /** Load more pressed as Safari presses it: the click comes, focus stays where it was (here <main>). */
      const pressLikeSafari = async () => {
        await main.focus();
        await page.getByTestId('load-more').evaluate((button) => (button as HTMLElement).click());
        await expect(liveRegion(page)).toHaveText('Produkte werden geladen');
      };
      // Nothing else: the first new product takes focus.
      let before = await tiles.count();
      await pressLikeSafari();
      release();
      await expect.poll(() => tiles.count()).toBeGreaterThan(before);
      await expect(tiles.nth(before).getByRole('link')).toBeFocused();
      await untilTilesSettled(page);
      // The shopper goes to the sort while the next block comes (inside the same <main>): focus stays there.
      hold();
      before = await tiles.count();
      await pressLikeSafari();
      const sort = page.getByRole('combobox', { name: 'Sortieren nach' });
      await sort.focus();
      release();
      await expect.poll(() => tiles.count()).toBeGreaterThan(before);
      await untilTilesSettled(page);
      await pastCommitEffects(page);
      await expect(sort).toBeFocused();
    });

    test('pagination moves focus to the first product of the new page and announces the count', async ({ page }) => {
      await openSearch(page);
      const next = page.getByTestId('pagination').getByRole('link', { name: 'Nächste Seite' });
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/offset=48/);
      await expect(page.getByTestId('product-tile').first().getByRole('link')).toBeFocused();
      await expectAnnouncedCount(page);
    });

    test('a product link says title, price and availability once; Enter opens the product', async ({ page }) => {
      await openSearch(page);
      const tile = page.getByTestId('product-tile').first();
      const title = ((await tile.locator('.sk-tile__title').textContent()) ?? '').trim();
      const price = ((await tile.locator('.sk-tile__price').textContent()) ?? '').trim();
      const link = tile.getByRole('link');
      // The name the browser gives the link (its accessibility tree), each part once and in this order.
      const availability = ((await tile.locator('.sk-tile__availability').first().textContent()) ?? '').trim();
      expect(availability).toMatch(/^(Verfügbar|Nicht verfügbar|Bald verfügbar)/);
      await expect(link).toHaveAccessibleName(`${title} ${price} ${availability}`.replace(/\s+/g, ' '));
      await expect(tile.locator('img')).toHaveAttribute('alt', '');
      const href = await link.getAttribute('href');
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${(href ?? '').replace(/[?]/g, '\\?')}$`));
    });
  });
}

test.describe('the phone filter dialog', () => {
  test('makes the page behind it inert and gives it back when closed', async ({ page }) => {
    await openSearch(page);
    await filters(page, true);
    await expect(page.locator('#root')).toHaveJSProperty('inert', true);
    const exposed = await page.evaluate(() => [...document.querySelectorAll('a[href], button, input, select')].filter((e) => !e.closest('[inert]') && !e.closest('[role="dialog"]')).length);
    expect(exposed).toBe(0);
    await page.keyboard.press('Escape');
    await expect(page.locator('#root')).toHaveJSProperty('inert', false);
  });

  test("closes on the platform's close request (Android's back gesture), which otherwise took the shopper off the results to the page before; address and history stay, focus returns to the button", async ({ page }) => {
    // A test cannot make the back gesture: it asks the dialog's close watcher to close, as the gesture does.
    await recordCloseWatchers(page);
    await page.goto('/');
    await expect(page.locator('html[data-shop-ready]')).toBeAttached();
    await openSearch(page);
    const address = page.url();
    const entries = await page.evaluate(() => history.length);
    await filters(page, true);
    expect(await requestClose(page)).toBe(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(page.url()).toBe(address);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await expect(page.getByRole('button', { name: /^Filtern/ })).toBeFocused();
    await expect(page.locator('#root')).toHaveJSProperty('inert', false);
    // Opened again, it has a watcher again (the last one went with the dialog that closed).
    await filters(page, true);
    expect(await closeWatchersMade(page)).toBe(2);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("Escape in a facet's search field empties the field and keeps the dialog; the next Escape closes it", async ({ page }) => {
    await openSearch(page);
    const dialog = await filters(page, true);
    const field = dialog.getByRole('searchbox', { name: 'Marke durchsuchen' });
    const brands = dialog.getByTestId('facet').filter({ hasText: 'Marke' }).getByRole('checkbox');
    const all = await brands.count();
    await field.focus();
    await page.keyboard.type('zzz');
    await expect(brands).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(field).toHaveValue('');
    await expect(brands).toHaveCount(all);
    await expect(dialog).toBeVisible();
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Filtern/ })).toBeFocused();
  });
});

test.describe('the phone filter dialog and history', () => {
  test("a browser's back button to another page closes it: the page before is neither covered nor kept from scrolling, nor is it when the shopper comes forward again", async ({ page }) => {
    // Two category pages: each has a listing of its own, and the one left takes its dialog with it.
    await page.goto('/h/de-DE/haus-garten/c1');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    const firstHeading = ((await heading.textContent()) ?? '').trim();
    const chips = page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link');
    await chips.nth(2).click();
    await expect(page).not.toHaveURL(/\/c1$/);
    const other = page.url();
    await expect(page.locator('html[data-shop-ready]')).toBeAttached();
    await filters(page, true);
    await page.goBack();
    await expect(page).toHaveURL(/\/h\/de-DE\/haus-garten\/c1$/);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#root')).toHaveJSProperty('inert', false);
    expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
    // Forward to the page it was open on: that page comes back without it.
    await page.goForward();
    await expect(page).toHaveURL(other);
    // That page is shown again (its heading, its products) and has had its moment to open a dialog: it does not.
    await expect(heading).not.toHaveText(firstHeading);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await untilTilesSettled(page);
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#root')).toHaveJSProperty('inert', false);
    expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
    // Within one page, a filter changes only the query: the dialog stays for the next choice.
    await filters(page, true);
    await page.getByRole('dialog').getByTestId('facet').getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/\?/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('reflow at 320 px (WCAG 1.4.10)', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('the search page does not scroll sideways and the sort select is whole; titles are not clamped', async ({ page }) => {
    await openSearch(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const box = await page.getByRole('combobox', { name: 'Sortieren nach' }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    const clamped = await page.locator('.sk-tile__title').evaluateAll((titles) => titles.filter((t) => t.scrollHeight > t.clientHeight + 1).length);
    expect(clamped).toBe(0);
  });

  test("the storefront's footer with one long word in its links and text wraps: the page never widens", async ({ page }) => {
    // Rendered by the browser: the fragment below is the one the page reads (the server's render reads its own).
    await clientRendered(page);
    await page.route(/\/n\/footer\?/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(/>([^<>]{3,})</g, `>${LONG_WORD}<`) });
    });
    await openSearch(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: LONG_WORD }).first()).toBeVisible();
    expect(await footer.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('suggestions the API names with one long word wrap inside the list: it never scrolls sideways', async ({ page }) => {
    await page.route(/\/q\/api\/suggest\?/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: lengthened(await response.json(), new Set(['label'])) });
    });
    await openSearch(page);
    const field = page.getByTestId('search-input').first();
    await field.fill('');
    await field.pressSequentially('so');
    const list = page.locator('.sk-search__suggestions:visible');
    await expect(list.getByRole('option').first()).toContainText(LONG_WORD);
    // The group's name and each suggestion: no text wider than the list.
    expect(await list.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  });

  test("a long word the shopper chose (a German compound searched, a brand filtered) wraps inside its box and never widens the page", async ({ page }) => {
    const word = 'Kinderschreibtischstuhlhöhenverstellung';
    // Text that reaches past the page's right edge, measured by its glyphs, not by the box it should fit in. A
    // phone's browser widens its layout viewport to fit what overflows, so the edge is the screen's width.
    const pastTheEdge = () =>
      page.evaluate((width) => {
        const out: string[] = [];
        const walker = document.createTreeWalker(document.querySelector('#main')!, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement!;
          if (!node.textContent?.trim() || element.closest('.sk-visually-hidden')) continue;
          // A row that scrolls sideways on purpose (the recommendations) holds its text within itself.
          let scroller: HTMLElement | null = element;
          while (scroller && getComputedStyle(scroller).overflowX === 'visible') scroller = scroller.parentElement;
          if (scroller && scroller !== document.documentElement && scroller !== document.body) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if (range.getBoundingClientRect().right > width + 0.5) out.push(`${element.className || element.tagName}: ${node.textContent.slice(0, 30)}`);
        }
        return { out, wide: document.documentElement.scrollWidth > width };
      }, 320);
    // No results: the card's heading names the term, and its link searches the storefront for it.
    await page.goto(`/q/search?q=${word}`);
    await expect(page.getByRole('heading', { name: /^Keine Ergebnisse/ })).toContainText(word);
    expect(await pastTheEdge()).toEqual({ out: [], wide: false });
    // A filter of the shopper's own (or the API's long brand name) is a chip that says it.
    await page.goto(`/q/search?q=${await realSearchTerm()}&brand=${word}`);
    await expect(page.getByRole('button', { name: `Filter ${word} entfernen` })).toBeVisible();
    expect(await pastTheEdge()).toEqual({ out: [], wide: false });
  });
});

test.describe('on a wide screen', { tag: '@desktop' }, () => {
  test("names the API gives as one long word (facets, their values, brands, products, sorts) wrap inside their boxes: none runs over the products", async ({ page }) => {
    // Rendered by the browser: the answers below are the ones the page reads (the server's render reads its own).
    await clientRendered(page);
    await page.route(/\/q\/api\/search\?/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: lengthened(await response.json(), new Set(['label', 'title', 'name'])) });
    });
    await openSearch(page);
    await expect(page.getByRole('button', { name: LONG_WORD }).first()).toBeVisible();
    // Text that reaches past the box of the element that holds it (which is what runs over its neighbours), or
    // past the screen; a row that scrolls sideways on purpose holds its text within itself.
    const overflowing = await page.evaluate(() => {
      const out: string[] = [];
      const walker = document.createTreeWalker(document.querySelector('#main')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement!;
        if (!node.textContent?.trim() || element.closest('.sk-visually-hidden') || getComputedStyle(element).overflow !== 'visible') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.width > 0 && (text.right > element.getBoundingClientRect().right + 1 || text.right > innerWidth)) out.push(`${element.className || element.tagName}: ${node.textContent.slice(0, 20)}`);
      }
      return out;
    });
    expect(overflowing).toEqual([]);
  });

  test('the skip link takes focus past the header to the page: the next Tab is in the results, the address and search stay', async ({ page }) => {
    const term = await openSearch(page);
    const address = page.url();
    const entries = await page.evaluate(() => history.length);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /Zum Hauptinhalt/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main')))).toBe(true);
    await expect(page.locator('#main h1')).toContainText(term);
    expect(page.url().replace(/#main$/, '')).toBe(address);
    // A fragment link makes a history entry in any browser; the page is the same one, with its results.
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(entries + 1);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
  });

  test('the sticky header never covers a focused product', async ({ page }) => {
    await openSearch(page);
    const link = page.getByTestId('product-tile').nth(3).getByRole('link');
    const headerBottom = await page.locator('.shell__header').evaluate((h) => h.getBoundingClientRect().bottom);
    // Scroll so that the first row's product names sit just under the sticky header, then Tab back to one.
    await link.evaluate((a, bottom) => window.scrollBy(0, a.getBoundingClientRect().top - bottom + 10), headerBottom);
    await page.getByTestId('product-tile').nth(4).getByRole('link').evaluate((a) => (a as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press('Shift+Tab');
    await expect(link).toBeFocused();
    const linkTop = await link.evaluate((a) => a.getBoundingClientRect().top);
    expect(linkTop).toBeGreaterThanOrEqual(headerBottom);
    // The clearance is the root's own scroll padding (a custom property every element inherits made the
    // browser restyle the whole page), kept only where the header sticks: below 768 px it scrolls away.
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--shell-header-h'))).toBe('');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop)).toBe('auto');
  });

  test('the page title and meta description come from /n/meta, read as text', async ({ page }) => {
    // The browser's reading of a faked fragment is checked here; the server's is in e2e/serverRendering.spec.ts.
    await clientRendered(page);
    await page.route(/\/n\/meta\?/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>Sofas &amp; more</title><meta name="description" content="Alles für Ihr Zuhause"><script>window.__pwned = true</script>',
      }),
    );
    await openSearch(page);
    await expect(page).toHaveTitle('Sofas & more');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Alles für Ihr Zuhause');
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  });

  test('the meta description goes with the page: a next page whose /n/meta has none keeps none', async ({ page }) => {
    await openSearch(page);
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute('content', /\S/);
    // The category's meta fragment (its own pageId) names a title and no description; it comes once let go.
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    await page.route(/\/n\/meta\?.*pageId=/, async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Nur ein Titel</title>' });
    });
    await page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/h\//);
    await expect(page.locator('#main h1')).toBeFocused();
    // While it is on its way, the description stays (nothing is known yet).
    await expect(description).toHaveCount(1);
    letGo();
    await expect(page).toHaveTitle('Nur ein Titel');
    await expect(description).toHaveCount(0);
    // Back on the search, its description comes back from its fragment.
    await page.goBack();
    await expect(description).toHaveAttribute('content', /\S/);
  });

  test('without a meta title the title is computed per page and language', async ({ page }) => {
    const term = await realSearchTerm('pl_PL');
    await page.goto(`/q/pl-PL/search?q=${term}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`${term}.* – Sklep$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Dom, ogród/);
  });
});

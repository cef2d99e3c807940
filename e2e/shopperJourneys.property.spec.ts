import fc from 'fast-check';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { PROPERTY_SEED } from './helpers';

/**
 * Generated shopper journeys (fast-check) on a phone and on a wide screen: sequences of filter, sort, load
 * more, paging, reset, a search, a department, back and forward (and on a phone, the filter overlay's result
 * and close buttons). After every step the page must show exactly what a fresh load of its address shows: the
 * same count, sort, selected filters and checked values, and the fresh page's products first, in its order. A
 * page whose state drifted from its address (a stale grid after going back, a filter applied but not written,
 * a sort lost by a reset) fails here, whatever the steps that led to it. An embedded page (`isEmbedded=true`)
 * must also keep the parameter at every address. The fixture also fails the test on any uncaught error.
 */

/** `PROPERTY_SEED` picks the journeys (helpers.ts); `JOURNEY_LOG=1` prints every step's journey and address. */
const SEED = PROPERTY_SEED;

type Step = {
  kind: 'facet' | 'price' | 'chip' | 'sort' | 'loadMore' | 'nextPage' | 'resetAll' | 'search' | 'department' | 'back' | 'forward' | 'showResults' | 'closeFilters';
  pick: number;
};

const KINDS: Step['kind'][] = ['facet', 'facet', 'price', 'chip', 'sort', 'sort', 'loadMore', 'nextPage', 'resetAll', 'search', 'department', 'back', 'back', 'forward'];
/** Terms a search step types: many results, a few, an article-like number with none. */
const TERMS = ['sofa', 'tisch', 'lampe', 'Nordon', '0000000'];
/** Amounts a price step types, as a German shopper may write them (SPEC §2 minimum and maximum price). */
const AMOUNTS = ['50', '1.000', '99,90', '250', '2.500,50', '5'];
/** On a phone the filters are in an overlay: a facet step opens it; it closes by its result button or its close button. */
const PHONE_KINDS: Step['kind'][] = [...KINDS, 'showResults', 'closeFilters'];

const steps = (kinds: Step['kind'][]): fc.Arbitrary<Step[]> =>
  fc.array(fc.record({ kind: fc.constantFrom(...kinds), pick: fc.nat({ max: 1000 }) }), { minLength: 6, maxLength: 9 });

/** What the shopper sees of the listing's state. */
interface Seen {
  count: string;
  sort: string;
  chips: string[];
  checked: string[];
  /** The price facet's minimum and maximum fields. */
  range: string[];
  /** Whether a price the shopper typed was refused (its fields marked invalid). */
  refused: boolean;
  /** A listing is on screen: its count or its error (between two pages, while a remote loads, neither). */
  listing: boolean;
  products: string[];
}

async function seen(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const texts = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim());
    const main = document.querySelector('main') ?? document.body;
    const sort = main.querySelector<HTMLSelectElement>('.sk-sort select');
    return {
      count: document.querySelector('[data-testid="result-count"]')?.textContent?.trim() ?? '',
      sort: sort?.value ?? '',
      chips: texts('main .sk-chips button.sk-chip').sort(),
      checked: [...main.querySelectorAll<HTMLInputElement>('[data-testid="facet"] input[type="checkbox"]:checked')]
        .map((input) => `${input.closest('[data-testid="facet"]')?.querySelector('h2, h3')?.textContent?.trim()}: ${input.closest('label')?.textContent?.trim()}`)
        .sort(),
      refused: main.querySelector('[data-testid="facet"] input[aria-invalid="true"]') !== null,
      listing: main.querySelector('[data-testid="result-count"], [data-testid="listing-error"]') !== null,
      range: [...main.querySelectorAll<HTMLInputElement>('[data-testid="facet"] input[type="text"][inputmode]')].map((input) => `${input.labels?.[0]?.textContent?.trim() ?? ''}: ${input.value}`),
      products: [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="product-tile"] a.sk-tile__link')].map((a) => a.getAttribute('href') ?? ''),
    };
  });
}

/** The requests each page has in flight (Playwright's `networkidle` is the document's first idle only, not now). */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): void {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Waits until the page has answered the last step: live (a tap made before that is replayed once it is), no
 * request in flight, nothing marked busy, a listing on screen (its count or its error: a page whose remote is
 * still loading shows neither), and what it shows the same in two looks 300 ms apart.
 */
async function settled(page: Page): Promise<Seen> {
  await page.waitForFunction(() => !document.getElementById('shop-ssr-state') || document.documentElement.hasAttribute('data-shop-ready'), null, { timeout: 15_000 });
  const open = inFlight.get(page);
  const deadline = Date.now() + 20_000;
  let last = '';
  // A page still changing after 20 looks (about 6 s) is compared as it is: the comparison then says what differs.
  for (let look = 0; ; look += 1) {
    if (open) await expect.poll(() => open.size, { timeout: 15_000 }).toBe(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const now = await seen(page);
    // The page before a step may still be on screen when the step returns, and the next one not yet: a look
    // without a listing does not count.
    if (!now.listing && Date.now() < deadline) {
      last = '';
      await page.waitForTimeout(300);
      continue;
    }
    if (JSON.stringify(now) === last || look >= 20) return now;
    last = JSON.stringify(now);
    await page.waitForTimeout(300);
  }
}

/** Carries out one step if the page offers it; returns what was done, for the failure message. */
async function perform(page: Page, { kind, pick }: Step, journeyStart: { index: number }): Promise<string | null> {
  const dialog = page.getByRole('dialog');
  const overlayOpen = (await dialog.count()) > 0 && (await dialog.isVisible());
  // While the filter overlay is open, it is all a shopper can reach (the page behind it is inert).
  const main = overlayOpen ? dialog : page.locator('main');
  if (overlayOpen && !['facet', 'chip', 'resetAll', 'showResults', 'closeFilters', 'back', 'forward'].includes(kind)) return null;
  const one = async (locator: ReturnType<Page['locator']>) => {
    const n = await locator.count();
    return n ? locator.nth(pick % n) : null;
  };
  switch (kind) {
    case 'facet': {
      const filters = main.getByRole('button', { name: 'Filtern', exact: true });
      if (!overlayOpen && (await filters.isVisible())) {
        await filters.click();
        await expect(dialog).toBeVisible();
      }
      const box = await one((overlayOpen || (await dialog.isVisible()) ? dialog : main).locator('[data-testid="facet"]:visible input[type="checkbox"]:visible'));
      if (!box) return null;
      const label = (await box.evaluate((input) => input.closest('label')?.textContent?.trim() ?? '')) || 'value';
      await box.click();
      return `toggle facet value ${label}`;
    }
    case 'price': {
      const field = main.getByRole('textbox', { name: pick % 2 ? /Höchstpreis/ : /Mindestpreis/ }).locator('visible=true').first();
      if (!(await field.isVisible())) return null;
      const amount = AMOUNTS[pick % AMOUNTS.length]!;
      await field.fill(amount);
      await field.press('Enter');
      return `${pick % 2 ? 'maximum' : 'minimum'} price ${amount}`;
    }
    case 'chip': {
      const chip = await one(main.locator('.sk-chips .sk-chip:visible'));
      if (!chip) return null;
      const label = await chip.getAttribute('aria-label') ?? await chip.textContent();
      await chip.click();
      return `remove ${label}`;
    }
    case 'resetAll': {
      const reset = main.getByRole('button', { name: /Alle Filter zurücksetzen/ }).locator('visible=true').first();
      if (!(await reset.isVisible())) return null;
      await reset.click();
      return 'reset all filters';
    }
    case 'sort': {
      const select = main.getByRole('combobox', { name: 'Sortieren nach' });
      if (!(await select.isVisible())) return null;
      const options = await select.locator('option').evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
      const current = await select.inputValue();
      const others = options.filter((value) => value !== current);
      if (!others.length) return null;
      const value = others[pick % others.length]!;
      await select.selectOption(value);
      return `sort by ${value}`;
    }
    case 'loadMore': {
      const more = main.getByTestId('load-more');
      if (!(await more.isVisible()) || (await more.isDisabled())) return null;
      await more.click();
      return 'load more';
    }
    case 'nextPage': {
      const next = main.getByTestId('pagination').getByRole('link', { name: /Nächste Seite/ });
      if (!(await next.isVisible())) return null;
      await next.click();
      return 'next page';
    }
    case 'search': {
      const input = page.getByTestId('search-input').locator('visible=true').first();
      if (!(await input.isVisible())) return null;
      const term = TERMS[pick % TERMS.length]!;
      await input.fill(term);
      await input.press('Enter');
      await expect(page).toHaveURL(new RegExp(`[?&]q=${term}(&|$)`));
      return `search for ${term}`;
    }
    case 'department': {
      const link = await one(page.locator('nav.shell__categories a:visible'));
      if (!link) return null;
      const name = await link.textContent();
      await link.click();
      return `open ${name}`;
    }
    case 'showResults': {
      if (!overlayOpen) return null;
      const results = dialog.getByTestId('result-count-button');
      await results.click();
      await expect(page.getByRole('dialog')).toBeHidden();
      return 'show the results';
    }
    case 'closeFilters': {
      if (!overlayOpen) return null;
      await dialog.getByRole('button', { name: /schließen/i }).first().click();
      await expect(dialog).toBeHidden();
      return 'close the filters';
    }
    case 'back': {
      // Only within the journey: not back to the page before it.
      const index = await page.evaluate(() => (window as unknown as { navigation: { currentEntry: { index: number } } }).navigation.currentEntry.index);
      if (index <= journeyStart.index) return null;
      await page.goBack();
      return 'back';
    }
    case 'forward': {
      if (!(await page.evaluate(() => (window as unknown as { navigation: { canGoForward: boolean } }).navigation.canGoForward))) return null;
      await page.goForward();
      return 'forward';
    }
  }
}

/**
 * Walks each journey, and after every step it carries out compares the page with a fresh load of its address
 * (in a second tab of the same browser: the same cookies). On a phone the checked values are left out: they
 * are in the overlay, which a fresh load shows closed.
 */
async function walk(page: Page, fresh: Page, journeys: Step[][], { phone, embedded = false }: { phone: boolean; embedded?: boolean }): Promise<void> {
  trackRequests(page);
  trackRequests(fresh);
  for (const [index, journey] of journeys.entries()) {
    const start = index % 2 ? '/q/search?q=tisch' : '/h/m%C3%B6bel/c4';
    await page.goto(embedded ? `${start}${start.includes('?') ? '&' : '?'}isEmbedded=true` : start);
    await settled(page);
    // The history entry the journey starts at (Navigation API): a step back stops there.
    const journeyStart = { index: await page.evaluate(() => (window as unknown as { navigation: { currentEntry: { index: number } } }).navigation.currentEntry.index) };
    const done: string[] = [];
    for (const next of journey) {
      const what = await perform(page, next, journeyStart);
      if (!what) continue;
      done.push(what);
      await test.step(`journey ${index + 1}: ${done.join(' → ')}`, async () => {
        let here = await settled(page);
        const url = new URL(page.url());
        const path = `${url.pathname}${url.search}`;
        const at = `seed ${SEED}, ${embedded ? 'embedded ' : ''}${phone ? 'phone' : 'wide'} journey ${index + 1}: ${done.join(' → ')} at ${path}`;
        if (process.env.JOURNEY_LOG) console.log(at);
        // Embedded for its whole life (SPEC §6, DESIGN "Embedding"): every address keeps the parameter, once.
        if (embedded) expect(url.searchParams.getAll('isEmbedded'), at).toEqual(['true']);
        await fresh.goto(path);
        const there = await settled(fresh);
        // A refused price keeps what the shopper typed in its field, with the reason beside it; a fresh load
        // shows the field empty. What the page shows is otherwise the same.
        const state = ({ count, sort, chips, checked, range }: Seen) => ({ count, sort, chips, ...(phone ? {} : { checked, ...(here.refused ? {} : { range }) }) });
        // The page may still be between two pages (a navigation renders as a transition, the old page on screen
        // while the next remote loads): it must come to show what the fresh load shows, within 10 s.
        for (let look = 0; look < 20 && JSON.stringify(state(here)) !== JSON.stringify(state(there)); look += 1) {
          await page.waitForTimeout(500);
          here = await settled(page);
        }
        if (here.refused) await expect(page.locator('[data-testid="facet"] [role="alert"]').first(), at).not.toBeEmpty();
        expect(state(here), at).toEqual(state(there));
        expect(new Set(here.products).size, `${at}: a product shown twice`).toBe(here.products.length);
        // A fresh load's products, in its order, come first (blocks loaded with "load more" may follow).
        expect(here.products.slice(0, there.products.length), `${at}: not the products of a fresh load`).toEqual(there.products);
      });
    }
  }
}

/** A second tab of the same browser for the fresh loads (the fixture watches it for uncaught errors and refusals too). */
async function withFreshTab(context: BrowserContext, journeys: (fresh: Page) => Promise<void>): Promise<void> {
  const fresh = await context.newPage();
  await journeys(fresh);
  await fresh.close();
}

test.describe('generated shopper journeys', () => {
  test.describe.configure({ timeout: 240_000 });

  test('on a phone, after any sequence of filters in the overlay, sort, load more, paging, reset, search, department, back and forward, the page shows what a fresh load of its address shows', async ({ page, context }) => {
    await withFreshTab(context, (fresh) => walk(page, fresh, fc.sample(steps(PHONE_KINDS), { numRuns: 3, seed: SEED }), { phone: true }));
  });

  test('embedded (isEmbedded=true), on a phone: any such sequence keeps the page embedded at every address, and it shows what a fresh load of that address shows', async ({ page, context }) => {
    await withFreshTab(context, (fresh) => walk(page, fresh, fc.sample(steps(PHONE_KINDS), { numRuns: 3, seed: SEED + 1 }), { phone: true, embedded: true }));
  });

  test('on a wide screen, after any sequence of filter, sort, load more, paging, reset, search, department, back and forward, the page shows what a fresh load of its address shows', { tag: '@desktop' }, async ({ page, context }) => {
    await withFreshTab(context, (fresh) => walk(page, fresh, fc.sample(steps(KINDS), { numRuns: 3, seed: SEED }), { phone: false }));
  });
});

import type { Page } from '@playwright/test';
import { clientRendered, expect, test } from './fixtures';
import { AXE_TAGS, axeFor, realCategory, realSearchTerm, screenshot, untilTilesSettled } from './helpers';
import { E2E_PORTS } from './ports';

// axe over a page of 96 product tiles takes a while on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

/** Every violation of any impact, as `rule: first targets`, so a failure names what to fix. */
async function axeViolations(page: Page): Promise<string[]> {
  // Judge the settled page: no request under way (a fragment or a remote still arriving re-renders parts of it).
  await page.waitForLoadState('networkidle');
  const results = await axeFor(page).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}, ${v.nodes.length}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

async function searchPage(page: Page): Promise<void> {
  await page.goto(`/q/search?q=${await realSearchTerm()}`);
  await expect(page.getByTestId('product-tile').first()).toBeVisible();
}

const STATES: { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'home page',
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByTestId('search-input')).toBeVisible();
      await expect(page.getByTestId('product-tile').first()).toBeVisible();
    },
  },
  {
    name: 'home page with suggestions open',
    open: async (page) => {
      await page.goto('/');
      const term = await realSearchTerm();
      await page.getByTestId('search-input').fill(term.slice(0, 4));
      await expect(page.getByTestId('suggestions').getByRole('option').first()).toBeVisible();
    },
  },
  { name: 'search results', open: searchPage },
  {
    name: 'search results after load more',
    open: async (page) => {
      await searchPage(page);
      const tiles = page.getByTestId('product-tile');
      await untilTilesSettled(page);
      const before = await tiles.count();
      await page.getByTestId('load-more').click();
      await expect.poll(() => tiles.count()).toBeGreaterThan(before);
      await untilTilesSettled(page);
    },
  },
  {
    name: 'search results with a filter and a price error',
    open: async (page) => {
      await searchPage(page);
      const isPhone = (page.viewportSize()?.width ?? 0) < 960;
      if (isPhone) await page.getByRole('button', { name: /^Filtern/ }).click();
      const scope = isPhone ? page.getByRole('dialog') : page.locator('main');
      const before = await page.getByTestId('result-count').first().textContent();
      await scope.getByTestId('facet').filter({ hasText: 'Marke' }).getByRole('checkbox').first().click();
      await expect(page).toHaveURL(/brand=/);
      // The new result refills the price fields: type once it is in (its count differs: one brand of many).
      await expect(page.getByTestId('result-count').first()).not.toHaveText(before ?? '');
      await expect(page.locator('.sk-grid[aria-busy="true"]')).toHaveCount(0);
      await scope.getByRole('textbox', { name: /Mindestpreis/ }).fill('abc');
      await scope.getByRole('button', { name: 'Anwenden' }).click();
      await expect(scope.getByRole('alert')).toBeVisible();
    },
  },
  {
    name: 'search error',
    open: async (page) => {
      await clientRendered(page);
      await page.route(/\/q\/api\/search\?/, (route) => route.fulfill({ status: 500, body: '' }));
      await page.goto(`/q/search?q=${await realSearchTerm()}`);
      await expect(page.getByRole('heading', { name: /Etwas ist schiefgelaufen|Hoppla/ }).first()).toBeVisible();
    },
  },
  {
    name: 'no results',
    open: async (page) => {
      await page.goto('/q/search?q=zzqxv');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.sk-status').first()).toBeVisible();
    },
  },
  {
    name: 'category page',
    open: async (page) => {
      const category = await realCategory();
      await page.goto(`/h/${category.name}/${category.id}`);
      await expect(page.getByTestId('product-tile').first()).toBeVisible();
    },
  },
  {
    name: 'named query page',
    open: async (page) => {
      await page.goto('/q/query/summer-sale');
      await expect(page.getByTestId('product-tile').first()).toBeVisible();
    },
  },
  {
    name: '404 page',
    open: async (page) => {
      await page.goto('/no/such/page');
      await expect(page.getByTestId('not-found')).toBeVisible();
    },
  },
];

for (const state of STATES) {
  for (const desktop of [false, true]) {
    test(`axe finds no violation of any impact: ${state.name}${desktop ? ' (wide screen)' : ''}`, { tag: desktop ? '@desktop' : [] }, async ({ page }) => {
      await state.open(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test('axe finds no violation of any impact: the phone filter dialog', async ({ page }) => {
  await searchPage(page);
  await page.getByRole('button', { name: /^Filtern/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

// Without JavaScript the page is the server's markup under `@media (scripting: none)`: the filter form's Apply
// buttons, the chips as links, every facet value and the price range's own form are shown instead. axe cannot
// run in a page with JavaScript off (its timers never fire), so the page is the server's HTML with its scripts
// taken out and its `(scripting: none)` rules applied, which is what such a browser renders (the shop's markup
// has no <noscript>, which would be the other difference).
for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
  test(`axe finds no violation of any impact without JavaScript: a filtered, sorted category page at ${viewport.width} px`, async ({ browser }) => {
    const category = await realCategory();
    const context = await browser.newContext({ viewport, baseURL: `http://localhost:${E2E_PORTS.host}` });
    const page = await context.newPage();
    await page.route(/\/h\//, async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = await response.text();
      expect(html).not.toContain('<noscript');
      const rules = html.match(/@media \(scripting:none\)/g) ?? [];
      expect(rules.length).toBeGreaterThan(0);
      const asWithoutScripts = html
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*>/g, '')
        .replace(/@media \(scripting:none\) and /g, '@media ')
        .replace(/@media \(scripting:none\)/g, '@media all');
      await route.fulfill({ response, body: asWithoutScripts });
    });
    const start = `/h/${category.name}/${category.id}`;
    await page.goto(start);
    // A brand of this category, one behind "show more".
    const brand = (await page.locator('input[type="checkbox"][name="brand"]').nth(6).getAttribute('value')) ?? '';
    await page.goto(`${start}?brand=${encodeURIComponent(brand)}&price=-2000&sort=price-asc`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.getByTestId('result-count').first()).not.toHaveText(/^0\b/);
    await expect(page.locator('button[form]').filter({ hasText: 'Anwenden' }).first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Preis' }).getByRole('textbox', { name: /Höchstpreis/ })).toHaveValue('2000');
    await screenshot(page, `axe-no-js-${viewport.width}`);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
}

test("the outline: a tile's heading is one level below the results heading — h2 under a listing's h1, h3 under the home page's h2 @desktop", async ({ page }) => {
  const levels = async () =>
    page.evaluate(() => [document.querySelector('.sk-page-title')?.tagName, document.querySelector('[data-testid="product-tile"] .sk-tile__title')?.tagName]);
  await page.goto('/');
  await expect(page.getByTestId('product-tile').first()).toBeVisible();
  expect(await levels()).toEqual(['H2', 'H3']);
  await page.goto(`/q/search?q=${await realSearchTerm()}`);
  await expect(page.getByTestId('product-tile').first()).toBeVisible();
  expect(await levels()).toEqual(['H1', 'H2']);
  const category = await realCategory();
  await page.goto(`/h/${category.name}/${category.id}`);
  await expect(page.getByTestId('product-tile').first()).toBeVisible();
  expect(await levels()).toEqual(['H1', 'H2']);
});

test('in forced colours (Windows high contrast) the shop still shows where the shopper is: the current section, the current page of the paging links, the current dot of a row, the suggestion the arrow keys chose and the focused search field @desktop', async ({ browser }) => {
  // The system palette drops authored backgrounds and box shadows: marks drawn only with them vanish. They are
  // drawn with the system's colours for it: Highlight for where the shopper is, GrayText for what leads nowhere.
  const base = test.info().project.use.baseURL;
  const term = await realSearchTerm();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, forcedColors: 'active', colorScheme: 'dark' });
  const noJs = await browser.newContext({ viewport: { width: 1280, height: 900 }, forcedColors: 'active', colorScheme: 'dark', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${base}/q/search?q=${term}`);
  await expect(page.locator('html[data-shop-ready]')).toBeAttached();
  const system = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.cssText = 'forced-color-adjust:none;background-color:Highlight;color:GrayText;border-color:Canvas';
    document.body.append(probe);
    const style = getComputedStyle(probe);
    const colours = { highlight: style.backgroundColor, grayText: style.color, canvas: style.borderTopColor };
    probe.remove();
    return colours;
  });
  expect(new Set(Object.values(system)).size).toBe(3);
  const style = (selector: string, property: 'backgroundColor' | 'color', pseudo?: string) =>
    page.locator(selector).first().evaluate((el, [property, pseudo]) => getComputedStyle(el, pseudo)[property as 'color'], [property, pseudo ?? null] as const);

  expect(await style('.shell__nav a[aria-current=page]', 'backgroundColor')).toBe(system.highlight);

  // The search field's focus (a border colour and a shadow otherwise).
  const input = page.getByTestId('search-input');
  await input.focus();
  expect(await page.locator('.sk-search__box').first().evaluate((el) => [getComputedStyle(el).outlineStyle, getComputedStyle(el).outlineColor])).toEqual(['solid', system.highlight]);
  // The prefix's own suggestions: a list shown before them (the field's term, on focus) would be replaced
  // after the arrow key, and the choice with it.
  const prefix = term.slice(0, 4);
  const prefixAnswered = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/api/suggest') && new URL(response.url()).searchParams.get('q') === prefix);
  await input.fill(prefix);
  await prefixAnswered;
  await expect(page.getByTestId('suggestions').getByRole('option').first()).toBeVisible();
  await input.press('ArrowDown');
  const chosen = page.getByTestId('suggestions').locator('[role=option][aria-selected=true]');
  await expect(chosen).toHaveCount(1);
  expect(await chosen.evaluate((el) => [getComputedStyle(el).outlineStyle, getComputedStyle(el).outlineColor])).toEqual(['solid', system.highlight]);

  // A row's dots (a search without results shows the bestsellers in one).
  await page.goto(`${base}/q/search?q=zzzqqqxxjj`);
  await expect(page.locator('.sk-slider__dot').nth(1)).toBeVisible();
  expect(await style('.sk-slider__dot[aria-current=true]', 'backgroundColor', '::before')).toBe(system.highlight);
  expect(await style('.sk-slider__dot:not([aria-current=true])', 'backgroundColor', '::before')).toBe(system.grayText);

  // The paging links, as a page without JavaScript shows them.
  const plain = await noJs.newPage();
  await plain.goto(`${base}/q/search?q=${term}`);
  const paging = plain.locator('.sk-pagination').first();
  await expect(paging.locator('[aria-current=page]')).toBeVisible();
  expect(
    await paging.evaluate((el) => [
      getComputedStyle(el.querySelector('.sk-pagination__page[aria-current=page]')!).backgroundColor,
      getComputedStyle(el.querySelector('.sk-pagination__step--off')!).color,
    ]),
  ).toEqual([system.highlight, system.grayText]);
  await noJs.close();
  await context.close();
});

/** WCAG's contrast ratio of two opaque `rgb(…)` colours as computed styles give them; `null` for a colour that is not opaque. */
function contrastOf(a: string, b: string): number | null {
  const channels = (colour: string) => {
    const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
    return parts.length === 3 || (parts.length === 4 && parts[3] === 1) ? parts.slice(0, 3) : null;
  };
  const luminance = (rgb: number[]) => {
    const [r, g, bl] = rgb.map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [channels(a), channels(b)];
  if (!x || !y) return null;
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

test('focus keeps its contrast: a header category link focused has text of 4.5:1 on its background (WCAG 1.4.3), a toast’s close button a ring of 3:1 on the toast (WCAG 1.4.11)', async ({ page, context }) => {
  await searchPage(page);
  const link = page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link').first();
  await link.focus();
  const colours = await link.evaluate((element) => {
    const style = getComputedStyle(element);
    return { text: style.color, background: style.backgroundColor, focusVisible: element.matches(':focus-visible') };
  });
  expect(colours.focusVisible).toBe(true);
  expect(contrastOf(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);

  // The toast leaves after 3 s; focus on it holds it. A busy machine can take longer than that between two polls
  // of a check: the page focuses the close button the moment the toast comes, as a keyboard user could.
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const button = document.querySelector<HTMLElement>('[data-testid="toast"] .sk-toast__close');
      if (!button) return;
      observer.disconnect();
      button.focus();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await context.setOffline(true);
  const close = page.getByTestId('toast').getByRole('button', { name: /schließen/i }).first();
  await expect(close).toBeFocused({ timeout: 15_000 });
  const ring = await close.evaluate((element) => ({
    outline: getComputedStyle(element).outlineColor,
    toast: getComputedStyle(element.closest('.sk-toast')!).backgroundColor,
    focusVisible: element.matches(':focus-visible'),
  }));
  await context.setOffline(false);
  expect(ring.focusVisible).toBe(true);
  expect(contrastOf(ring.outline, ring.toast)).toBeGreaterThanOrEqual(3);
});

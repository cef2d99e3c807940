import type { Page } from '@playwright/test';
import { clientRendered, expect, test } from './fixtures';
import { AXE_TAGS, axeFor, realCategory, realSearchTerm } from './helpers';

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
      const before = await tiles.count();
      await page.getByTestId('load-more').click();
      await expect.poll(() => tiles.count()).toBeGreaterThan(before);
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

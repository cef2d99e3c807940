import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { liveAt, realCategory, realSearchTerm, recordWhenLive } from './helpers';
import { E2E_PORTS } from './ports';

const SEARCH_REMOTE = `http://localhost:${E2E_PORTS.search}`;

/** Holds every request to the search remote until the returned function is called. */
async function holdSearchRemote(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${SEARCH_REMOTE}/**`, async (route) => {
    await gate;
    await route.fallback();
  });
  return () => release();
}

async function categoryPath(): Promise<string> {
  const category = await realCategory();
  return `/h/${category.name}/${category.id}`;
}

test.describe("the header's search field on pages other than the search page (issue 9)", () => {
  test('the field with suggestions (the search remote) loads once the page is live, not with it', async ({ page }) => {
    await recordWhenLive(page);
    await page.goto(await categoryPath());
    // Before the swap the header holds the plain form (server-rendered, no script needed).
    await expect(page.locator('header').getByTestId('search-input')).toBeVisible();
    const live = (await liveAt(page)) ?? -1;
    const starts = await page.evaluate(
      (remote) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.startsWith(remote))
          .map((entry) => entry.startTime),
      SEARCH_REMOTE,
    );
    expect(live).toBeGreaterThan(0);
    expect(starts.length).toBeGreaterThan(0);
    // Before: the search remote's entry and chunks were asked for with the category remote's, at boot.
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(live);
  });

  test("the search remote's answer rules load when the shopper goes to the field, before a suggestion is asked for", async ({ page }) => {
    const rules: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(SEARCH_REMOTE) && /\/answer-rules\.[0-9a-f]+\.js$/.test(request.url())) rules.push(request.url());
    });
    await page.goto(await categoryPath());
    const field = page.locator('header input[role="combobox"]');
    await expect(field).toBeVisible();
    // The field with suggestions is there, but nobody has used it: its rules are not loaded (a category page
    // has no listing of the search remote's to load them).
    await page.waitForTimeout(500);
    expect(rules).toEqual([]);
    await field.focus();
    // Loaded while the field is still empty: the first suggestion, after a pause in typing, finds them there.
    // (An empty field asks for no suggestion: this one is loaded ahead of the first, not with it.)
    await expect.poll(() => rules.length).toBe(1);
  });

  test('what the shopper typed before the field with suggestions arrived stays, with the focus, and nothing moves', async ({ page }) => {
    const release = await holdSearchRemote(page);
    await page.goto(await categoryPath());
    const plain = page.getByTestId('header-search-plain').getByRole('searchbox');
    await expect(plain).toBeVisible();
    const before = await page.locator('.shell__search').boundingBox();
    await plain.click();
    const term = await realSearchTerm();
    await plain.pressSequentially(term.slice(0, 2));
    release();
    const input = page.locator('header').getByTestId('search-input');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue(term.slice(0, 2));
    await expect(page.getByTestId('header-search-plain')).toHaveCount(0);
    expect(await page.locator('.shell__search').boundingBox()).toEqual(before);
    await input.pressSequentially(term.slice(2, 4));
    await expect(input).toHaveValue(term.slice(0, 4));
    await expect(page.getByTestId('suggestions').getByRole('option').first()).toBeVisible();
  });

  test("focus on the plain field's search button when the full field comes goes to the full field's button (WCAG 2.4.3)", async ({ page }) => {
    const release = await holdSearchRemote(page);
    await page.goto(await categoryPath());
    const plain = page.getByTestId('header-search-plain').getByRole('searchbox');
    await plain.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('header-search-plain').getByRole('button', { name: 'Suchen' })).toBeFocused();
    release();
    await expect(page.getByTestId('header-search-plain')).toHaveCount(0);
    await expect(page.locator('header .sk-search__submit')).toBeFocused();
  });

  test('a search from the plain field before the full one has come opens the results in the page, without a reload', async ({ page }) => {
    const release = await holdSearchRemote(page);
    await page.goto(await categoryPath());
    await page.evaluate(() => ((window as unknown as { __samePage?: boolean }).__samePage = true));
    const plain = page.getByTestId('header-search-plain').getByRole('searchbox');
    await plain.fill('tisch lampe');
    await plain.press('Enter');
    await expect(page).toHaveURL(/\/q\/search\?q=tisch\+lampe$/);
    release();
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    // Before: the form's GET, a new document and the whole shop started again.
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test('with the search remote down the plain field stays and still searches, with no error in the header', async ({ page }) => {
    await page.route(`${SEARCH_REMOTE}/**`, (route) => route.abort('connectionrefused'));
    await page.goto(await categoryPath());
    const plain = page.getByTestId('header-search-plain').getByRole('searchbox');
    await plain.click();
    await page.waitForTimeout(500);
    await expect(page.locator('header').getByTestId('remote-fallback')).toHaveCount(0);
    await plain.fill('tisch');
    await plain.press('Enter');
    await expect(page).toHaveURL(/\/q\/search\?q=tisch$/);
  });
});

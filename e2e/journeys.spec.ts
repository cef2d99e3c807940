import type { Page } from '@playwright/test';
import { clientRendered, expect, test } from './fixtures';
import { expectAccessible, realSearchTerm, recordToasts, screenshot, toastsSeen, untilTilesSettled } from './helpers';

async function resultCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('result-count').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

test.describe('shopper journeys', () => {
  test('load more appends the next 48 products, once per click', async ({ page }) => {
    // Load more's own rules, on the browser-rendered page; after hydration: e2e/serverRendering.spec.ts.
    await clientRendered(page);
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    const tiles = page.getByTestId('product-tile');
    await expect(tiles.first()).toBeVisible();
    await untilTilesSettled(page);
    const before = await tiles.count();
    expect(before).toBeGreaterThan(40);
    await page.getByTestId('load-more').click();
    await expect.poll(() => tiles.count()).toBeGreaterThan(before);
    await untilTilesSettled(page);
    expect(await tiles.count()).toBeLessThanOrEqual(before + 48);
  });

  test('a failed load more shows a toast, in a live region that was there before it, and can be tried again (SPEC §4)', async ({ page }) => {
    // Load more's own rules, on the browser-rendered page; after hydration: e2e/serverRendering.spec.ts.
    await clientRendered(page);
    await recordToasts(page);
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    const tiles = page.getByTestId('product-tile');
    await expect(tiles.first()).toBeVisible();
    await untilTilesSettled(page);
    const before = await tiles.count();
    // The toasts' live regions are in the accessibility tree before a toast comes (empty, not display:none): a
    // region that appears with its message is often not announced.
    const stacks = page.locator('.sk-toaster__stack');
    expect(await stacks.count()).toBeGreaterThan(0);
    expect(await stacks.evaluateAll((all) => all.map((stack) => getComputedStyle(stack).display))).not.toContain('none');
    await page.route(/\/q\/api\/search\?.*offset=48/, (route) => route.fulfill({ status: 503, body: '' }));
    const failed = page.waitForResponse((response) => /offset=48/.test(response.url()) && response.status() === 503);
    await page.getByTestId('load-more').click();
    await failed;
    // The toast says so (recorded as it appears: it stays only 3 s), and the button works again.
    await expect.poll(() => toastsSeen(page), { timeout: 15_000 }).toContainEqual(expect.stringContaining('schiefgelaufen'));
    await expect(page.getByTestId('load-more')).toBeEnabled();
    expect(await tiles.count()).toBe(before);
    await page.unroute(/\/q\/api\/search\?.*offset=48/);
    await page.getByTestId('load-more').click();
    await expect.poll(() => tiles.count()).toBeGreaterThan(before);
    await untilTilesSettled(page);
  });

  test('filtering on a phone: the overlay, a brand, the result count, and back restores', async ({ page }) => {
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    const all = await resultCount(page);
    await page.getByRole('button', { name: 'Filtern', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await screenshot(page, 'filter-overlay');
    await expectAccessible(page);
    const brandFacet = dialog.getByTestId('facet').filter({ hasText: 'Marke' });
    await brandFacet.getByRole('checkbox').first().click();
    await expect(page).toHaveURL(/brand=/);
    await dialog.getByTestId('result-count-button').click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    await page.goBack();
    await expect(page).not.toHaveURL(/brand=/);
    await expect.poll(() => resultCount(page)).toBe(all);
  });

  test('brands ticked one after another while the search API is slow are all kept, not each replacing the one before, and each box is checked at once', async ({ page }) => {
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await page.getByRole('button', { name: 'Filtern', exact: true }).click();
    const brands = page.getByRole('dialog').getByRole('group', { name: 'Marke' }).getByRole('checkbox');
    const names = (await brands.evaluateAll((boxes) => boxes.slice(0, 3).map((box) => (box as HTMLInputElement).value))) as string[];
    expect(names).toHaveLength(3);
    // Each answer takes a while (a phone on a slow line): the next tick comes before the last one's result.
    await page.route(/\/q\/api\/search/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    for (const name of names) {
      const box = page.getByRole('dialog').locator(`input[type="checkbox"][value="${name}"]`);
      await box.click();
      // The box says what the shopper did at once, not after the 1 s answer.
      await expect(box).toBeChecked({ timeout: 500 });
      await page.waitForTimeout(150);
    }
    await expect.poll(() => new URL(page.url()).searchParams.getAll('brand').sort()).toEqual([...names].sort());
    for (const name of names) await expect(page.getByRole('dialog').locator(`input[type="checkbox"][value="${name}"]`)).toBeChecked();
  });

  test('sorting by price ascending orders the tiles by price', async ({ page }) => {
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Sortieren nach' }).selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect
      .poll(async () => {
        const prices = await page.getByTestId('product-tile').evaluateAll((tiles) =>
          tiles.slice(0, 8).map((t) => Number((t.querySelector('.sk-price')?.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.'))),
        );
        return prices.every((p, i) => i === 0 || p >= prices[i - 1]!);
      })
      .toBe(true);
  });

  test('pagination links move by 48 and mark the current page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    const pagination = page.getByTestId('pagination');
    await expect(pagination).toBeVisible();
    await pagination.getByRole('link', { name: /Nächste Seite|2/ }).first().click();
    await expect(page).toHaveURL(/offset=48/);
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
  });

  test('suggestions: typing shows grouped suggestions, arrows and Enter pick one', async ({ page }) => {
    const term = await realSearchTerm();
    await page.goto('/q/search');
    const input = page.getByTestId('search-input');
    const prefix = term.slice(0, 4);
    await input.fill(prefix);
    const list = page.getByTestId('suggestions');
    await expect(list).toBeVisible();
    await expect(list.getByRole('option').first()).toBeVisible();
    // Grouped: the product names first, each group named by its heading.
    await expect(list.getByRole('group').first()).toHaveAccessibleName(/Produkt|Suchbegriff|Vorschl/i);
    await input.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    const picked = (await page.locator(`[id="${active}"] .sk-search__option-label`).textContent())?.trim() ?? '';
    expect(picked).not.toBe('');
    expect(picked).not.toBe(prefix);
    await input.press('Enter');
    // The picked suggestion's search, not a search for what was typed.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(picked);
  });

  test('a results page asks for no suggestions until the shopper uses the field', async ({ page }) => {
    const term = await realSearchTerm();
    const suggestRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/api/suggest')) suggestRequests.push(request.url());
    });
    // Server-rendered and live (the fixture waits for it), with the query in the field.
    await page.goto(`/q/search?q=${encodeURIComponent(term)}`);
    const input = page.getByTestId('search-input');
    await expect(input).toHaveValue(term);
    await page.waitForTimeout(600); // past the suggestions' typing pause
    expect(suggestRequests).toEqual([]);
    await expect(page.locator('.sk-search__spinner')).toHaveCount(0);
    // The field in use: suggestions for the text it holds.
    await input.focus();
    await expect(page.getByTestId('suggestions').getByRole('option').first()).toBeVisible();
    expect(suggestRequests.length).toBeGreaterThan(0);
  });

  test('in the phone\'s filter dialog, going offline and coming back are said in the dialog, above its result button (the page behind is inert)', async ({ page, context }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 960, 'the filter dialog is the phone\'s');
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await page.getByRole('button', { name: /^Filtern/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    // The notices live as long as their toasts (3 s), which a busy machine can spend between two polls of a
    // check: the page notes where each notice is, and where the result button is, when the notice comes.
    type Noted = { text: string; top: number; bottom: number; buttonTop: number; viewport: number };
    await page.evaluate(() => {
      const seen: Noted[] = [];
      (window as { notices?: Noted[] }).notices = seen;
      new MutationObserver(() => {
        for (const notice of document.querySelectorAll<HTMLElement>('[role="dialog"] .sk-overlay__notice')) {
          const text = notice.textContent ?? '';
          if (seen.some((s) => s.text === text)) continue;
          const rect = notice.getBoundingClientRect();
          const button = document.querySelector('[role="dialog"] [data-testid="result-count-button"]')?.getBoundingClientRect();
          seen.push({ text, top: rect.top, bottom: rect.bottom, buttonTop: button?.top ?? Number.NaN, viewport: window.innerHeight });
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const notices = () => page.evaluate(() => (window as { notices?: Noted[] }).notices ?? []);
    await context.setOffline(true);
    await expect.poll(async () => (await notices()).some((n) => n.text.includes('Sie sind offline')), { timeout: 15_000 }).toBe(true);
    // In sight, and above the result button, not over it.
    const offline = (await notices()).find((n) => n.text.includes('Sie sind offline'))!;
    expect(offline.top).toBeGreaterThanOrEqual(0);
    expect(offline.bottom).toBeLessThanOrEqual(offline.viewport);
    expect(offline.bottom).toBeLessThanOrEqual(offline.buttonTop);
    await context.setOffline(false);
    await expect.poll(async () => (await notices()).some((n) => /wieder online/i.test(n.text)), { timeout: 15_000 }).toBe(true);
    const online = (await notices()).find((n) => /wieder online/i.test(n.text))!;
    expect(online.top).toBeGreaterThanOrEqual(0);
    expect(online.bottom).toBeLessThanOrEqual(online.buttonTop);
    // The notices leave with their toasts.
    await expect(dialog.locator('.sk-overlay__notice')).toHaveCount(0, { timeout: 10_000 });
  });

  test('going offline shows the offline notice; coming back says so', async ({ page, context }) => {
    await recordToasts(page);
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await context.setOffline(true);
    await expect.poll(() => toastsSeen(page), { timeout: 15_000 }).toEqual([expect.stringMatching(/offline/i)]);
    expect((await toastsSeen(page))[0]).not.toMatch(/wieder online/i);
    await context.setOffline(false);
    await expect.poll(() => toastsSeen(page), { timeout: 15_000 }).toEqual([expect.stringMatching(/offline/i), expect.stringMatching(/wieder online/i)]);
  });
});

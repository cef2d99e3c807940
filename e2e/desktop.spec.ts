import { expect, test } from './fixtures';
import { expectAccessible, realSearchTerm, resultsWithLoadMore, screenshot, untilTilesSettled } from './helpers';

test.describe('on a wide screen', { tag: '@desktop' }, () => {
  test('filters sit beside the results; a brand narrows them and the selection can be removed', async ({ page }) => {
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const brand = page.getByTestId('facet').filter({ hasText: 'Marke' });
    await expect(brand).toBeVisible();
    await brand.getByRole('checkbox').first().click();
    await expect(page).toHaveURL(/brand=/);
    await expect(page.getByRole('button', { name: /Filter .* entfernen|entfernen/ }).first()).toBeVisible();
    await screenshot(page, 'desktop-filtered');
    await expectAccessible(page);
    await page.getByRole('button', { name: /Alle Filter zurücksetzen/ }).first().click();
    await expect(page).not.toHaveURL(/brand=/);
  });

  test('keyboard only: skip link, search field, suggestions and results', async ({ page }) => {
    const term = await realSearchTerm();
    await page.goto('/q/search');
    await expect(page.getByTestId('search-input')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /Zum Hauptinhalt/ })).toBeFocused();
    await page.getByTestId('search-input').focus();
    await page.keyboard.type(term.slice(0, 4));
    await expect(page.getByTestId('suggestions')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('suggestions')).toBeHidden();
    await page.keyboard.type(term.slice(4));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await screenshot(page, 'desktop-search');
  });

  test('navigation scrolls to the top; a sort change keeps the position (SPEC §2)', async ({ page }) => {
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('combobox', { name: 'Sortieren nach' }).selectOption('rating');
    await expect(page).toHaveURL(/sort=rating/);
    // Read once the sorted products are shown: a wrong scroll to the top would come with them.
    await untilTilesSettled(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const pagination = page.getByTestId('pagination');
    await pagination.scrollIntoViewIfNeeded();
    await pagination.getByRole('link', { name: /Nächste Seite/ }).click();
    await expect(page).toHaveURL(/offset=48/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('back after a link of the sticky header returns to where the shopper was on the results, the products loaded with load more still there (SPEC §2: back keeps the browser’s position)', async ({ page }) => {
    const { tiles, firstPage, loaded } = await resultsWithLoadMore(page, await realSearchTerm());
    await tiles.nth(firstPage + 2).scrollIntoViewIfNeeded();
    const position = await page.evaluate(() => window.scrollY);
    expect(position).toBeGreaterThan(3000);
    // The browser puts the position back (ScrollManager leaves back and forward to it): a page that took that over
    // (`history.scrollRestoration = 'manual'`) would bring the shopper back to the top.
    // The header stays in view on a wide screen: its category links are there without scrolling up.
    await page.locator('.shell__categories a').first().click();
    await expect(page).toHaveURL(/\/h\//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(tiles).toHaveCount(loaded);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(position - 600);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(position + 600);
  });
});

import { expect, test } from './fixtures';
import { expectAccessible, realSearchTerm, screenshot } from './helpers';

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
});

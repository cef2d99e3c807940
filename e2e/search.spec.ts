import { expect, test } from './fixtures';
import { expectAccessible, realSearchTerm, screenshot } from './helpers';

test.describe('search page', () => {
  test('renders real product tiles with title, price in the market currency and availability', async ({ page }) => {
    const term = await realSearchTerm();
    await page.goto(`/q/search?q=${encodeURIComponent(term)}`);
    const tiles = page.getByTestId('product-tile');
    await expect(tiles.first()).toBeVisible();
    expect(await tiles.count()).toBeGreaterThan(0);
    const first = tiles.first();
    await expect(first.getByRole('heading')).not.toBeEmpty();
    await expect(first).toContainText('€');
    await expect(first).toContainText(/Verfügbar|Bald verfügbar|Nicht verfügbar|lieferbar/i);
    await expect(page.getByTestId('result-count')).toContainText(/\d/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await screenshot(page, 'search-de-DE');
    await expectAccessible(page);
  });

  test('translations load lazily: only the page language is downloaded (the English fallback only for a missing key)', async ({ page }) => {
    const locales = new Set<string>();
    page.on('request', (r) => {
      const m = /i18n-([a-z]{2}_[A-Z]{2})-/.exec(r.url());
      if (m) locales.add(m[1]!);
    });
    await page.goto(`/q/pl-PL/search?q=${await realSearchTerm('pl_PL')}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([...locales].sort()).toEqual(['pl_PL']);
  });

  test('the locale route renders the market language and currency', async ({ page }) => {
    const term = await realSearchTerm('pl_PL');
    await page.goto(`/q/pl-PL/search?q=${encodeURIComponent(term)}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.getByTestId('product-tile').first()).toContainText('zł');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
    await screenshot(page, 'search-pl-PL');
  });

  test('the search field navigates to the results of the typed term', async ({ page }) => {
    const term = await realSearchTerm();
    await page.goto('/q/search');
    const input = page.getByTestId('search-input');
    await input.fill(term);
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${term}`));
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
  });
});

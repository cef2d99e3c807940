import { expect, test } from './fixtures';
import { realArticleNumber, realSearchTerm, screenshot } from './helpers';

/** Issue: the shop visibly switches language, currency and labels with the locale (SPEC §3, §9). */
const MARKETS = [
  { route: 'de-DE', currency: '€', heading: /Ergebnisse für/ },
  { route: 'pl-PL', currency: 'zł', heading: /Wyniki dla/ },
  { route: 'hu-HU', currency: 'Ft', heading: /találat|Találatok/i },
  { route: 'fr-CH', currency: 'CHF', heading: /Résultats/ },
  { route: 'en-GB', currency: '£', heading: /Results for/ },
];

for (const market of MARKETS) {
  test(`${market.route}: language, currency and labels of the market`, async ({ page }) => {
    const term = await realSearchTerm(market.route.replace('-', '_'));
    await page.goto(`/q/${market.route}/search?q=${encodeURIComponent(term)}`);
    await expect(page.getByTestId('product-tile').first()).toContainText(market.currency);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(market.heading);
    await expect(page.locator('html')).toHaveAttribute('lang', market.route);
    await expect(page.getByTestId('search-input')).toHaveAttribute('placeholder', /.+/);
    await screenshot(page, `market-${market.route}`);
  });
}

test('choosing another storefront switches language and currency in place', async ({ page }) => {
  const term = await realArticleNumber();
  await page.goto(`/q/search?q=${encodeURIComponent(term)}`);
  await expect(page.getByTestId('product-tile').first()).toContainText('€');
  await page.getByTestId('locale-select').selectOption('pl_PL');
  await expect(page).toHaveURL(/\/q\/pl-PL\/search\?q=/);
  await expect(page.getByTestId('product-tile').first()).toContainText('zł');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
});

test('a brand page that names its id stays on its address when the storefront changes, in the new language and currency', async ({ page }) => {
  await page.goto('/q/brand/nordon/b1276');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Produkte von Nordon');
  await expect(page.getByTestId('product-tile').first()).toContainText('€');
  await page.getByTestId('locale-select').selectOption('pl_PL');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
  await expect(page.getByTestId('product-tile').first()).toContainText('zł');
  await expect(page).toHaveURL(/\/q\/brand\/nordon\/b1276$/);
  await expect(heading).toHaveText('Produkty marki Nordon');
});

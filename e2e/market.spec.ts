import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { realArticleNumber, realSearchTerm, screenshot } from './helpers';
import { E2E_PORTS } from './ports';

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
    // The field's label in the market's language: its own translation, not another market's nor a key.
    const uiKit = JSON.parse(readFileSync(path.join(__dirname, '..', 'packages/market/src/i18n/resources', market.route.replace('-', '_'), 'uiKit.json'), 'utf8')) as { searchField: { placeholder: string } };
    await expect(page.getByTestId('search-input')).toHaveAttribute('placeholder', uiKit.searchField.placeholder);
    await screenshot(page, `market-${market.route}`);
  });
}

test("in a market of several languages the shell's links name the page's locale, also on an address without one (SPEC §2: a locale route parameter)", async ({ page }) => {
    // A Swiss shopper reading French, placed by the locale cookie on an address that names none.
    await page.context().addCookies([{ name: 'locale', value: 'fr_CH', url: `http://localhost:${E2E_PORTS.host}` }]);
    await page.goto('/q/query/summer-sale');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
    await expect(page.locator('header a[href="/q/fr-CH/search"]')).toHaveCount(1);
    await expect(page.locator('header form[action="/q/fr-CH/search"]')).toHaveCount(1);
    // Its page is still the current one in the navigation (the link names the locale, the address does not).
    await expect(page.locator('.shell__nav a[aria-current="page"]')).toHaveAttribute('href', '/q/fr-CH/query/summer-sale');
    // A market of one language keeps the plain address.
    await page.context().clearCookies();
    await page.goto('/q/query/summer-sale');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.locator('header a[href="/q/search"]')).toHaveCount(1);
  });

test('choosing another storefront switches language and currency in place', async ({ page }) => {
  const term = await realArticleNumber();
  await page.goto(`/q/search?q=${encodeURIComponent(term)}`);
  await expect(page.getByTestId('product-tile').first()).toContainText('€');
  await page.getByTestId('locale-select').selectOption('pl_PL');
  await expect(page).toHaveURL(/\/q\/pl-PL\/search\?q=/);
  await expect(page.getByTestId('product-tile').first()).toContainText('zł');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
});

test('the storefront select: arrow keys only choose a storefront, Enter goes there (WCAG 3.2.2), and each name is marked in its own language (WCAG 3.1.2)', async ({ page }) => {
  await page.goto('/q/search?q=sofa');
  await expect(page.locator('html[data-shop-ready]')).toBeAttached();
  const select = page.getByTestId('locale-select');
  await expect(select.locator('option[value="pl_PL"]')).toHaveAttribute('lang', 'pl-PL');
  await expect(select.locator('option[value="hu_HU"]')).toHaveAttribute('lang', 'hu-HU');
  await select.focus();
  // Chromium fires a change per arrow key on a closed select: each one went to another storefront.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const chosen = await select.inputValue();
  expect(chosen).not.toBe('de_DE');
  await expect(page).toHaveURL(/\/q\/search\?q=sofa$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await page.keyboard.press('Enter');
  const route = chosen.replace('_', '-');
  await expect(page).toHaveURL(new RegExp(`/q/${route}/search\\?q=sofa$`));
  await expect(page.locator('html')).toHaveAttribute('lang', route);
});

test('the storefront select: a storefront stepped to and left with Tab or Escape is not gone to (WCAG 3.2.2)', async ({ page }) => {
  await page.goto('/q/search?q=sofa');
  await expect(page.locator('html[data-shop-ready]')).toBeAttached();
  const select = page.getByTestId('locale-select');
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(select).not.toBeFocused();
  await expect(select).toHaveValue('de_DE');
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(select).toHaveValue('de_DE');
  await expect(select).toBeFocused();
  await page.keyboard.press('Tab');
  // Nothing was asked for: still the German storefront, in German.
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/q\/search\?q=sofa$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
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

test("on a phone the storefront selector beside the logo shows the chosen storefront's whole name where it fits, and shrinks without overflowing where it does not", async ({ page }) => {
  // A select is as wide as its longest option: capped at 9rem, it cut "Deutschland – Deutsch" to "Deutschland ·"
  // with half the row free beside it.
  const layout = () =>
    page.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>('[data-testid="locale-select"]')!;
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const label = context.measureText(select.selectedOptions[0]!.text).width;
      const box = select.getBoundingClientRect();
      const logo = document.querySelector('.shell__logo')!.getBoundingClientRect();
      // The text's room: the box less its padding and the arrow (about a line's height).
      const room = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - parseFloat(style.fontSize);
      return { fits: label <= room, besideLogo: Math.abs(box.top + box.height / 2 - (logo.top + logo.height / 2)) < 4, right: box.right, width: innerWidth, overflow: document.documentElement.scrollWidth > innerWidth };
    });
  await page.goto('/');
  await expect(page.locator('html[data-shop-ready]')).toBeAttached();
  expect(await layout()).toMatchObject({ fits: true, besideLogo: true, overflow: false });
  await page.setViewportSize({ width: 320, height: 700 });
  const narrow = await layout();
  expect(narrow).toMatchObject({ besideLogo: true, overflow: false });
  expect(narrow.right).toBeLessThanOrEqual(narrow.width - 16);
});

import config from './playwright.config';
import { expect, test } from './fixtures';
import { realSearchTerm, resultsWithLoadMore } from './helpers';

// Playwright starts Chromium with the back/forward cache switched off; a shopper's browser has it on, and it is
// what brings a shopper back from a product page (another team's, a whole page load) to the results as they
// left them: the shop keeps no copy of a listing of its own. An `unload` listener loses a page that cache in
// Chromium (this test is red with one); a `no-store` page or a BroadcastChannel does not, in this version.
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

test('back from a product page brings the results back as the shopper left them: the products loaded with load more, the place scrolled to, no new search (the back/forward cache)', async ({ page }) => {
  const term = await realSearchTerm();
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/q/api/search')) searches.push(request.url());
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const notRestored: string[] = [];
  cdp.on('Page.backForwardCacheNotUsed', (event) => notRestored.push(...event.notRestoredExplanations.map((explanation) => explanation.reason)));

  const { tiles, firstPage, loaded } = await resultsWithLoadMore(page, term);
  const product = tiles.nth(firstPage + 1);
  await product.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  const asked = searches.length;

  await product.getByRole('link').first().click();
  await page.waitForURL(/\/p\//);
  await page.waitForLoadState('load');
  await page.goBack({ waitUntil: 'commit' });

  await expect(page).toHaveURL(new RegExp(`/q/search\\?q=${term}`));
  await expect(tiles).toHaveCount(loaded);
  expect(Math.abs((await page.evaluate(() => scrollY)) - scrolled)).toBeLessThan(2);
  expect(searches.length).toBe(asked);
  await expect(page.getByTestId('load-more')).toBeEnabled();
  // The same document, not a new load of the address (Chromium's reasons if it was not kept).
  expect(notRestored).toEqual([]);
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('navigate');
});

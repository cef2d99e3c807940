import { clientRendered, expect, test } from './fixtures';

/**
 * A remote loads its own texts (its namespaces come from its own build) when it first renders, and React
 * shows the nearest Suspense fallback meanwhile. That boundary must be the remote's slot: if it were the
 * page's root, the header, navigation and footer would vanish (`display: none`) on every page load.
 */
test.describe('the shell stays on screen while remotes load their texts', () => {
  for (const path of ['/q/search?q=sofa', '/q/search?q=zzqxv', '/q/query/summer-sale', '/evaluation', '/no/such/page']) {
    test(`the header is never hidden while ${path} loads`, async ({ page }) => {
      // Rendered by the browser, as every page reached in the app is: a server-rendered page hydrates with
      // its markup kept, which no fallback replaces.
      await clientRendered(page);
      await page.addInitScript(() => {
        const hidden: string[] = [];
        (window as unknown as { __shellHidden: string[] }).__shellHidden = hidden;
        new MutationObserver((records) => {
          for (const record of records) {
            const element = record.target as Element;
            if (/display:\s*none/.test(element.getAttribute('style') ?? '') && element.contains(document.getElementById('main'))) hidden.push(element.className);
          }
        }).observe(document, { attributes: true, attributeFilter: ['style'], subtree: true });
      });
      await page.goto(path);
      await expect(page.locator('#main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { __shellHidden: string[] }).__shellHidden)).toEqual([]);
    });
  }
});

test("the header's categories stay while the next page's header is on its way, and while its service fails (it comes by itself once back)", async ({ page }) => {
  // The header fragment's address changes with the page (its pageId): each category asks for its own.
  let mode: 'slow' | 'down' | 'up' = 'slow';
  await page.route(/\/n\/header\?.*pageId=/, async (route) => {
    if (mode === 'down') return route.fulfill({ status: 503, body: 'busy' });
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 800));
    return route.fallback();
  });
  await page.goto('/q/search?q=sofa');
  await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
  const links = page.locator('nav.shell__categories a');
  const count = await links.count();
  expect(count).toBeGreaterThan(2);
  // Counted at every frame from the tap until the next page's heading is there and its header has come.
  const watchLinks = () =>
    page.evaluate(() => {
      const counts: number[] = [];
      (window as unknown as { __linkCounts: number[] }).__linkCounts = counts;
      const tick = () => {
        counts.push(document.querySelectorAll('nav.shell__categories a').length);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  const fewest = () => page.evaluate(() => Math.min(...(window as unknown as { __linkCounts: number[] }).__linkCounts));

  await watchLinks();
  const slowHeader = page.waitForResponse(/\/n\/header\?.*pageId=/);
  await links.nth(2).click();
  await slowHeader;
  await page.waitForTimeout(200);
  expect(await fewest()).toBe(count);

  mode = 'down';
  await page.evaluate(() => ((window as unknown as { __linkCounts: number[] }).__linkCounts.length = 0));
  const failedHeader = page.waitForResponse((response) => /\/n\/header\?.*pageId=/.test(response.url()) && response.status() === 503);
  await links.nth(3).click();
  await failedHeader;
  await expect(page.locator('#main h1')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await fewest()).toBe(count);
  mode = 'up';
  const cameBack = page.waitForResponse((response) => /\/n\/header\?.*pageId=/.test(response.url()) && response.ok(), { timeout: 15_000 });
  await cameBack;
  await expect(links).toHaveCount(count);
});

test('the search page loads only its own language\'s texts of its own namespaces (issue 9 lean boot: no other pages\' namespaces, no fallback language)', async ({ page }) => {
  const texts: { locale: string; namespace: string }[] = [];
  page.on('request', (request) => {
    const name = /\/i18n-([A-Za-z_]+)-([A-Za-z]+)-json\./.exec(request.url());
    if (name) texts.push({ locale: name[1]!, namespace: name[2]! });
  });
  await page.goto('/q/search?q=sofa');
  await expect(page.getByTestId('product-tile').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(texts.map((text) => text.namespace)).toContain('search');
  expect(texts.filter((text) => text.namespace === 'category' || text.namespace === 'evaluation')).toEqual([]);
  // Every key exists in every text set: the English fallback is fetched only for a key that is missing after all.
  expect(texts.filter((text) => text.locale !== 'de_DE')).toEqual([]);
});

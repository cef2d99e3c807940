import { expect, test } from './fixtures';

/**
 * A remote loads its own texts (its namespaces come from its own build) when it first renders, and React
 * shows the nearest Suspense fallback meanwhile. That boundary must be the remote's slot: if it were the
 * page's root, the header, navigation and footer would vanish (`display: none`) on every page load.
 */
test.describe('the shell stays on screen while remotes load their texts', () => {
  for (const path of ['/q/search?q=sofa', '/q/search?q=zzqxv', '/q/query/summer-sale', '/evaluation', '/no/such/page']) {
    test(`the header is never hidden while ${path} loads`, async ({ page }) => {
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

import { expect, test } from './fixtures';

/**
 * A remote loads its own texts (its namespaces come from its own build) when it first renders, and React
 * shows the nearest Suspense fallback meanwhile. That boundary must be the remote's slot: if it were the
 * page's root, the header, navigation and footer would vanish (`display: none`) on every page load.
 */
test.describe('the shell stays on screen while remotes load their texts', () => {
  for (const path of ['/q/search?q=sofa', '/q/search?q=zzqxv', '/no/such/page']) {
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

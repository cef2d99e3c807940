import { expect, test } from './fixtures';
import { liveAt, rawKeysSeen, realSearchTerm, recordRawKeys, recordWhenLive } from './helpers';
import { E2E_PORTS } from './ports';

/**
 * Each app loads its texts as scripts of its own (one per locale and namespace). When they fail (a CDN blip),
 * they are asked for again until they come; meanwhile nothing renders its text keys (`heading.query`,
 * `price.from` in place of a price): a server-rendered page keeps its markup, a part rendered in the browser
 * waits. Before, one failed text script turned the whole page into keys, for good.
 */
const TEXT_SCRIPT = /\/i18n-[\w.-]+\.js$/;

test('a server-rendered page whose text scripts fail keeps its markup, shows no key, and goes live once they come', async ({ page }) => {
  const term = await realSearchTerm();
  await recordRawKeys(page);
  await recordWhenLive(page);
  let failing = true;
  const failed: string[] = [];
  await page.route(TEXT_SCRIPT, (route) => {
    if (!failing) return route.fallback();
    failed.push(route.request().url());
    return route.abort('connectionfailed');
  });
  await page.goto(`/q/search?q=${encodeURIComponent(term)}`, { waitUntil: 'commit' }).catch(() => undefined);
  await expect.poll(() => failed.length).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(2_500);
  // Not live without its texts, but the server's page, in German, with its tiles and prices.
  expect(await liveAt(page)).toBeNull();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(term);
  await expect(page.getByTestId('product-tile').first()).toContainText('€');
  expect(await rawKeysSeen(page)).toEqual([]);

  failing = false;
  await expect.poll(() => liveAt(page), { timeout: 15_000 }).not.toBeNull();
  await expect(page.getByRole('button', { name: 'Filtern', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(term);
  expect(await rawKeysSeen(page)).toEqual([]);
});

test("a page opened in the browser waits for its remote's texts (no key shown) and renders once they come", async ({ page }) => {
  await recordRawKeys(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Startseite' }).first()).toBeVisible();
  // The category remote's texts fail from now on; the shop's own have come already.
  let failing = true;
  let failures = 0;
  await page.route(
    (url) => url.port === String(E2E_PORTS.category) && TEXT_SCRIPT.test(url.pathname),
    (route) => {
      if (!failing) return route.fallback();
      failures += 1;
      return route.abort('connectionfailed');
    },
  );
  const category = page.locator('a[href*="/h/de-DE/"][href*="/c"]').first();
  const name = (await category.textContent())?.trim() ?? '';
  await category.click();
  await expect.poll(() => failures).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(2_000);
  expect(await rawKeysSeen(page)).toEqual([]);

  failing = false;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Filtern', exact: true })).toBeVisible();
  await expect(page.getByTestId('product-tile').first()).toContainText('€');
  expect(await rawKeysSeen(page)).toEqual([]);
});

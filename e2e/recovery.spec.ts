import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { realSearchTerm } from './helpers';
import { E2E_EXTRA_PORTS } from './ports';
import { startHostServer, startSearchApi, stop } from './servers';

/**
 * No way back from an error was the bug: when the search API dies and comes back, a failed listing must
 * recover — by "try again", and by itself when the browser is back online or the page regains focus.
 * The spec runs its own search API (stopped and started again) behind its own host server.
 */

const HOST = `http://localhost:${E2E_EXTRA_PORTS.recoveryHost}`;
const API_PORT = E2E_EXTRA_PORTS.recoveryApi;

let api: ChildProcess | undefined;
let host: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  api = await startSearchApi(API_PORT);
  host = await startHostServer(E2E_EXTRA_PORTS.recoveryHost, `http://localhost:${API_PORT}/`);
});

test.afterAll(async () => {
  await stop(host);
  await stop(api);
});

/** With the API stopped, searches for `q` and waits for the error state (after the automatic retries). */
async function failWhileApiIsDown(page: Page, q: string): Promise<void> {
  await stop(api);
  const field = page.getByTestId('search-input').first();
  await field.fill(q);
  await field.press('Enter');
  await expect(page.getByTestId('listing-retry')).toBeVisible({ timeout: 20_000 });
  // The failed listing keeps the search field.
  await expect(page.getByTestId('search-input').first()).toBeVisible();
  await expect(page.getByTestId('product-tile').filter({ hasText: q })).toHaveCount(0);
  api = await startSearchApi(API_PORT);
}

test('a listing that failed while the API was down recovers by "try again", on reconnect and on focus', async ({ page, context }) => {
  test.setTimeout(120_000);
  const term = await realSearchTerm();
  await page.goto(`${HOST}/q/search?q=${term}`);
  await expect(page.getByTestId('product-tile').first()).toBeVisible();

  // 1. "Try again", with the keyboard: focus stays on the button while it asks, and goes to the result count
  // once the products came (WCAG 2.4.3; a disabled button dropped it to the body).
  await failWhileApiIsDown(page, `${term} a`);
  // The answer to the retry is held a moment, to see the button while it asks.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/q/api/search?**', async (route) => {
    await released;
    await route.continue();
  });
  const retry = page.getByTestId('listing-retry');
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(retry).toHaveAttribute('aria-busy', 'true');
  await expect(retry).toBeFocused();
  release();
  await expect(page.getByTestId('product-tile').first()).toBeVisible({ timeout: 15_000 });
  await expect(retry).toHaveCount(0);
  // Then on the results: their heading or their count, not the page's body.
  await expect(page.locator('#main h1:focus, [data-testid="result-count"]:focus')).toHaveCount(1);
  await page.unroute('**/q/api/search?**');

  // 2. The browser comes back online: refetched without a click. The results' grid: the failed listing's
  // page has tiles too (its recommendation row).
  const results = page.locator('ul.sk-grid').getByTestId('product-tile');
  await failWhileApiIsDown(page, `${term} b`);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(results.first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('listing-retry')).toHaveCount(0);

  // 3. The page regains focus (the tab becomes visible again): refetched without a click.
  await failWhileApiIsDown(page, `${term} c`);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(results.first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('listing-retry')).toHaveCount(0);
});

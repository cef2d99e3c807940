import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { API } from './helpers';
import { E2E_PORTS } from './ports';

interface AdBody {
  session: string;
  targets: string[];
}

async function consent(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'cookie_consent', value: encodeURIComponent('{"marketing":true}'), url: `http://localhost:${E2E_PORTS.host}` }]);
}

/** Every sponsored-products request the page sends, in order (banner requests, which name an auction, apart). */
function recordAdRequests(page: Page): AdBody[] {
  const bodies: AdBody[] = [];
  page.on('request', (r: Request) => {
    if (r.method() !== 'POST' || !r.url().includes('/t/piq/request')) return;
    const body = r.postDataJSON() as AdBody & { auction?: string };
    if (body.auction === undefined) bodies.push(body);
  });
  return bodies;
}

/** The product ids the reference API answers for a query (the ad targets of that search). */
async function productIds(q: string): Promise<string[]> {
  const res = await fetch(`${API}/q/api/search?q=${encodeURIComponent(q)}&locale=de_DE&assortment=DE&fetchsize=48`);
  const body = (await res.json()) as { items: { gridbox?: { productId: string | number } }[] };
  return body.items.flatMap((i) => (i.gridbox ? [String(i.gridbox.productId)] : []));
}

async function search(page: Page, q: string): Promise<void> {
  const input = page.getByTestId('search-input');
  await input.fill(q);
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${q}`));
}

test.describe('sponsored products and the ad session (SPEC §4, §9)', () => {
  test('sponsored products of a new search are requested for that search, never with the previous page data', async ({ page }) => {
    await consent(page);
    const ads = recordAdRequests(page);
    await page.goto('/q/search?q=sofa');
    await expect(page.getByTestId('product-tile').nth(1).getByTestId('sponsored')).toBeVisible();
    await search(page, 'stuhl');
    await expect.poll(() => ads.length).toBe(2);
    const chairs = new Set(await productIds('stuhl'));
    const sofas = new Set(await productIds('sofa'));
    expect(ads[1]!.targets.length).toBeGreaterThan(0);
    expect(ads[1]!.targets.filter((id) => !chairs.has(id))).toEqual([]);
    expect(ads[1]!.targets.filter((id) => sofas.has(id) && !chairs.has(id))).toEqual([]);
  });

  test('ticking a facet value sends no ad request: with selected facets sponsored products are skipped', { tag: '@desktop' }, async ({ page }) => {
    await consent(page);
    const ads = recordAdRequests(page);
    await page.goto('/q/search?q=sofa');
    await expect(page.getByTestId('product-tile').nth(1).getByTestId('sponsored')).toBeVisible();
    expect(ads).toHaveLength(1);
    // The value by its name: ticked, the facet's values may come in another order.
    const brands = page.getByTestId('facet').filter({ hasText: 'Marke' });
    const key = await brands.getByRole('checkbox').first().getAttribute('data-focus-key');
    expect(key).toMatch(/^value:brand:/);
    const box = brands.locator(`input[data-focus-key="${key}"]`);
    const filtered = page.waitForResponse((response) => /\/q\/api\/search\?.*brand=/.test(response.url()));
    await box.click();
    await expect(page).toHaveURL(/brand=/);
    await filtered;
    // The filtered products are shown (the grid settled, the box ticked), and the page had its moment to ask
    // for ads for them, as it asks within its first commit's effects.
    await expect(box).toBeChecked();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByTestId('sponsored')).toHaveCount(0);
    expect(ads).toHaveLength(1);
    // Unticked, the same wait sees the ad request of a listing without selections: the wait was long enough.
    await box.click();
    await expect(page).not.toHaveURL(/brand=/);
    await expect.poll(() => ads.length, { timeout: 5_000 }).toBe(2);
  });

  test('one session for 300 s of inactivity, kept across full page loads', async ({ page }) => {
    await consent(page);
    const ads = recordAdRequests(page);
    await page.goto('/q/search?q=sofa');
    await expect.poll(() => ads.length).toBe(1);
    await page.goto('/q/search?q=stuhl');
    await expect.poll(() => ads.length).toBe(2);
    await page.reload();
    await expect.poll(() => ads.length).toBe(3);
    expect(ads[0]!.session).not.toBe('');
    expect(ads.map((a) => a.session)).toEqual([ads[0]!.session, ads[0]!.session, ads[0]!.session]);
  });

  test('the ad session cookie keeps its value through the session, so a rendered page (which varies by cookie) is reused from the browser\'s cache', async ({ page }) => {
    await consent(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const documents: { url: string; fromCache: boolean }[] = [];
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Document') documents.push({ url: event.response.url, fromCache: event.response.fromDiskCache === true });
    });
    const ads = recordAdRequests(page);
    const sessions: string[] = [];
    // The first load has no session cookie yet: its page is cached under other cookies; the second and later
    // loads all send the same.
    for (const [i, q] of ['sofa', 'stuhl', 'sofa', 'stuhl'].entries()) {
      await page.goto(`/q/de-DE/search?q=${q}`);
      await expect.poll(() => ads.length).toBe(i + 1);
      const cookie = (await page.context().cookies()).find((c) => c.name === 'ad_session');
      sessions.push(cookie?.value ?? '');
    }
    expect(sessions[0]).not.toBe('');
    expect(sessions).toEqual([sessions[0], sessions[0], sessions[0], sessions[0]]);
    expect(documents.map((d) => d.fromCache)).toEqual([false, false, false, true]);
    expect(new Set(ads.map((a) => a.session))).toEqual(new Set([ads[0]!.session]));
  });

  test('after more than 300 s without activity the next ad request carries a new session id', async ({ page }) => {
    await consent(page);
    await page.clock.install();
    const ads = recordAdRequests(page);
    await page.goto('/q/search?q=sofa');
    await expect.poll(() => ads.length).toBe(1);
    await page.clock.fastForward('05:01');
    // The browser drops the session cookie at its max age (300 s), by its own clock, which the page's does not move.
    await page.context().clearCookies({ name: 'ad_session' });
    await search(page, 'stuhl');
    await expect.poll(() => ads.length).toBe(2);
    expect(ads[1]!.session).not.toBe(ads[0]!.session);
  });
});

import { clientRendered, expect, test } from './fixtures';
import { API, untilTilesSettled } from './helpers';

async function numFound(query: string): Promise<number> {
  const res = await fetch(`${API}/q/api/search?${query}&locale=de_DE&assortment=DE&fetchsize=48`);
  return ((await res.json()) as { numFound: number }).numFound;
}

test.describe('a 3xx from the search API (SPEC §7)', () => {
  test('leads to the view path of its target in a real browser', async ({ page }) => {
    await clientRendered(page);
    await page.route(/\/q\/api\/search\?.*q=umleitung/, (route) =>
      route.fulfill({ status: 302, headers: { Location: '/q/api/brand/nordon/b1276?locale=de_DE' }, body: '' }),
    );
    await page.goto('/q/search?q=umleitung');
    await expect(page).toHaveURL(/\/q\/brand\/nordon\/b1276/);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.getByText(/HTTP 500/)).toHaveCount(0);
  });

  test('a 301 to a view path leads there too', async ({ page }) => {
    await clientRendered(page);
    await page.route(/\/q\/api\/search\?.*q=umleitung/, (route) => route.fulfill({ status: 301, headers: { Location: '/h/x/c1' }, body: '' }));
    await page.goto('/q/search?q=umleitung');
    await expect(page).toHaveURL(/\/h\/x\/c1$/);
  });
});

test.describe('load more and pagination (SPEC §4)', () => {
  test('no load-more button when every block was fetched, even if some products are not displayable', async ({ page }) => {
    await page.goto('/q/brand/nordon/b1276');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.getByTestId('result-count')).toBeVisible();
    await expect(page.getByTestId('load-more')).toHaveCount(0);
  });

  test('on the last page no dead load-more button is offered', async ({ page }) => {
    const found = await numFound('q=sofa');
    const last = Math.floor((found - 1) / 48) * 48;
    await page.goto(`/q/search?q=sofa&offset=${last}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.getByTestId('load-more')).toHaveCount(0);
  });

  test("a listing's later page has a title of its own, from the server and after paging in the app: the page's number after its name", async ({ page, request }) => {
    const served = await (await request.get('/q/search?q=sofa&offset=48')).text();
    expect(served).toContain('<title>Ergebnisse für „sofa“ – Seite 2 – Shop</title>');
    await page.goto('/q/search?q=sofa');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page).toHaveTitle('Ergebnisse für „sofa“ – Shop');
    await page.getByTestId('pagination').getByRole('link', { name: /Nächste Seite/ }).click();
    await expect(page).toHaveURL(/offset=48/);
    await expect(page).toHaveTitle('Ergebnisse für „sofa“ – Seite 2 – Shop');
    await page.goBack();
    await expect(page).toHaveTitle('Ergebnisse für „sofa“ – Shop');
  });

  test('every load-more click fetches the next block, and pagination moves on with it', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/q/search?q=sofa');
    const tiles = page.getByTestId('product-tile');
    await expect(tiles.first()).toBeVisible();
    const pagination = page.getByTestId('pagination');
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('1');
    const next = page.waitForRequest((r) => r.url().includes('/q/api/search') && r.url().includes('offset=48'));
    await page.getByTestId('load-more').click();
    await next;
    await expect.poll(() => tiles.count()).toBeGreaterThan(48);
    await untilTilesSettled(page);
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
    await expect(pagination.getByRole('link', { name: /Nächste Seite/ })).toHaveAttribute('href', /offset=96/);
  });

  test('after load more, "previous page" shows the page before alone, though it is the address the listing is at', async ({ page }) => {
    for (const start of [0, 48]) {
      await page.goto(`/q/search?q=sofa${start ? `&offset=${start}` : ''}`);
      const tiles = page.getByTestId('product-tile');
      await expect(tiles.first()).toBeVisible();
      await untilTilesSettled(page);
      const alone = await tiles.count();
      const firstTile = (await tiles.first().textContent()) ?? '';
      const pagination = page.getByTestId('pagination');
      const current = start / 48 + 1;
      await page.getByTestId('load-more').click();
      await expect.poll(() => tiles.count()).toBeGreaterThan(alone);
      await untilTilesSettled(page);
      await expect(pagination.locator('[aria-current="page"]')).toHaveText(String(current + 1));
      await pagination.getByRole('link', { name: /Vorherige Seite/ }).click();
      await expect(pagination.locator('[aria-current="page"]')).toHaveText(String(current));
      await expect(tiles).toHaveCount(alone);
      await expect(tiles.first()).toHaveText(firstTile);
      expect(new URL(page.url()).searchParams.get('offset')).toBe(start ? String(start) : null);
      // Load more goes on from the page shown, again.
      await page.getByTestId('load-more').click();
      await expect.poll(() => tiles.count()).toBeGreaterThan(alone);
    }
  });

  test('after load more, a link to the page the shopper is on shows it anew; the skip link and back keep what was loaded', async ({ page }) => {
    await page.goto('/');
    const category = page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link').first();
    const name = ((await category.textContent()) ?? '').trim();
    await category.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/h\//);
    // The category's own page, not the home page's products still shown while it comes (they were counted once).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const tiles = page.getByTestId('product-tile');
    await expect(tiles.first()).toBeVisible();
    await untilTilesSettled(page);
    const alone = await tiles.count();
    const loadMore = async () => {
      await page.getByTestId('load-more').click();
      await expect.poll(() => tiles.count()).toBeGreaterThan(alone);
      await untilTilesSettled(page);
    };
    await loadMore();
    // The skip link (a place on the page) keeps the products loaded.
    const loaded = await tiles.count();
    await page.getByRole('link', { name: /Zum Hauptinhalt/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    expect(await tiles.count()).toBe(loaded);
    // The header's link to this very category: the page anew, its first block alone.
    await category.focus();
    await page.keyboard.press('Enter');
    await expect(tiles).toHaveCount(alone);
    await expect(page.getByTestId('pagination').locator('[aria-current="page"]')).toHaveText('1');
    // Back to the entry where more was loaded keeps what the listing has (the page as it is now).
    await loadMore();
    const again = await tiles.count();
    expect(again).toBeGreaterThan(alone);
    await page.goBack();
    await expect(tiles).toHaveCount(again);
  });
});

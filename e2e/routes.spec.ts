import { expect, test } from './fixtures';
import { expectAccessible, realCategory, screenshot } from './helpers';

test.describe('routes and remotes', () => {
  test.describe('for an English-speaking browser', () => {
    // The browser's language decides the page's language when the address has none.
    test.use({ locale: 'en-GB' });
    test('an unmatched route answers 404 with "This page could not be found" and a link home', async ({ page }) => {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('not-found')).toContainText('This page could not be found');
      await expectAccessible(page);
      await page.getByTestId('not-found').getByRole('link').click();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test('an unmatched route reads as the not-found page before any script has run: its message and a link home, and its title', async ({ page }) => {
    // The shop's scripts never come (a slow phone, for as long as it takes them).
    await page.route(/\.js(?:\?|$)/, (route) => route.abort());
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Diese Seite wurde nicht gefunden – Shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Diese Seite wurde nicht gefunden' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    await expect(page.locator('.boot__tile')).toHaveCount(0);
    await screenshot(page, 'not-found-before-scripts');
  });

  test('the home page greets with one h1, a search field and products to browse', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByTestId('search-input')).toBeVisible();
    await expectAccessible(page);
  });

  test('a failed validity check (evaluation indices) is a 404', async ({ page }) => {
    const response = await page.goto('/evaluation/de-DE/x/1');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('a wrong locale in the URL redirects to the correct language-COUNTRY', async ({ page }) => {
    await page.goto('/q/de-de/search?q=tisch');
    await expect(page).toHaveURL(/\/q\/de-DE\/search\?q=tisch$/);
  });

  test('a category URL with an invalid category id redirects to search with the SEO text as query', async ({ page }) => {
    await page.goto('/h/garden-chairs/x12');
    await expect(page).toHaveURL(/\/q\/search\?q=garden\+chairs$/);
  });

  test('a legacy link whose path is encoded in Latin-1 (M%F6bel) opens the page, at its UTF-8 address', async ({ page }) => {
    const category = await realCategory();
    const response = await page.goto(`/h/M%F6bel/${category.id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/h/M%C3%B6bel/${category.id}$`));
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
  });

  test('the category remote renders a category page', async ({ page }) => {
    const category = await realCategory();
    await page.goto(`/h/${category.name}/${category.id}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await screenshot(page, 'category');
    await expectAccessible(page);
  });

  test("the storefront's header fragment offers its categories; one opens a category page (SPEC §2)", async ({ page }) => {
    await page.goto('/q/search');
    const categories = page.getByRole('navigation', { name: 'Kategorien' });
    await expect(categories.getByRole('link').first()).toBeVisible();
    await categories.getByRole('link').nth(3).click();
    await expect(page).toHaveURL(/\/h\//);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.locator('footer').getByRole('link').first()).toBeVisible();
    // The category's section content offers its subcategories.
    const subcategories = page.getByRole('navigation', { name: 'Unterkategorien' });
    const first = subcategories.getByRole('link').first();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
  });

  test("the footer's storefront pages are opened by the browser, not as our 404 page; our own pages in the header stay in the app (SPEC §2)", async ({ page }) => {
    await page.goto('/q/search?q=sofa');
    await expect(page.locator('html[data-shop-ready]')).toBeAttached();
    await page.evaluate(() => ((window as unknown as { stillThisDocument: boolean }).stillThisDocument = true));
    const sameDocument = () => page.evaluate(() => (window as unknown as { stillThisDocument?: boolean }).stillThisDocument === true);
    await page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/h\//);
    expect(await sameDocument()).toBe(true);
    const imprint = page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' });
    await expect(imprint).toHaveAttribute('href', '/de-DE/imprint');
    await Promise.all([page.waitForEvent('load'), imprint.click()]);
    await expect(page).toHaveURL(/\/de-DE\/imprint$/);
    expect(await sameDocument()).toBe(false);
  });

  test('the category remote renders a named query page', async ({ page }) => {
    await page.goto('/q/query/summer-sale');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('the evaluation remote renders the evaluation tool', async ({ page }) => {
    await page.goto('/evaluation/instructions/en-GB');
    await expect(page.getByRole('heading', { level: 1, name: 'Evaluation instructions' })).toBeVisible();
  });

  test('the custom query embeddings view lists a query by a name typed or by its alias, asking the API once', async ({ page }) => {
    const asked: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/q/api/cqe/')) asked.push(url);
    });
    await page.goto('/cqe/en-GB');
    await expect(page.getByRole('heading', { level: 1, name: 'Custom query embeddings' })).toBeVisible();
    const form = page.getByRole('search', { name: 'Custom query embeddings' });
    await expectAccessible(page);
    await form.getByLabel('Query name').fill('cozy-living');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/cqe\/en-GB\?cqeName=cozy-living$/);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expectAccessible(page);

    // The alias's SEO text is the query's name, not a term: one request, the one the view lists.
    asked.length = 0;
    await page.goto('/c/en-GB/cozy-living/scozy-living');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked.map((url) => url.pathname)).toEqual(['/q/api/cqe/cozy-living']);
    expect(asked[0]!.searchParams.has('q')).toBe(false);
    // SPEC §2: the view passes the named query id as a query parameter.
    expect(asked[0]!.searchParams.getAll('queryId')).toEqual(['cozy-living']);
  });

  test('the evaluation remote compares two variants of one query', async ({ page }) => {
    await page.goto('/evaluation/de-DE/0/1?q=sofa');
    await expect(page.locator('.ev-column')).toHaveCount(2);
    await expect(page.locator('.ev-column').first().getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);
  });
});

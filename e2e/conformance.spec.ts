import type { Page, Route } from '@playwright/test';
import { clientRendered, expect, test } from './fixtures';
import { API, expectAccessible, realCategory, realSubcategories, semanticOnlyAnswers, untilTilesSettled } from './helpers';

async function numFound(query: string): Promise<number> {
  const res = await fetch(`${API}/q/api/search?${query}&locale=de_DE&assortment=DE&fetchsize=48`);
  return ((await res.json()) as { numFound: number }).numFound;
}

/** Answers the page's own search call with the real answer, changed by `patch`. */
async function patchSearch(page: Page, pattern: RegExp, patch: (body: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  await page.route(pattern, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: patch(body) });
  });
}

function searchCalls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => r.url().includes('/q/api/search') && urls.push(r.url()));
  return urls;
}

const NCP = 'In dieser Kategorie gibt es derzeit keine Produkte.';
const NRP = /Leider haben wir zu Ihrer Suche keine Ergebnisse gefunden/;
const ERROR_TEXT = /Bitte gehen Sie zurück und versuchen Sie es erneut/;

test.describe('routes (SPEC §2)', () => {
  test('the search alias /c/{seoText}/a{id} searches its SEO text: field, heading and results agree', async ({ page }) => {
    // The request the browser makes is what is checked here (a server-rendered page makes it on the server).
    await clientRendered(page);
    const calls = searchCalls(page);
    await page.goto('/c/sofa/a123');
    await expect(page.getByRole('heading', { level: 1, name: 'Ergebnisse für „sofa“' })).toBeVisible();
    await expect(page.getByTestId('search-input')).toHaveValue('sofa');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((u) => new URL(u).searchParams.get('q') === 'sofa')).toBe(true);
  });

  test('the alias with a locale searches its SEO text too', async ({ page }) => {
    await page.goto('/c/de-AT/sofa/a123');
    await expect(page.getByTestId('search-input')).toHaveValue('sofa');
    await expect(page.getByRole('heading', { level: 1, name: 'Ergebnisse für „sofa“' })).toBeVisible();
  });
});

test.describe('breadcrumbs (SPEC §3 search result: breadcrumbs, rendering.breadcrumb)', () => {
  test("a search narrowed to a category shows that category's trail after the home page, and a crumb leads up", async ({ page }) => {
    await page.goto('/q/de-DE/search?category=c201');
    const trail = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    await expect(trail.getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/');
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Elektrowerkzeuge');
    await trail.getByRole('link', { name: 'Heimwerken & Werkzeug' }).click();
    await expect(page).toHaveURL(/[?&]category=c2(&|$)/);
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Heimwerken & Werkzeug');
  });

  test('a search result whose rendering says breadcrumb: false shows no trail', async ({ page }) => {
    await clientRendered(page);
    await patchSearch(page, /\/q\/api\/search/, (body) => ({ ...body, rendering: { ...(body.rendering as object), breadcrumb: false } }));
    await page.goto('/q/de-DE/search?category=c201');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toHaveCount(0);
  });
});

test.describe('advisors and teasers (SPEC §3 search result: advisors, teasers)', () => {
  test('an ambiguous search asks which category is meant, rendered by the server; an answer taken with the keyboard narrows the search and focus goes on to the result count', async ({ page }) => {
    const res = await fetch(`${API}/q/api/search?q=stuhl&locale=de_DE&assortment=DE&fetchsize=1`);
    const { advisors } = (await res.json()) as { advisors: { question: string; answers: { text: string; url: string }[] }[] };
    const advisor = advisors[0]!;
    expect(advisor.answers.length).toBeGreaterThan(1);
    const answer = advisor.answers[1]!;
    await page.goto('/q/de-DE/search?q=stuhl');
    const box = page.getByRole('region', { name: advisor.question });
    await expect(box.getByRole('heading', { level: 2, name: advisor.question })).toBeVisible();
    await expect(box.getByRole('link')).toHaveText(advisor.answers.map((a) => a.text));
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    await expectAccessible(page);
    await box.getByRole('link', { name: answer.text }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]category=${new URL(answer.url, 'http://x').searchParams.get('category')}(&|$)`));
    // Narrowed to a category: no question any more.
    await expect(box).toHaveCount(0);
    await expect(page.getByTestId('result-count').first()).toBeFocused();
  });

  test("a result's teasers link their pictures where they lead: in the app, or in a new tab that says so; one whose address fails the link rule is not shown", async ({ page }) => {
    await clientRendered(page);
    // An image on our own origin (the host proxies the API's images); another host's fails the link rule.
    const image = '/q/api/images/150016.svg';
    await patchSearch(page, /\/q\/api\/search\?/, (body) => ({
      ...body,
      teasers: [
        { id: 't1', name: 'Gartenaktion', link: { type: 'search' }, url: '/q/de-DE/search?q=garten', image, text: 'Alles für den Garten', open_in_a_new_tab: false },
        { id: 't2', name: 'Ratgeber', link: { type: 'search' }, url: '/q/de-DE/search?q=ratgeber', image, open_in_a_new_tab: true },
        { id: 't3', name: 'Böse', link: { type: 'search' }, url: 'javascript:alert(1)', image, text: 'Böse', open_in_a_new_tab: false },
      ],
    }));
    await page.goto('/q/de-DE/search?q=sofa');
    const row = page.getByTestId('teasers');
    await expect(row.getByRole('link')).toHaveCount(2);
    const newTab = row.getByRole('link', { name: 'Ratgeber (öffnet in einem neuen Tab)' });
    await expect(newTab).toHaveAttribute('target', '_blank');
    await expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.poll(() => row.locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await row.getByRole('link', { name: 'Alles für den Garten' }).click();
    await expect(page).toHaveURL(/[?&]q=garten(&|$)/);
    await expect(page.locator('#main h1')).toContainText('garten');
    // In the app: the same document.
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    await page.unrouteAll({ behavior: 'wait' });
  });
});

test.describe('price notes (SPEC §3 market display settings: VAT text, delivery charges)', () => {
  test("a listing says its market's price terms under its products, in the market's language, rendered by the server", async ({ page, request }) => {
    const html = await (await request.get('/q/de-DE/search?q=sofa')).text();
    expect(html).toContain('<p class="sk-price-notes" data-testid="price-notes">inkl. MwSt., zzgl. Versandkosten</p>');
    await page.goto('/q/de-DE/search?q=sofa');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.getByTestId('price-notes')).toHaveText('inkl. MwSt., zzgl. Versandkosten');
    await page.goto('/q/pl-PL/search?q=sofa');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.getByTestId('price-notes')).toHaveText('z VAT, plus koszty dostawy');
  });
});

test.describe('loading messages (SPEC §4)', () => {
  test('after the products arrived the status says loading is complete and how many are shown', async ({ page }) => {
    await page.goto('/q/search?q=sofa');
    await expect(page.getByRole('status').filter({ hasText: /Laden abgeschlossen\. \d+ Produkte angezeigt/ })).toHaveCount(1);
  });
});

test.describe('category section content (SPEC §2)', () => {
  test('its text is shown under the heading, fetched with the locale as a query parameter', async ({ page }) => {
    // The browser's own request is checked (a server-rendered page fetches the content on the server, with
    // the same path: e2e/serverRendering.spec.ts).
    await clientRendered(page);
    const category = await realCategory();
    const content = page.waitForRequest((r) => /\/c\/(?:[a-z]{2}-[A-Z]{2}\/)?h\d+/.test(new URL(r.url()).pathname));
    await page.goto(`/h/${category.name}/${category.id}`);
    expect(new URL((await content).url()).searchParams.get('locale')).toBe('de_DE');
    await expect(page.getByTestId('category-intro')).toContainText(/Entdecken Sie [\d.]+ Produkte/);
  });
});

test('a section content answered with an error is let go: its request ends and holds no connection', async ({ page }) => {
  // A category that does not exist: its listing and its section content are both 404 (the API's own answers,
  // through the host's proxy: an intercepted answer ends its request whether or not the page reads it).
  const isContent = (r: { url(): string }) => /^\/c\/(?:[a-z]{2}-[A-Z]{2}\/)?h\d+$/.test(new URL(r.url()).pathname);
  // Read to its end, or cancelled (which Chromium reports as aborted): either way the request is over. Left
  // unread, it is neither.
  let ended = false;
  const end = (r: { url(): string }) => {
    if (isContent(r)) ended = true;
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  const answered = page.waitForResponse((r) => isContent(r.request()));
  await page.goto('/h/nothing/c99999');
  expect((await answered).status()).toBe(404);
  await expect(page.getByTestId('listing-error')).toBeVisible();
  await expect.poll(() => ended, { timeout: 10_000 }).toBe(true);
});

test.describe('the sister marketplace (SPEC §2 "in some storefronts")', () => {
  test('a search without results offers the term on the sister marketplace', async ({ page }) => {
    await page.goto('/q/search?q=xqzvw');
    await expect(page.getByRole('link', { name: /„xqzvw“ auf Kaufland\.de suchen/ })).toHaveAttribute('href', 'https://www.kaufland.de/s/?search_value=xqzvw');
  });
});

test.describe('brand page filter value form: brandpageurl:{value} (SPEC §7)', () => {
  test('a brand page names its brand by its brand page address, and the address stays free of it', async ({ page }) => {
    await clientRendered(page);
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/q/api/brand/nordon/b1276');
    await page.goto('/q/brand/nordon/b1276');
    expect(new URL((await request).url()).searchParams.getAll('brand')).toEqual(['brandpageurl:nordon/b1276']);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    expect(new URL(page.url()).searchParams.has('brand')).toBe(false);
  });
});

test.describe('the newsletter sign-up form link (SPEC §1 "empty for most storefronts")', () => {
  test('the footer links to the storefront\'s newsletter form where it has one, and not where it has none', async ({ page }) => {
    await page.goto('/q/de-AT/search?q=sofa');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Jetzt Newsletter abonnieren' })).toHaveAttribute('href', '/de-AT/newsletter');
    await page.goto('/q/nl-NL/search?q=sofa');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(footer.getByTestId('newsletter-link')).toHaveCount(0);
  });
});

test.describe('validation: a bad parameter is dropped, never fails the page (SPEC §5)', () => {
  test('an offset past the end shows the last page, not "no results" beside a count', async ({ page }) => {
    const found = await numFound('q=sofa');
    await page.goto('/q/search?q=sofa&offset=10000');
    await expect(page).toHaveURL(new RegExp(`offset=${Math.floor((found - 1) / 48) * 48}`));
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.getByText(/Keine Ergebnisse/)).toHaveCount(0);
  });

  test('an unknown sort is dropped and the results are shown', async ({ page }) => {
    await page.goto('/q/search?q=sofa&sort=bogus');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByText(/HTTP 400/)).toHaveCount(0);
  });

  test('a single-value filter given twice is dropped and the results are shown', async ({ page }) => {
    await page.goto('/q/search?q=sofa&price=10-500&price=20-30');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page).not.toHaveURL(/price=/);
  });

  test('more than 20 values of one filter keep the first 20, in the request and the address', async ({ page }) => {
    await clientRendered(page);
    const calls = searchCalls(page);
    const brands = Array.from({ length: 22 }, (_, i) => `brand=b${i}`).join('&');
    await page.goto(`/q/search?q=sofa&${brands}`);
    await expect.poll(() => new URL(page.url()).searchParams.getAll('brand').length).toBe(20);
    expect(calls.length).toBeGreaterThan(0);
    expect(new URL(calls[0]!).searchParams.getAll('brand')).toHaveLength(20);
  });

  test('forbidden parameters idsOnly, productsOnly and withFacets leave the address', async ({ page }) => {
    await page.goto('/q/search?q=sofa&idsOnly=true&productsOnly=true&withFacets=false');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page).toHaveURL(/\/q\/search\?q=sofa$/);
  });
});

test.describe('messages (SPEC §4, §8)', () => {
  test('an unknown category shows the ncp message with the error text, not an HTTP status', async ({ page }) => {
    await page.goto('/h/x/c99999');
    await expect(page.getByText(NCP)).toBeVisible();
    await expect(page.getByText(ERROR_TEXT)).toBeVisible();
    await expect(page.getByText(/HTTP 404/)).toHaveCount(0);
  });

  test('a semantic-only answer offers similar products, with the nrp message loaded for it under the offer (SPEC §4); no heading says "no results" above them', async ({ page }) => {
    await clientRendered(page);
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/q/api/message') && asked.push(new URL(r.url()).searchParams.get('key') ?? ''));
    await semanticOnlyAnswers(page);
    await page.goto('/q/search?q=sofa');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    // The note above the products (the listing's live region says it too, with the count): its heading offers
    // similar products; the storefront's message says, under it, that the search itself found nothing.
    const note = page.locator('.sk-page-header .sk-status');
    await expect(note.getByRole('heading', { name: /ähnliche Produkte/ })).toBeVisible();
    await expect(note).toContainText(NRP);
    expect(asked).toEqual(['nrp']);
    await expect(page.getByRole('heading', { name: /keine Ergebnisse/i })).toHaveCount(0);
  });

  test('an empty category says its ncp sentence once, with the error text', async ({ page }) => {
    const category = await realCategory();
    await patchSearch(page, /\/q\/api\/category\//, (body) => ({ ...body, numFound: 0, items: [] }));
    await page.goto(`/h/${category.name}/${category.id}?brand=x`);
    await expect(page.getByText(NCP)).toHaveCount(1);
    await expect(page.getByText(ERROR_TEXT)).toBeVisible();
  });

  test('a malformed answer is status 500: the nrp message and the error text, and the search is sent once', async ({ page }) => {
    await clientRendered(page);
    const calls = searchCalls(page);
    await page.route(/\/q\/api\/search\?/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<html>' }));
    await page.goto('/q/search?q=sofa');
    await expect(page.getByText(ERROR_TEXT)).toBeVisible();
    await expect(page.getByText(NRP)).toBeVisible();
    await expect(page.getByTestId('listing-error')).toHaveAttribute('data-status', '500');
    await expect(page.getByText(/HTTP 50\d/)).toHaveCount(0);
    expect(calls.filter((u) => new URL(u).searchParams.get('q') === 'sofa')).toHaveLength(1);
  });
});

test.describe('filters on a wide screen (SPEC §2)', { tag: '@desktop' }, () => {
  test('without a price filter: no "reset price", empty price fields, and Apply adds no filter', async ({ page }) => {
    await page.goto('/q/search?q=sofa');
    const price = page.getByTestId('facet').filter({ hasText: 'Preis' });
    await expect(price).toBeVisible();
    await expect(price.getByRole('button', { name: /Preis zurücksetzen/ })).toHaveCount(0);
    await expect(price.getByRole('textbox', { name: /Mindestpreis/ })).toHaveValue('');
    const searches: string[] = [];
    page.on('request', (r) => void (r.url().includes('/q/api/search') && searches.push(r.url())));
    await price.getByRole('button', { name: 'Anwenden' }).click();
    // Nothing to wait for when nothing happens: a moment for a search the click would start.
    await page.waitForTimeout(500);
    expect(searches).toEqual([]);
    await expect(page).not.toHaveURL(/price=/);
  });

  test("a ticked category lists its subcategories under it; ticking one narrows the results to it, keeps the focus on its box, and the category's reset undoes both (SPEC §3 facet value children)", async ({ page }) => {
    const { parent, children } = await realSubcategories('tisch');
    const child = children[1]!;
    await page.goto('/q/search?q=tisch');
    const facet = page.getByRole('group', { name: 'Kategorie' });
    // No subcategories before their category is ticked.
    await expect(facet.getByRole('checkbox', { name: new RegExp(`^${child.label} `) })).toHaveCount(0);
    await facet.getByRole('checkbox', { name: new RegExp(`^${parent.label} `) }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]category=${parent.value}(&|$)`));
    const nested = facet.getByRole('checkbox', { name: new RegExp(`^${parent.label} `) }).locator('xpath=ancestor::li[1]').getByRole('list');
    await expect(nested.getByRole('checkbox')).toHaveCount(children.length);
    const box = nested.getByRole('checkbox', { name: new RegExp(`^${child.label} `) });
    await box.click();
    await expect(page).toHaveURL(new RegExp(`[?&]category=${child.value}(&|$)`));
    await expect(page.getByTestId('result-count').first()).toHaveText(new RegExp(`^${child.count.toLocaleString('de-DE')} `));
    await expect(box).toBeChecked();
    await expect(box).toBeFocused();
    await expectAccessible(page);
    await facet.getByRole('button', { name: 'Kategorie zurücksetzen' }).click();
    await expect(page).not.toHaveURL(/category=/);
    await expect(facet.getByRole('checkbox', { name: new RegExp(`^${child.label} `) })).toHaveCount(0);
  });

  test('"reset all filters" is offered once', async ({ page }) => {
    await page.goto('/q/search?q=sofa');
    await page.getByTestId('facet').filter({ hasText: 'Marke' }).getByRole('checkbox').first().click();
    await expect(page).toHaveURL(/brand=/);
    await expect(page.getByRole('button', { name: /Filter .* entfernen/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Alle Filter zurücksetzen/ }).filter({ visible: true })).toHaveCount(1);
  });

  test('the storefront selector names Northern Ireland and shows its whole label', async ({ page }) => {
    await page.goto('/q/search?q=sofa');
    const select = page.getByTestId('locale-select');
    await expect(select.locator('option[value="en_NI"]')).toHaveText('Northern Ireland – English');
    await expect(select.locator('option[value="en_XI"]')).toHaveText('Northern Ireland (XI) – English');
    const fits = await select.evaluate((el: HTMLSelectElement) => {
      const style = getComputedStyle(el);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = el.options[el.selectedIndex]!.text;
      return ctx.measureText(text).width + 24 <= el.clientWidth;
    });
    expect(fits).toBe(true);
  });
});

test.describe('tracking data: the list name extended by a path segment (SPEC §3, §7)', () => {
  type Pushed = { event?: string; listName?: string; products?: { id: string; position: number; list: string }[] };
  test('the gridboxes-loaded event in the data layer names its products\' list with the page\'s path segment', async ({ page }) => {
    await page.goto('/q/search?q=sofa&path=garden');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    const loaded = () =>
      page.evaluate(() => ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((e) => e.event === 'gridboxes loaded'));
    await expect.poll(async () => (await loaded()).at(-1)?.listName).toBe('search/garden');
    const event = (await loaded()).at(-1)!;
    expect(event.products?.length).toBeGreaterThan(0);
    expect(event.products?.every((p) => p.list === 'search/garden')).toBe(true);
    expect(event.products?.[0]?.position).toBe(1);
    // A block load more brings is loaded gridboxes too: its own event, its positions after the first block's.
    const before = (await loaded()).length;
    await page.getByTestId('load-more').click();
    await expect.poll(async () => (await loaded()).length).toBe(before + 1);
    const block = (await loaded()).at(-1)!;
    expect(block.products?.length).toBeGreaterThan(0);
    expect(block.products?.[0]?.position).toBeGreaterThan(event.products?.at(-1)?.position ?? Infinity);
    expect(block.listName).toBe('search/garden');
  });
});

test.describe('filter events (SPEC §7: filter selected, deselected)', () => {
  type Pushed = { event?: string; eventCategory?: string; eventLabel?: string };
  const filterEvents = (page: Page) =>
    page.evaluate(() => ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((e) => e.eventCategory === 'Filter').map((e) => `${e.event}|${e.eventLabel}`));

  test("a filter taken off by its chip's × or by 'reset all' is reported deselected, as unticking it is", async ({ page }) => {
    await page.goto('/q/search?q=sofa');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.locator('html[data-shop-ready]')).toBeAttached();
    const brands = page.getByRole('button', { name: /^Filtern/ });
    if (await brands.isVisible()) await brands.click();
    const boxes = page.getByRole('group', { name: 'Marke' }).getByRole('checkbox');
    const first = ((await boxes.nth(0).locator('xpath=ancestor::label').locator('.sk-check__label').textContent()) ?? '').trim();
    await boxes.nth(0).check();
    await expect(page).toHaveURL(/brand=/);
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Filter ${first} entfernen` }).click();
    await expect(page).not.toHaveURL(/brand=/);
    await expect.poll(() => filterEvents(page)).toEqual([`filter selected|brand:${first}`, `filter deselected|brand:${first}`]);

    await page.goto(`/q/search?q=sofa&brand=${encodeURIComponent(first)}&price=10-900`);
    await expect(page.getByRole('button', { name: 'Alle Filter zurücksetzen' }).first()).toBeVisible();
    await expect(page.locator('html[data-shop-ready]')).toBeAttached();
    await page.getByRole('button', { name: 'Alle Filter zurücksetzen' }).first().click();
    await expect(page).not.toHaveURL(/brand=|price=/);
    await expect.poll(() => filterEvents(page)).toEqual(expect.arrayContaining([`filter deselected|brand:${first}`, 'filter deselected|price:10-900']));
  });
});

test.describe('last clicked element (SPEC §3 search page state)', () => {
  test('coming back to the listing a product was opened from brings the shopper to that product', async ({ page }) => {
    await page.goto('/q/search?q=sofa');
    const tiles = page.getByTestId('product-tile');
    await expect(tiles.nth(20)).toBeVisible();
    const clicked = tiles.nth(20);
    const title = (await clicked.getByRole('heading').first().textContent())?.trim() ?? '';
    await clicked.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // A fresh load of the listing (a link back, or a browser that keeps no copy of the page).
    await page.goto('/q/search?q=sofa');
    const link = page.getByTestId('product-tile').nth(20).getByRole('link').first();
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport();
    // Once: the next load of the listing starts at the top as usual (looked at once the page is live and has had
    // its moment to move the focus, as it did above).
    await page.reload();
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByTestId('product-tile').nth(20).getByRole('link').first()).not.toBeFocused();
  });
});

test.describe('last clicked element after load more (SPEC §3, §4 load more)', () => {
  test('coming back to a product that load more had brought loads those blocks again and brings the shopper to it, once', async ({ page }) => {
    await page.goto('/q/search?q=Klassisch');
    const tiles = page.getByTestId('product-tile');
    await expect(tiles.first()).toBeVisible();
    await untilTilesSettled(page);
    const first = await tiles.count();
    for (let block = 1; block <= 2; block += 1) {
      await untilTilesSettled(page);
      const before = await tiles.count();
      await page.getByTestId('load-more').click();
      await expect.poll(() => tiles.count()).toBeGreaterThan(before);
      await untilTilesSettled(page);
    }
    await untilTilesSettled(page);
    const loaded = await tiles.count();
    const index = loaded - 3;
    const clicked = tiles.nth(index);
    const title = (await clicked.getByRole('heading').first().textContent())?.trim() ?? '';
    await clicked.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // A fresh load of the listing (a browser that keeps no copy of the page): its first block only, then the
    // two blocks again, and the product has focus, in view.
    await page.goto('/q/search?q=Klassisch');
    const link = tiles.nth(index).getByRole('link').first();
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport();
    await expect(tiles.nth(index).getByRole('heading').first()).toHaveText(title);
    expect(await tiles.count()).toBe(loaded);
    await page.reload();
    await expect(page.locator('html[data-shop-ready]')).toHaveCount(1);
    await expect(tiles.first()).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(await tiles.count()).toBe(first);
  });

  test('a block that fails on the way back is asked for once: the shopper keeps the first block and the load more button', async ({ page }) => {
    await page.goto('/q/search?q=Klassisch');
    const tiles = page.getByTestId('product-tile');
    await expect(tiles.first()).toBeVisible();
    await untilTilesSettled(page);
    const first = await tiles.count();
    await page.getByTestId('load-more').click();
    await expect.poll(() => tiles.count()).toBeGreaterThan(first);
    await untilTilesSettled(page);
    await tiles.nth(first + 2).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    let asked = 0;
    await page.route(/\/q\/api\/search\?.*offset=[1-9]/, (route) => {
      asked += 1;
      return route.abort('connectionfailed');
    });
    await page.goto('/q/search?q=Klassisch');
    await expect.poll(() => asked).toBe(1);
    await expect(page.getByTestId('load-more')).toBeEnabled();
    await page.waitForTimeout(1_500);
    expect(asked).toBe(1);
    expect(await tiles.count()).toBe(first);
  });
});

test.describe('product pages (SPEC §1: another team\'s; the reference stack serves one)', () => {
  test('a product click opens its product page and back returns to the results', async ({ page }) => {
    await page.goto('/q/search?q=sofa');
    const tile = page.getByTestId('product-tile').first();
    const title = (await tile.getByRole('heading').first().textContent())?.trim() ?? '';
    await tile.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(/€/).first()).toBeVisible();
    // The reference page's "back" goes back in history once its deferred script has run; before that it is a
    // link to the referrer, which from another origin is only the shop's start (a tap that early went to "/",
    // once in a full run).
    await page.waitForLoadState('load');
    await page.getByRole('link', { name: /Zurück zu den Ergebnissen/ }).click();
    await expect(page).toHaveURL(/\/q\/search\?q=sofa/);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_PORTS } from './ports';

export const API = `http://localhost:${E2E_PORTS.api}`;

/** A search term that the reference catalogue answers with products: the first word of a real product title. */
export async function realSearchTerm(locale = 'de_DE'): Promise<string> {
  const res = await fetch(`${API}/q/api/search?locale=${locale}&assortment=${locale.slice(3)}&fetchsize=5`);
  const body = (await res.json()) as { items: { gridbox?: { keyfacts?: { title?: string }; brand?: { name?: string } } }[] };
  const gridbox = body.items.find((i) => i.gridbox?.keyfacts?.title)?.gridbox;
  const title = gridbox?.keyfacts?.title ?? '';
  // Not the brand: a query equal to a brand name answers with a redirect to the brand page.
  const word = title
    .split(/[\s,]+/)
    .find((w) => w.length >= 4 && w.toLowerCase() !== gridbox?.brand?.name?.toLowerCase());
  if (!word) throw new Error('the catalogue returned no product titles');
  return word;
}

/** A brand of the reference catalogue: searching for its name answers with a redirect to its brand page. */
export async function realBrand(locale = 'de_DE'): Promise<string> {
  const res = await fetch(`${API}/q/api/search?locale=${locale}&assortment=${locale.slice(3)}&fetchsize=5`);
  const body = (await res.json()) as { items: { gridbox?: { brand?: { name?: string } } }[] };
  const brand = body.items.find((i) => i.gridbox?.brand?.name)?.gridbox?.brand?.name;
  if (!brand) throw new Error('the catalogue returned no brands');
  return brand;
}

/** A category id and SEO name the reference API knows, read from the category facet. */
export async function realCategory(locale = 'de_DE'): Promise<{ id: string; name: string }> {
  const res = await fetch(`${API}/q/api/search?locale=${locale}&assortment=${locale.slice(3)}&fetchsize=1`);
  const body = (await res.json()) as { facets: { code: string; values?: { label: string; value?: string; link?: { filter?: Record<string, string[]> } }[] }[] };
  const facet = body.facets.find((f) => f.code === 'category');
  const value = facet?.values?.[0];
  const id = value?.value ?? value?.link?.filter?.category?.[0];
  if (!value || !id) throw new Error('no category facet in the reference API answer');
  return { id, name: value.label.toLowerCase().replace(/[^a-z0-9äöüß]+/g, '-') };
}

/** A facet value as the reference API sends it, with what the tests of subcategories read. */
interface ApiValue {
  value: string;
  label: string;
  count: number;
  children?: ApiValue[];
}

/**
 * A search term's first category (`parent`) and its subcategories as the reference API sends them once that
 * category is ticked (SPEC §3 facet value children): the answer narrows to a child when both are ticked.
 */
export async function realSubcategories(term: string, locale = 'de_DE'): Promise<{ parent: ApiValue; children: ApiValue[] }> {
  const categoryValues = async (query: string) => {
    const res = await fetch(`${API}/q/api/search?q=${encodeURIComponent(term)}${query}&locale=${locale}&assortment=${locale.slice(3)}&fetchsize=1`);
    const body = (await res.json()) as { facets: { code: string; values: ApiValue[] }[] };
    return body.facets.find((f) => f.code === 'category')?.values ?? [];
  };
  const first = (await categoryValues(''))[0];
  if (!first) throw new Error(`no category facet for "${term}"`);
  const parent = (await categoryValues(`&category=${first.value}`)).find((v) => v.value === first.value);
  if (!parent?.children || parent.children.length < 2) throw new Error(`"${first.label}" has no subcategories for "${term}"`);
  return { parent, children: parent.children };
}

/** The WCAG rule sets the shop is held to (issue 12): 2.0–2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The WCAG rule sets plus axe's best practices: what the shop's own pages are checked against. */
export const AXE_TAGS = [...WCAG_TAGS, 'best-practice'];

/**
 * axe for this page, set up to be quick: axe checks were a quarter of the browser tests' time.
 * - Its default mode runs axe in every frame, then opens a second, blank page to merge the frames' results;
 *   a page of one frame has nothing to merge, so there axe runs in the page alone ("legacy mode": the same
 *   rules over the same document). Measured on a category page: 12.2–13.1 s → 5.5–5.9 s. A page with frames
 *   keeps the default mode, which also tests cross-origin frames.
 * - Only violations are collected (`resultTypes`): every rule still runs on every node, but the passes and
 *   "needs review" lists, which no test reads, stay one node each. Category page and a page after load more:
 *   6.0–12.5 s → 3.1–7.2 s.
 * Options set after this (tags, rules, include) add to these.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(page.frames().length === 1);
}

/** axe in the browser: no violation of any impact (the rule sets of {@link AXE_TAGS}, as `a11y.spec.ts` judges). */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await axeFor(page).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `reports/screens/${name}.png`, fullPage: false });
}

/** An article number of a real product: found in every language of the catalogue. */
export async function realArticleNumber(locale = 'de_DE'): Promise<string> {
  const res = await fetch(`${API}/q/api/search?locale=${locale}&assortment=${locale.slice(3)}&fetchsize=5`);
  const body = (await res.json()) as { items: { gridbox?: { erpNumber?: string } }[] };
  const erp = body.items.find((i) => i.gridbox?.erpNumber)?.gridbox?.erpNumber;
  if (!erp) throw new Error('the catalogue returned no article numbers');
  return erp;
}

/**
 * The seed of the browser suite's property tests: fixed, so CI is repeatable; `PROPERTY_SEED=<n>` (or `random`)
 * explores other cases.
 */
export const PROPERTY_SEED = process.env.PROPERTY_SEED === 'random' ? Date.now() : Number(process.env.PROPERTY_SEED ?? 20261127);

/**
 * Records, on the page's clock (`performance.now()`), when each page loaded from now on became live
 * (`<html data-shop-ready>`); `liveAt` reads it (`null`: not live yet). The script runs before the document
 * has its root element, so it watches the document for the attribute.
 */
export async function recordWhenLive(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-shop-ready')) return;
      (window as { __shopLiveAt?: number }).__shopLiveAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-shop-ready'] });
  });
}

/** When the page became live, on its clock (`recordWhenLive`), or `null`. */
export async function liveAt(page: Page): Promise<number | null> {
  return page.evaluate(() => (window as { __shopLiveAt?: number }).__shopLiveAt ?? null);
}

/**
 * Records the text of every toast the page shows, from its first script on: a toast stays 3 s (SPEC §9), which a
 * busy test machine may spend between two of a visibility check's polls. `toastsSeen` reads the record.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __shopToasts?: string[] }).__shopToasts = seen;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          const toasts = node.matches('[data-testid="toast"]') ? [node] : [...node.querySelectorAll('[data-testid="toast"]')];
          for (const toast of toasts) seen.push(toast.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The texts of the toasts the page has shown so far (`recordToasts`). */
export async function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as { __shopToasts?: string[] }).__shopToasts ?? [])]);
}

/**
 * Records every text key the page shows in place of its text (`filters.open`, `price.from`, a placeholder
 * `searchField.placeholder`), in the document and the widgets' open shadow roots, sampled every 50 ms from
 * its first script on. `rawKeysSeen` reads the record.
 */
export async function recordRawKeys(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as { __shopRawKeys?: Set<string> }).__shopRawKeys = seen;
    const KEY = /\b(?:filters\.open|searchField\.\w+|price\.\w+|availability\.\w+|tile\.\w+|nav\.\w+|heading\.\w+|sort\.label)\b/g;
    const scan = (root: Document | ShadowRoot) => {
      for (const match of (root instanceof Document ? root.body?.textContent : root.textContent)?.match(KEY) ?? []) seen.add(match);
      for (const element of root.querySelectorAll('*')) {
        for (const match of element.getAttribute('placeholder')?.match(KEY) ?? []) seen.add(match);
        if (element.shadowRoot) scan(element.shadowRoot);
      }
    };
    setInterval(() => scan(document), 50);
  });
}

/** The text keys the page has shown so far (`recordRawKeys`). */
export async function rawKeysSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as { __shopRawKeys?: Set<string> }).__shopRawKeys ?? [])]);
}

/**
 * Records the close watchers (Chromium's `CloseWatcher`) the page makes, from its first script on: a test cannot
 * make Android's back gesture, but it can ask the watcher to close, as the gesture does ({@link requestClose}).
 */
export async function recordCloseWatchers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Platform = (window as unknown as { CloseWatcher?: new () => object }).CloseWatcher;
    if (!Platform) return;
    const made: object[] = [];
    (window as unknown as { closeWatchersMade: object[] }).closeWatchersMade = made;
    (window as unknown as { CloseWatcher: unknown }).CloseWatcher = class extends Platform {
      constructor() {
        super();
        made.push(this);
      }
    };
  });
}

/** The close watchers the page made that are watching ({@link recordCloseWatchers}). */
export function closeWatchersMade(page: Page): Promise<number> {
  return page.evaluate(() => ((window as unknown as { closeWatchersMade?: object[] }).closeWatchersMade ?? []).length);
}

/** A close request to the last watcher that listens, as Android's back gesture makes; how many listen. */
export function requestClose(page: Page): Promise<number> {
  return page.evaluate(() => {
    const made = (window as unknown as { closeWatchersMade?: { requestClose(): void; onclose: unknown }[] }).closeWatchersMade ?? [];
    const watching = made.filter((watcher) => typeof watcher.onclose === 'function');
    watching.at(-1)?.requestClose();
    return watching.length;
  });
}

/**
 * Opens the search results for `term` and taps load more once: the tiles, how many the first page had and how
 * many there are after the next page came.
 */
export async function resultsWithLoadMore(page: Page, term: string): Promise<{ tiles: Locator; firstPage: number; loaded: number }> {
  await page.goto(`/q/search?q=${term}`);
  const tiles = page.getByTestId('product-tile');
  await expect(tiles.first()).toBeVisible();
  await untilTilesSettled(page);
  const firstPage = await tiles.count();
  await page.getByTestId('load-more').click();
  await expect.poll(() => tiles.count()).toBeGreaterThan(firstPage);
  await untilTilesSettled(page);
  return { tiles, firstPage, loaded: await tiles.count() };
}

/**
 * Waits until every product grid on the page has all its tiles: a grid the browser renders brings its first
 * tiles at once and the others right after, busy (`aria-busy`) until then (the ui-kit's ProductGrid).
 */
export async function untilTilesSettled(page: Page): Promise<void> {
  await expect(page.locator('ul.sk-grid[aria-busy="true"]')).toHaveCount(0);
}

/** The search API's answers to searches for a term, with products but no keyword hits (SPEC §4: semantic-only). */
export async function semanticOnlyAnswers(page: Page): Promise<void> {
  await page.route(/\/q\/api\/search\?.*q=/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.xPayload = { ...(body.xPayload ?? {}), keywordResults: { num_items_found: 0 } };
    await route.fulfill({ response, json: body });
  });
}

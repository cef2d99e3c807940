import { expect, test } from './fixtures';
import { API, screenshot } from './helpers';

/** SPEC §3 price display labels on the tiles, with the texts of the storefront's language (SPEC §9). */
interface ApiGridbox {
  erpNumber?: string;
  price: {
    fromPrice?: boolean;
    unitPrice?: { unit: string };
    recommendedRetailPrice?: number;
    oldPrice?: number;
    bulkDiscount?: boolean;
    upToDiscount?: { percent?: number };
  };
}

async function articleWith(locale: string, has: (gridbox: ApiGridbox) => boolean): Promise<string> {
  const res = await fetch(`${API}/q/api/search?locale=${locale}&assortment=${locale.slice(3)}&fetchsize=200`);
  const body = (await res.json()) as { items: { gridbox?: ApiGridbox }[] };
  const erp = body.items.map((i) => i.gridbox).find((g): g is ApiGridbox => g !== undefined && has(g))?.erpNumber;
  if (!erp) throw new Error(`no product in ${locale} matches`);
  return erp;
}

const EN_GB_LABELS: { rule: string; has: (gridbox: ApiGridbox) => boolean; text: RegExp }[] = [
  { rule: '"from" a starting price', has: (g) => g.price.fromPrice === true, text: /from £\d/ },
  { rule: 'the unit price "per" unit', has: (g) => g.price.unitPrice !== undefined, text: /£[\d.,]+ per (kg|l)/ },
  { rule: 'the recommended retail price', has: (g) => g.price.recommendedRetailPrice !== undefined, text: /RRP £\d/ },
  { rule: '"cheaper" on a reduced price', has: (g) => g.price.oldPrice !== undefined && !g.price.bulkDiscount, text: /£[\d.,]+ cheaper/ },
  { rule: '"cheaper in bulk"', has: (g) => g.price.bulkDiscount === true, text: /cheaper in bulk/ },
  { rule: '"up to" a given percent', has: (g) => g.price.upToDiscount?.percent !== undefined, text: /up to \d+% off/ },
];

for (const label of EN_GB_LABELS) {
  test(`a tile shows ${label.rule} (SPEC §3 price display labels)`, async ({ page }) => {
    const article = await articleWith('en_GB', label.has);
    await page.goto(`/q/en-GB/search?q=${article}`);
    await expect(page.getByTestId('product-tile').filter({ hasText: article }).first()).toContainText(label.text);
  });
}

test('the Hungarian storefront claims "up to 10%" off where the data gives no percent, others claim nothing (SPEC §9)', async ({ page }) => {
  const article = await articleWith('hu_HU', (g) => g.price.upToDiscount !== undefined && g.price.upToDiscount.percent === undefined);
  await page.goto(`/q/hu-HU/search?q=${article}`);
  const tile = page.getByTestId('product-tile').filter({ hasText: article }).first();
  await expect(tile).toContainText('akár 10% kedvezmény');
  await page.goto(`/q/de-DE/search?q=${article}`);
  const german = page.getByTestId('product-tile').filter({ hasText: article }).first();
  await expect(german).toContainText('€');
  await expect(german).not.toContainText('bis zu');
});

for (const [project, name] of [
  ['phone', 'price-labels-phone'],
  ['desktop @desktop', 'price-labels-desktop'],
] as const) {
  test(`screenshot of tiles with price labels, ${project}`, async ({ page }) => {
    await page.goto('/q/de-DE/search?q=kg');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await expect(page.locator('.sk-tile__unit-price').first()).toContainText(/pro (kg|l)/);
    await screenshot(page, name);
  });
}

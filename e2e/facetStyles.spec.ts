import type { Browser, BrowserContext, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { AXE_TAGS, axeFor, screenshot, untilTilesSettled } from './helpers';

/** SPEC §3 facet rendering settings: SLIDER, PREVIEW and TILES each look and work their own way. */
const TERM = 'kg';
// axe over a page of product tiles takes a while on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

async function openFilters(page: Page) {
  await page.goto(`/q/search?q=${TERM}`);
  await expect(page.getByTestId('product-tile').first()).toBeVisible();
  const phone = (page.viewportSize()?.width ?? 0) < 960;
  if (phone) await page.getByRole('button', { name: /^Filtern/ }).click();
  return phone ? page.getByRole('dialog') : page.locator('main');
}

async function axeClean(page: Page) {
  // Not while new products are on their way (the grid is dimmed then): axe would judge the dimmed texts.
  await untilTilesSettled(page);
  const results = await axeFor(page).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

test('SLIDER: the price facet is a two-thumb range slider; arrow keys move a thumb, Enter applies @desktop', async ({ page }) => {
  const panel = await openFilters(page);
  const min = panel.getByRole('slider', { name: 'Mindestpreis (€)' });
  const max = panel.getByRole('slider', { name: 'Höchstpreis (€)' });
  await expect(max).toBeVisible();
  const start = Number(await min.inputValue());
  await min.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  const moved = Number(await min.inputValue());
  expect(moved).toBeGreaterThan(start);
  // The number field follows the thumb; the search waits for Enter.
  await expect(panel.getByRole('textbox', { name: /Mindestpreis/ })).toHaveValue(String(moved));
  expect(page.url()).not.toMatch(/price=/);
  const answered = page.waitForResponse((r) => r.url().includes('/q/api/search') && r.url().includes('price='));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`price=${moved}-`));
  // Checked once the filtered products show: while they come the grid is dimmed, and its texts' contrast with it.
  await answered;
  await axeClean(page);
});

test('a maximum price typed with a thousands separator, "1.000", is a thousand euros (SPEC §2 minimum and maximum price) @desktop', async ({ page }) => {
  // Tables cost up to about 1,100 € in the reference catalogue.
  await page.goto('/q/search?q=tisch');
  const panel = page.locator('main');
  await panel.getByRole('textbox', { name: /Höchstpreis/ }).fill('1.000');
  await panel.getByRole('textbox', { name: /Höchstpreis/ }).press('Enter');
  await expect(page).toHaveURL(/[?&]price=\d*-1000(&|$)/);
  await expect(panel.getByRole('textbox', { name: /Höchstpreis/ })).toHaveValue('1000');
  const prices = (await page.locator('[data-testid="product-tile"] .sk-price').allTextContents()).map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.')));
  expect(prices.length).toBeGreaterThan(0);
  expect(Math.max(...prices)).toBeLessThanOrEqual(1000);
});

test('SLIDER: dragging the maximum thumb applies the price filter on release @desktop', async ({ page }) => {
  const panel = await openFilters(page);
  const max = panel.getByRole('slider', { name: 'Höchstpreis (€)' });
  await max.scrollIntoViewIfNeeded();
  const box = await max.boundingBox();
  if (!box) throw new Error('no slider');
  // The maximum thumb sits at the right end of the track (24 px thumb).
  await page.mouse.move(box.x + box.width - 12, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page).toHaveURL(/price=\d+-\d+/);
  const [, low, high] = /price=(\d+)-(\d+)/.exec(page.url()) ?? [];
  expect(Number(high)).toBeGreaterThan(Number(low));
});

test('PREVIEW: colour values are led by their colour swatch and filter when chosen @desktop', async ({ page }) => {
  const panel = await openFilters(page);
  const colour = panel.getByTestId('facet').filter({ hasText: 'Farbe' });
  // The values behind "show more" are in the markup too, hidden: the shown values are compared.
  const swatches = colour.getByTestId('facet-preview').filter({ visible: true });
  await expect(swatches.first()).toBeVisible();
  expect(await swatches.count()).toBe(await colour.getByRole('checkbox').count());
  const fill = await swatches.first().evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(fill).toMatch(/^rgb/);
  await colour.getByRole('checkbox').first().click();
  await expect(page).toHaveURL(/colour=/);
});

test('TILES: size values are tiles that the keyboard toggles with Space @desktop', async ({ page }) => {
  const panel = await openFilters(page);
  const size = panel.getByTestId('facet').filter({ hasText: 'Größe' });
  const tiles = size.locator('.sk-check--tile');
  await expect(tiles.first()).toBeVisible();
  // Tiles wrap side by side, unlike the one-per-row checkbox list.
  const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
  expect(first && second && Math.abs(first.y - second.y) < 4).toBe(true);
  const box = size.getByRole('checkbox').first();
  await box.focus();
  const answered = page.waitForResponse((r) => r.url().includes('/q/api/search') && r.url().includes('size='));
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/size=/);
  await expect(size.getByRole('checkbox', { checked: true })).toHaveCount(1);
  // Checked once the filtered products show: while they come the grid is dimmed, and its texts' contrast with it.
  await answered;
  await untilTilesSettled(page);
  await axeClean(page);
  await size.scrollIntoViewIfNeeded();
  await screenshot(page, 'facet-styles-desktop');
});

test('TOGGLE: "available in store" is a switch that filters when turned on and off again @desktop', async ({ page }) => {
  const panel = await openFilters(page);
  const toggle = panel.getByRole('switch', { name: /Im Markt verfügbar/ });
  await expect(toggle).not.toBeChecked();
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/store=store/);
  await expect(panel.getByRole('switch', { name: /Im Markt verfügbar/ })).toBeChecked();
  await expect(panel.getByRole('switch', { name: /Im Markt verfügbar/ })).toBeFocused();
  await axeClean(page);
  await screenshot(page, 'facet-toggle-desktop');
  await page.keyboard.press('Space');
  await expect(page).not.toHaveURL(/store=/);
});

test('facet styles on a phone: slider, swatches and tiles in the filter dialog, axe clean', async ({ page }) => {
  const panel = await openFilters(page);
  await expect(panel.getByRole('slider', { name: 'Mindestpreis (€)' })).toBeVisible();
  await panel.getByTestId('facet').filter({ hasText: 'Farbe' }).scrollIntoViewIfNeeded();
  await expect(panel.getByTestId('facet').filter({ hasText: 'Farbe' }).getByTestId('facet-preview').first()).toBeVisible();
  await screenshot(page, 'facet-styles-phone');
  await panel.getByTestId('facet').filter({ hasText: 'Größe' }).scrollIntoViewIfNeeded();
  await expect(panel.locator('.sk-check--tile').first()).toBeVisible();
  await screenshot(page, 'facet-styles-phone-tiles');
  await axeClean(page);
});

/** A wide page in forced colours (Windows high contrast, dark), at `search` on the search page. */
async function inForcedColours(browser: Browser, search: string): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, forcedColors: 'active', colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(`${test.info().project.use.baseURL}/q/search?${search}`);
  return { page, context };
}

test('in forced colours (Windows high contrast) a rating shows how many of its five stars are filled @desktop', async ({ browser }) => {
  // The system palette replaces the stars' colours; empty stars that took the text colour too would make
  // "from 1 star" look like five full stars.
  const { page, context } = await inForcedColours(browser, `q=${TERM}`);
  const stars = page.locator('main .sk-check .sk-stars').first();
  await expect(stars).toBeVisible();
  const colours = await stars.evaluate((el) => [
    getComputedStyle(el.querySelector('.sk-stars__track')!).color,
    getComputedStyle(el.querySelector('.sk-stars__fill')!).color,
  ]);
  expect(colours[0]).not.toBe(colours[1]);
  await context.close();
});

test('in forced colours the price slider shows its track and the chosen range between the thumbs @desktop', async ({ browser }) => {
  const { page, context } = await inForcedColours(browser, `q=${TERM}&price=60-`);
  const slider = page.locator('main .sk-range__slider');
  await expect(slider).toBeVisible();
  // Halfway between the thumbs, and a quarter of the way before the lower one: the track's row (4 px from
  // y = 20) must differ from the background above it (y = 5), and the chosen range from the rest.
  const [from, to] = await slider.evaluate((el) => ['--sk-range-from', '--sk-range-to'].map((name) => parseFloat(getComputedStyle(el).getPropertyValue(name)) / 100));
  expect(from).toBeGreaterThan(0.1);
  const png = (await slider.screenshot()).toString('base64');
  const [background, chosen, rest] = await page.evaluate(
    async ({ png, from, to }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.width, image.height];
      const context2d = canvas.getContext('2d')!;
      context2d.drawImage(image, 0, 0);
      const at = (share: number, y: number) => {
        const x = Math.round(12 + share * (image.width - 24));
        return Array.from(context2d.getImageData(x, y, 1, 1).data.slice(0, 3)).join(',');
      };
      const middle = (from! + to!) / 2;
      return [at(middle, 5), at(middle, 22), at(from! / 4, 22)];
    },
    { png, from, to },
  );
  expect(chosen).not.toBe(background);
  expect(rest).not.toBe(background);
  expect(chosen).not.toBe(rest);
  await context.close();
});

import http from 'node:http';
import { expect, test } from './fixtures';
import { realSearchTerm } from './helpers';
import { E2E_EXTRA_PORTS, E2E_PORTS } from './ports';

test.describe('embedded in a storefront iframe (SPEC §6)', () => {
  test('posts analytics events to the parent as type ua, and shows no shell chrome', async ({ page }) => {
    const term = await realSearchTerm();
    const shop = `http://localhost:${E2E_PORTS.host}/q/search?q=${term}&isEmbedded=true`;
    // A storefront on another origin, served for real (Chromium refuses a fulfilled page framing localhost).
    const storefront = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(`<!doctype html><html lang="en"><title>Storefront</title><body>
          <script>window.messages = []; addEventListener('message', (e) => window.messages.push({ origin: e.origin, data: e.data }));</script>
          <iframe title="search" src="${shop}" width="390" height="700"></iframe></body></html>`);
    });
    await new Promise<void>((resolve) => storefront.listen(E2E_EXTRA_PORTS.storefront, resolve));
    await page.goto(`http://localhost:${E2E_EXTRA_PORTS.storefront}/page`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByTestId('product-tile').first()).toBeVisible();
    await expect(frame.getByRole('navigation', { name: /Hauptnavigation|Main navigation/ })).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { messages: { data: { type: string; payload: { event: string } } }[] }).messages.map((m) => `${m.data.type}:${m.data.payload.event}`)))
      .toContain('ua:gridboxes loaded');
    const origins = await page.evaluate(() => (window as unknown as { messages: { origin: string }[] }).messages.map((m) => m.origin));
    expect(new Set(origins)).toEqual(new Set([`http://localhost:${E2E_PORTS.host}`]));
    storefront.close();
  });

  test('filter and sort interactions reach the data layer', async ({ page }) => {
    await page.goto(`/q/search?q=${await realSearchTerm()}`);
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    await page.getByRole('combobox', { name: /Sortieren nach/ }).selectOption({ index: 1 });
    await expect(page).toHaveURL(/sort=/);
    const events = await page.evaluate(() => ((window as unknown as { dataLayer: { event: string }[] }).dataLayer ?? []).map((e) => e.event));
    expect(events).toEqual(expect.arrayContaining(['gridboxes loaded', 'sorting changed']));
  });
});

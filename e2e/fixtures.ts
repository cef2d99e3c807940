import { expect, test as base, type Page } from '@playwright/test';
import { E2E_PORTS } from './ports';

/**
 * Every browser test also checks that the page threw no uncaught error and that the Content-Security-Policy
 * (Trusted Types included) refused nothing: a page that "works" with a console full of refusals or exceptions is not done.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  /**
   * A server-rendered page shows its products before its scripts run; a click then would find no handler (as
   * a shopper's tap would). `page.goto` therefore also waits until the page is live (`<html data-shop-ready>`,
   * set once the page's remote has hydrated or rendered) — for the shop's pages that were server-rendered.
   */
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page
        .waitForFunction(() => !document.getElementById('shop-ssr-state') || document.documentElement.hasAttribute('data-shop-ready'), null, { timeout: 10_000 })
        // A page whose remote never arrives stays unmarked: the test's own expectations say what it shows.
        .catch(() => undefined);
      return response;
    };
    await provide(page);
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        // Trusted Types refusals ("This document requires 'TrustedScriptURL' assignment") are CSP refusals too.
        if (/Content Security Policy|Refused to (load|execute|connect|apply|create)|requires 'Trusted\w+' assignment/i.test(message.text())) problems.push(`csp: ${message.text()}`);
      });
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Asks the host for its pages without server rendering (`X-Shop-Render: client` on page loads only), so the
 * browser fetches the first page itself: for tests that fault the browser's own requests.
 */
export async function clientRendered(page: Page): Promise<void> {
  await page.route(
    (url) => url.port === String(E2E_PORTS.host),
    (route) =>
      route.request().isNavigationRequest() ? route.continue({ headers: { ...route.request().headers(), 'x-shop-render': 'client' } }) : route.fallback(),
  );
}

import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { E2E_PORTS } from './ports';

const probes = new WeakSet<Page>();

/**
 * A page the test opened to provoke a refusal or an error on purpose (that a policy is enforced): its own
 * problems are the test's to assert, not the fixture's. Only for a page of the test's own, never the shop's page.
 */
export function probing(page: Page): Page {
  probes.add(page);
  return page;
}

/**
 * Every browser test also checks that the page threw no uncaught error and that the Content-Security-Policy
 * (Trusted Types included) refused nothing: a page that "works" with a console full of refusals or exceptions is not done.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  /**
   * A server-rendered page shows its products before its scripts run; a click then would find no handler (as
   * a shopper's tap would). `page.goto` therefore also waits until the page is live (`<html data-shop-ready>`,
   * set once the page's remote has hydrated or rendered) — for the shop's pages that were server-rendered.
   * So does `page.reload`. A test that asks for `waitUntil: 'commit'` gets the page as soon as it is on its way.
   */
  page: async ({ page }, provide) => {
    const untilLive = () =>
      page
        .waitForFunction(() => !document.getElementById('shop-ssr-state') || document.documentElement.hasAttribute('data-shop-ready'), null, { timeout: 10_000 })
        // A page whose remote never arrives stays unmarked: the test's own expectations say what it shows.
        .catch(() => undefined);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await untilLive();
      return response;
    };
    // A reload is a page load like any other.
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await untilLive();
      return response;
    };
    await provide(page);
  },
  pageProblems: [
    async ({ page, context, browser }, provide) => {
      const problems: string[] = [];
      const track = (watched: Page, which: string): void => {
        watched.on('pageerror', (error) => {
          if (!probes.has(watched)) problems.push(`uncaught${which}: ${error.message}`);
        });
        watched.on('console', (message) => {
          // Trusted Types refusals ("This document requires 'TrustedScriptURL' assignment") are CSP refusals too.
          if (probes.has(watched)) return;
          if (/Content Security Policy|Refused to (load|execute|connect|apply|create)|requires 'Trusted\w+' assignment/i.test(message.text())) problems.push(`csp${which}: ${message.text()}`);
        });
      };
      track(page, '');
      // Pages the test opens itself (another tab, a context without JavaScript or with forced colours, a probe)
      // are held to the same rule: each is watched from its first document on.
      context.on('page', (opened) => track(opened, ' (another tab)'));
      // (`browser.newPage` opens its page through `browser.newContext`.)
      const { newContext } = browser;
      browser.newContext = async (...args: Parameters<typeof newContext>): Promise<BrowserContext> => {
        const opened = await newContext.apply(browser, args);
        opened.on('page', (tab) => track(tab, ' (a page of its own context)'));
        return opened;
      };
      try {
        await provide(problems);
      } finally {
        browser.newContext = newContext;
      }
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

import { expect, test as base } from '@playwright/test';

/**
 * Every browser test also checks that the page threw no uncaught error and that the Content-Security-Policy
 * refused nothing: a page that "works" with a console full of refusals or exceptions is not done.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to (load|execute|connect|apply)/i.test(message.text())) problems.push(`csp: ${message.text()}`);
      });
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

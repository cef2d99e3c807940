/**
 * A browser build carries the name of its ui-kit CSS (tools/webpack.cjs `uiKitCssHash`), so that a remote's page
 * finds whether the page carries its own CSS without carrying the CSS: the name must be the one the host's
 * server and the loaded CSS give the same text (packages/ui-kit/src/cssIdentity.ts `cssHash`).
 */
import { cssHash } from '@shop/ui-kit/cssHash';
import { uiKitCss } from '@shop/ui-kit/styles';

type Config = { name: string; plugins: { constructor: { name: string }; definitions?: Record<string, unknown> }[] };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tools = require('../webpack.cjs') as { uiKitCssHash: () => string };
const configsOf = (app: string) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  ([] as unknown[]).concat(require(`../../apps/${app}/webpack.config.cjs`)).map((config) => (config as (env: unknown, argv: { mode: string }) => Config)({}, { mode: 'production' }));

describe("the name of a build's ui-kit CSS", () => {
  it("is the hash of the CSS the bundle carries, as the host's server and the loaded CSS name it", () => {
    expect(tools.uiKitCssHash()).toBe(cssHash(uiKitCss));
  });

  it.each(['host', 'search-remote', 'category-remote'])('is defined in every browser container build of %s', (app) => {
    // Its containers for browsers: not the server's, nor embed.js (the loader of a container, no ui-kit in it).
    const browser = configsOf(app).filter((config) => !config.name.endsWith('-server') && config.plugins.some((plugin) => plugin.constructor.name === 'ModuleFederationPlugin'));
    expect(browser.length).toBeGreaterThan(0);
    for (const config of browser) {
      const defined = config.plugins.filter((plugin) => plugin.constructor.name === 'DefinePlugin').map((plugin) => plugin.definitions?.__SHOP_UI_KIT_CSS_HASH__);
      expect(defined).toContain(JSON.stringify(cssHash(uiKitCss)));
    }
  });
});

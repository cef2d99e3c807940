/** @jest-environment jsdom */

/**
 * A remote's self-contained build (on storefront pages, some of which enforce Trusted Types) sets a text
 * script's URL through a policy of its own, `shop-<remote>#texts` (README), which passes only this build's
 * text scripts. The shop's own builds name no policy and set the string.
 */
type Rules = { createScriptURL(url: string): string };
const BASE = 'https://remote.example/search/';

function withTrustedTypes(): { created: string[]; rules: () => Rules } {
  const created: string[] = [];
  let captured: Rules | null = null;
  (globalThis as { trustedTypes?: unknown }).trustedTypes = {
    createPolicy: (name: string, rules: Rules) => {
      created.push(name);
      captured = rules;
      // A trusted value is not a string; the script's src takes its text.
      return { createScriptURL: (url: string) => ({ toString: () => `trusted:${rules.createScriptURL(url)}` }) };
    },
  };
  return { created, rules: () => captured as unknown as Rules };
}

/** The module afresh, as a build with this policy name (or none) has it. */
async function loadMarket(policy: string | undefined) {
  (globalThis as { __SHOP_TEXT_POLICY__?: string }).__SHOP_TEXT_POLICY__ = policy;
  jest.resetModules();
  return import('../src/i18n');
}

afterEach(() => {
  delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
  delete (globalThis as { __SHOP_TEXT_POLICY__?: string }).__SHOP_TEXT_POLICY__;
  document.head.innerHTML = '';
});

const build = { namespaces: ['search', 'uiKit'], publicPath: BASE };
const scriptSources = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe("text scripts under a storefront's Trusted Types", () => {
  it('a self-contained build sets their URLs through its one text policy', async () => {
    const trusted = withTrustedTypes();
    const market = await loadMarket('shop-search#texts');
    void market.loadTextScript('search', 'de_DE', 'search', 'v1', build).catch(() => undefined);
    void market.loadTextScript('search', 'de_DE', 'uiKit', 'v1', build).catch(() => undefined);
    expect(trusted.created).toEqual(['shop-search#texts']);
    expect(scriptSources()).toEqual([`trusted:${BASE}i18n-de_DE-search-json.v1.js`, `trusted:${BASE}i18n-de_DE-uiKit-json.v1.js`]);
  });

  it('the policy passes only text scripts under the build’s own public path', async () => {
    const trusted = withTrustedTypes();
    const market = await loadMarket('shop-search#texts');
    void market.loadTextScript('search', 'de_DE', 'search', 'v1', build).catch(() => undefined);
    const { createScriptURL } = trusted.rules();
    expect(createScriptURL(`${BASE}i18n-pl_PL-search-json.abc123.js`)).toBe(`${BASE}i18n-pl_PL-search-json.abc123.js`);
    expect(() => createScriptURL('https://evil.example/search/i18n-de_DE-search-json.v1.js')).toThrow(TypeError);
    expect(() => createScriptURL(`${BASE}main.js`)).toThrow(TypeError);
    expect(() => createScriptURL(`${BASE}i18n-de_DE-search-json.js?x=https://evil.example/a.js`)).toThrow(TypeError);
  });

  it("the shop's own builds name no policy and set the plain URL", async () => {
    const trusted = withTrustedTypes();
    const market = await loadMarket('');
    void market.loadTextScript('search', 'de_DE', 'search', 'v1', build).catch(() => undefined);
    expect(trusted.created).toEqual([]);
    expect(scriptSources()).toEqual([`${BASE}i18n-de_DE-search-json.v1.js`]);
  });

  it('a page that refuses our policy name gets the plain URL (its own policy decides)', async () => {
    (globalThis as { trustedTypes?: unknown }).trustedTypes = {
      createPolicy: () => {
        throw new TypeError('Policy "shop-search#texts" disallowed.');
      },
    };
    const market = await loadMarket('shop-search#texts');
    void market.loadTextScript('search', 'de_DE', 'search', 'v1', build).catch(() => undefined);
    expect(scriptSources()).toEqual([`${BASE}i18n-de_DE-search-json.v1.js`]);
  });
});

/**
 * Which build's ui-kit CSS a page carries. The shop's page has one `<style id="shop-ui-kit-css">`: written by
 * the host's server in the page's head (the CSS of the listing remote that renders the page, or the host's own
 * copy), or by the host's code on a page without it. Each copy is marked with the hash of its CSS
 * (./cssHash.ts), so that a remote's page finds whether the page carries its own CSS without having it (a
 * remote redeployed alone ships its look as it ships its markup, DESIGN "the code a team owns is the code it
 * deploys").
 */

/** The id of the page's ui-kit style element. */
export const UI_KIT_CSS_ID = 'shop-ui-kit-css';
/** The attribute of that element that names its CSS by `cssHash` (./cssHash.ts). */
export const UI_KIT_CSS_HASH_ATTRIBUTE = 'data-css-hash';

declare const __SHOP_UI_KIT_CSS_HASH__: string | undefined;

/**
 * `cssHash` (./cssHash.ts) of the ui-kit CSS this bundle was built with (a browser build's constant,
 * tools/webpack.cjs), so a bundle knows it without carrying the CSS. `''` where no build set it (unit tests,
 * code run from source).
 */
export const BUILT_UI_KIT_CSS_HASH: string = typeof __SHOP_UI_KIT_CSS_HASH__ === 'string' ? __SHOP_UI_KIT_CSS_HASH__ : '';

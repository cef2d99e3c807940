/**
 * Ids of the page's style elements. The host's server writes both into the <head> of every page it sends
 * (apps/host/server/app.ts); the browser adds them only when a page lacks them (bootstrap.tsx), from a chunk
 * of their own, so the CSS is not part of the shop's start.
 */
export const SHELL_CSS_ID = 'shop-shell-css';
export const UI_KIT_CSS_ID = 'shop-ui-kit-css';

/**
 * Ids of the page's style elements. The host's server writes both into the <head> of every page it sends
 * (apps/host/server/app.ts); the browser adds them only when a page lacks them (bootstrap.tsx), from a chunk
 * of their own, so the CSS is not part of the shop's start.
 */
export const SHELL_CSS_ID = 'shop-shell-css';
/** The ui-kit's: its CSS is the listing remote's that renders the page, or the host's copy (@shop/ui-kit/cssIdentity). */
export { UI_KIT_CSS_ID } from '@shop/ui-kit/cssIdentity';

import { SHELL_CSS_ID, UI_KIT_CSS_ID } from './styleIds';

/**
 * The host's server sends every page with the shell's and the ui-kit's CSS in its <head>; a page without them
 * (served by anything else) gets them from a chunk of their own, before anything renders.
 */
export async function ensurePageCss(): Promise<void> {
  if (document.getElementById(SHELL_CSS_ID) && document.getElementById(UI_KIT_CSS_ID)) return;
  const { HOST_UI_KIT_CSS_HASH, PAGE_CSS, UI_KIT_CSS_HASH_ATTRIBUTE } = await import('./styles');
  for (const [id, css] of PAGE_CSS) {
    if (document.getElementById(id)) continue;
    const style = document.createElement('style');
    style.id = id;
    style.textContent = css;
    // Named, so that a remote's page finds whether this is its own build's CSS (@shop/listing useOwnUiKitCss).
    if (id === UI_KIT_CSS_ID) style.setAttribute(UI_KIT_CSS_HASH_ATTRIBUTE, HOST_UI_KIT_CSS_HASH);
    document.head.appendChild(style);
  }
}

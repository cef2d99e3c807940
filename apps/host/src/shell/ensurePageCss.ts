import { SHELL_CSS_ID, UI_KIT_CSS_ID } from './styleIds';

/**
 * The host's server sends every page with the shell's and the ui-kit's CSS in its <head>; a page without them
 * (served by anything else) gets them from a chunk of their own, before anything renders.
 */
export async function ensurePageCss(): Promise<void> {
  if (document.getElementById(SHELL_CSS_ID) && document.getElementById(UI_KIT_CSS_ID)) return;
  const { PAGE_CSS } = await import('./styles');
  for (const [id, css] of PAGE_CSS) {
    if (document.getElementById(id)) continue;
    const style = document.createElement('style');
    style.id = id;
    style.textContent = css;
    document.head.appendChild(style);
  }
}

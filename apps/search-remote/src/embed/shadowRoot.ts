/** One constructed sheet per CSS text, adopted by every widget's shadow root of this document. */
const sheets = new Map<string, CSSStyleSheet>();

/**
 * Our styles as a constructed style sheet, or null where the browser has none (then a `<style>` element).
 * A storefront's Content-Security-Policy without `'unsafe-inline'` in `style-src` refuses a `<style>` element
 * in a shadow root as it refuses one in its page, but not a constructed sheet: the widgets keep their look
 * under the policy the README asks of a storefront (scripts, connections, images; nothing for styles). The
 * widgets of a page also share one parsed sheet. A sheet belongs to the document that made it, so an element
 * of another document (a frame's) gets a `<style>` element.
 */
function constructedSheet(element: Element, css: string): CSSStyleSheet | null {
  if (element.ownerDocument !== document || typeof CSSStyleSheet !== 'function' || !('replaceSync' in CSSStyleSheet.prototype)) return null;
  if (typeof ShadowRoot !== 'function' || !('adoptedStyleSheets' in ShadowRoot.prototype)) return null;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * The shadow root of `element` (made once, reused by a later mount), emptied, with our styles (`css.ts`'s
 * `embedCss`) and a container.
 */
export function prepareShadowRoot(element: Element, css: string): { shadow: ShadowRoot; container: HTMLDivElement } {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  container.className = 'sk-embed';
  const sheet = constructedSheet(element, css);
  if (sheet) {
    shadow.adoptedStyleSheets = [sheet];
    shadow.replaceChildren(container);
  } else {
    const style = document.createElement('style');
    style.textContent = css;
    shadow.replaceChildren(style, container);
  }
  return { shadow, container };
}

/**
 * The shadow root of `element` (made once, reused by a later mount), emptied, with our styles (`css.ts`'s
 * `embedCss`) and a container.
 */
export function prepareShadowRoot(element: Element, css: string): { shadow: ShadowRoot; container: HTMLDivElement } {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = css;
  const container = document.createElement('div');
  container.className = 'sk-embed';
  shadow.replaceChildren(style, container);
  return { shadow, container };
}

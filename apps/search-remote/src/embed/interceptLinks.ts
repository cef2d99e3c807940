import type { WidgetEvents } from './EmbedProviders';

/**
 * Plain link clicks inside the widget that nobody handled: the page hears `shop-navigate` first and may cancel.
 * For every widget outside the shop: a custom element's or `mount()`'s, and an exposed module's own root.
 */
export function interceptLinks(shadow: ShadowRoot, events: WidgetEvents): () => void {
  const onClick = (event: Event) => {
    if (!(event instanceof MouseEvent) || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'));
    if (!anchor || (anchor.target && anchor.target !== '_self')) return;
    if (!events.navigate(anchor.href)) event.preventDefault();
  };
  shadow.addEventListener('click', onClick);
  return () => shadow.removeEventListener('click', onClick);
}

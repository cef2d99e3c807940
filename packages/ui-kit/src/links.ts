import { linkPolicy, safeLink, type LinkPolicy } from '@shop/api-client';
import { SearchApiContext } from '@shop/page-context';
import { createContext, useContext, type MouseEvent } from 'react';

const ownOriginOnly = linkPolicy();
const policies = new WeakMap<object, LinkPolicy>();

/**
 * The link policy of the page: the search API settings the host (or an embed) provides
 * through the page-wide `SearchApiContext` (with `ALLOWED_REDIRECT_HOSTS`), else the page's own origin only.
 * Read from the shared page context, so every remote's own copy of this code judges links alike.
 */
export function useLinkPolicy(): LinkPolicy {
  const source = useContext(SearchApiContext);
  if (!source) return ownOriginOnly;
  if ('api' in source) return source.api.linkPolicy;
  let policy = policies.get(source.options);
  if (!policy) {
    policy = linkPolicy(source.options.allowedRedirectHosts ?? [], source.options.origin);
    policies.set(source.options, policy);
  }
  return policy;
}

/**
 * `href` as it may be rendered as a link or image address, or `undefined` (render text, no image): the API
 * client's one link rule, so links and redirects are judged alike. `javascript:`, `data:`, other hosts and
 * obfuscated forms of them are refused. When the policy's origin is not the page's (a widget embedded in a
 * storefront on another origin), a path on the shop's origin is rendered absolute: the browser would resolve
 * it against the storefront, where the product page or image does not exist.
 */
export function safeHref(href: string | null | undefined, policy: LinkPolicy, pageOrigin: string | undefined = pageOriginNow()): string | undefined {
  const safe = safeLink(href, policy);
  if (safe === null) return undefined;
  return safe.startsWith('/') && pageOrigin !== undefined && policy.origin !== pageOrigin ? new URL(safe, policy.origin).href : safe;
}

/** The origin of the page we render in; none on a server (server rendering keeps paths as they are). */
function pageOriginNow(): string | undefined {
  const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin;
  return typeof origin === 'string' && origin !== 'null' ? origin : undefined;
}

/**
 * Where dialogs (the phone filter overlay) are portalled to. Defaults to `document.body`; a widget rendered in
 * a shadow root gives its own container, so the dialog keeps the widget's styles and leaves the page alone.
 */
export const OverlayRootContext = createContext<Element | null>(null);

/**
 * Whether a widget's floating parts (the phone's filter dialog, the search suggestions) go to the browser's top
 * layer (a manual popover): in a storefront's page (`OverlayRootContext` is set), where the browser has
 * popovers. There an ancestor of the storefront's with a transform, a filter or `contain` would make a fixed
 * part fill that box instead of the screen, one with `overflow: hidden` (the old clearfix) would cut it off, and
 * its content with a higher z-index would cover it. Not in the shop's own pages, whose layout is ours.
 */
export function useTopLayer(): boolean {
  return useContext(OverlayRootContext) !== null && typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;
}

/** A primary-button click without modifier keys: the one the app may take over for client-side routing. */
export function isPlainLeftClick(event: MouseEvent<HTMLElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Click handler for an `<a href>` that hands plain left clicks to `onNavigate` (client-side routing) and lets
 * the browser handle the rest (new tab, download, …). Without `onNavigate` the link navigates normally.
 */
export function navigateOnPlainClick(
  href: string,
  onNavigate: ((href: string) => void) | undefined,
): ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined {
  if (!onNavigate) return undefined;
  return (event) => {
    if (!isPlainLeftClick(event)) return;
    const target = event.currentTarget.getAttribute('target');
    if (target && target !== '_self') return;
    event.preventDefault();
    onNavigate(href);
  };
}

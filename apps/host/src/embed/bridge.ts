import { linkPolicy, safeLink } from '@shop/api-client';

/**
 * The iframe protocol (DESIGN.md "Embedding"): a page with `isEmbedded=true` talks only to parents whose origin
 * is in `EMBED_ALLOWED_ORIGINS`. Messages are `{ type, version: 1, … }`:
 * - to the parent: `ua` (SPEC §6, §7 analytics events, `payload`) and `resize` (`height`, the content height in
 *   CSS pixels, on every change);
 * - from the parent: `navigate` (`path`, a path on the shop's origin), followed only when the sender is allowed.
 * A target origin is never `*`: messages go to the allowed origins only, and the browser delivers them only when
 * the parent really has that origin — so a parent that sends no referrer still gets them, any other parent nothing.
 */
export const EMBED_PROTOCOL_VERSION = 1;

export type EmbedMessage =
  | { type: 'ua'; version: typeof EMBED_PROTOCOL_VERSION; payload: unknown }
  | { type: 'resize'; version: typeof EMBED_PROTOCOL_VERSION; height: number };

export interface EmbedWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  self: unknown;
  location: { ancestorOrigins?: { length: number; item(index: number): string | null } };
  addEventListener(type: 'message' | 'shop-analytics', listener: (event: Event) => void): void;
  removeEventListener(type: 'message' | 'shop-analytics', listener: (event: Event) => void): void;
}

/**
 * The origins messages may go to: the allowed ones, narrowed to the parent's when the browser tells it
 * (`location.ancestorOrigins`, unless it hides it as "null") or the referrer names one of them. Empty when the
 * shop is not framed.
 */
export function parentTargets(win: EmbedWindow, allowedOrigins: readonly string[], referrer: string): string[] {
  if (!win.parent || win.parent === win.self) return [];
  const ancestor = win.location.ancestorOrigins && win.location.ancestorOrigins.length > 0 ? win.location.ancestorOrigins.item(0) : null;
  // "null" is an origin the browser hides (an iframe element with referrerpolicy="no-referrer"): not known,
  // as when no ancestor is told — the allowed origins then, of which the browser delivers only the parent's.
  if (ancestor && ancestor !== 'null') return allowedOrigins.includes(ancestor) ? [ancestor] : [];
  const fromReferrer = originOf(referrer);
  if (fromReferrer && allowedOrigins.includes(fromReferrer)) return [fromReferrer];
  return [...allowedOrigins];
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The link rule with no other host allowed: what `navigate` may lead to must stay on the shop's origin. */
const SHOP_PATHS_ONLY = linkPolicy([], 'http://shop.invalid');

/**
 * A path on our own origin that any URL parser reads as one, and that passes the link rule (api-client
 * `safeLink`): the only thing `navigate` may lead to. `/.//evil.example` is refused like `//evil.example`: it
 * resolves to the path `//evil.example`, which any later use as a relative address reads as another host.
 */
export function isShopPath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length > 2048 || !path.startsWith('/') || path.startsWith('//')) return false;
  for (let i = 0; i < path.length; i += 1) {
    const code = path.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return false;
  }
  return safeLink(path, SHOP_PATHS_ONLY) !== null;
}

export interface EmbedBridgeOptions {
  win: EmbedWindow;
  allowedOrigins: readonly string[];
  referrer: string;
  /** Follows a `navigate` request of an allowed parent. */
  navigate: (path: string) => void;
  /** Reports the content height; returns a stop function. Defaults to none (no `resize` messages). */
  observeHeight?: (onHeight: (height: number) => void) => () => void;
  /** `shop-analytics` events the page announced before the protocol started: posted first, in their order. */
  earlier?: readonly Event[];
}

/** Starts the protocol; returns a function that stops it. */
export function startEmbedBridge({ win, allowedOrigins, referrer, navigate, observeHeight, earlier = [] }: EmbedBridgeOptions): () => void {
  const targets = parentTargets(win, allowedOrigins, referrer);
  if (targets.length === 0) return () => undefined;
  const post = (message: EmbedMessage) => {
    for (const origin of targets) win.parent?.postMessage(message, origin);
  };
  const onAnalytics = (event: Event) => post({ type: 'ua', version: EMBED_PROTOCOL_VERSION, payload: (event as CustomEvent<unknown>).detail });
  const onMessage = (event: Event) => {
    const { data, origin, source } = event as MessageEvent<unknown>;
    if (source !== win.parent || !allowedOrigins.includes(origin)) return;
    const message = data as { type?: unknown; version?: unknown; path?: unknown } | null;
    if (message?.type === 'navigate' && message.version === EMBED_PROTOCOL_VERSION && isShopPath(message.path)) navigate(message.path);
  };
  for (const event of earlier) onAnalytics(event);
  win.addEventListener('shop-analytics', onAnalytics);
  win.addEventListener('message', onMessage);
  let lastHeight = -1;
  const stopObserving = observeHeight?.((height) => {
    const rounded = Math.ceil(height);
    if (rounded === lastHeight) return;
    lastHeight = rounded;
    post({ type: 'resize', version: EMBED_PROTOCOL_VERSION, height: rounded });
  });
  return () => {
    win.removeEventListener('shop-analytics', onAnalytics);
    win.removeEventListener('message', onMessage);
    stopObserving?.();
  };
}

/**
 * The content's height, reported by a ResizeObserver (where the browser has one): the body's, not the
 * document's — the document is never shorter than the frame, so a frame sized to it could grow but never shrink
 * (a search that found little after a long one left thousands of pixels of blank frame).
 */
export function observeDocumentHeight(onHeight: (height: number) => void): () => void {
  if (typeof ResizeObserver === 'undefined' || !document.body) return () => undefined;
  const body = document.body;
  const observer = new ResizeObserver(() => onHeight(body.scrollHeight));
  observer.observe(body);
  return () => observer.disconnect();
}

export { withEmbeddedParam } from './embeddedParam';

type InstanceRegistry = Map<string, object>;

/**
 * Records which React copy an app or remote runs with, in `window.__SHOP_REACT_INSTANCES__` (owner → React).
 * Browser tests count the distinct instances to prove React is shared as a singleton across remotes.
 * Does nothing outside a browser (SSR, node tests).
 */
export function registerReactInstance(react: object, owner: string): void {
  if (typeof window === 'undefined') return;
  const host = window as unknown as { __SHOP_REACT_INSTANCES__?: unknown };
  if (!(host.__SHOP_REACT_INSTANCES__ instanceof Map)) host.__SHOP_REACT_INSTANCES__ = new Map<string, object>();
  (host.__SHOP_REACT_INSTANCES__ as InstanceRegistry).set(owner, react);
}

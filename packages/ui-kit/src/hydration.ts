import { useRef, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * Whether this component's first render hydrated server markup (React reads a store's server snapshot while
 * hydrating), for a field the shopper may have used before the page was live: React keeps what was typed or
 * ticked while it hydrates, and the next render of a controlled field sets it back. A component the browser
 * rendered has nothing of the kind to take over.
 */
export function useFirstRenderHydrated(): boolean {
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  const first = useRef<boolean | null>(null);
  if (first.current === null) first.current = hydrating;
  return first.current;
}

/**
 * Whether the page's code runs this render: `false` on the server and while hydrating its markup (the server's
 * snapshot), `true` in the browser from the render after. For a control only the page's code can work: the
 * server's markup (what a browser without JavaScript keeps) shows no dead control, and the browser puts it in
 * once hydrated, without a mismatch.
 */
export function usePageCodeRunning(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * How long a page rendered in the browser keeps its products back, once they are in, for text that belongs above
 * them and is still on its way (a category's section content, a semantic-only search's nrp message): shown later,
 * that text would push the listing down under the shopper's eyes (a layout shift of 0.10 on a phone). Text slower
 * than this is shown when it comes.
 */
export const HOLD_BACK_MS = 500;

const noSubscription = () => () => undefined;

/**
 * True while `waiting` holds, for at most `ms` for each `key` (a new page waits again). Never for the `key`
 * a page the server rendered came with (`ready` as it rendered or hydrates): its products are in its markup
 * (a crawler's copy too), whether the text above them came in time or not, and its hydration keeps them.
 */
export function useHeldBack(waiting: boolean, ms: number, key: string, ready: boolean): boolean {
  // The server's render and the browser's hydration of it read the server's snapshot (true); a page rendered in
  // the browser, after a navigation in the app, the browser's (false).
  const fromServer = useSyncExternalStore(noSubscription, () => false, () => true);
  const [expiredFor, setExpiredFor] = useState<string | null>(() => (fromServer && ready ? key : null));
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setExpiredFor(key), ms);
    return () => clearTimeout(timer);
  }, [waiting, ms, key]);
  return waiting && expiredFor !== key;
}

import { startTransition, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

const noSubscription = () => () => undefined;
const same = () => 0;

/**
 * Whether React is hydrating server markup in this render: it reads a store's server snapshot only then. Both
 * snapshots are one value, so nothing renders again once hydrated. (A store whose server and browser snapshots
 * differ is rendered again right after hydration at sync priority — in the task that runs the page's effects,
 * not in slices — so the store below must not differ.)
 */
function useHydratingRender(): boolean {
  let hydrating = false;
  useSyncExternalStore(noSubscription, same, () => {
    hydrating = true;
    return 0;
  });
  return hydrating;
}

/**
 * Whether this component's first render hydrated server markup, for a field the shopper may have used before
 * the page was live: React keeps what was typed or ticked while it hydrates, and the next render of a
 * controlled field sets it back. A component the browser rendered has nothing of the kind to take over.
 * Renders nothing again: the answer never changes for a component.
 */
export function useFirstRenderHydrated(): boolean {
  const hydrating = useHydratingRender();
  const first = useRef<boolean | null>(null);
  if (first.current === null) first.current = hydrating;
  return first.current;
}

/**
 * Whether the page's code runs this render: `false` on the server and while hydrating its markup (the server's
 * snapshot), `true` in the browser from the render after. For a control only the page's code can work: the
 * server's markup (what a browser without JavaScript keeps) shows no dead control, and the browser puts it in
 * once hydrated, without a mismatch: in the sync render right after its part of the page hydrates (the page's
 * early taps replay a tap on its label on that control, waiting for it where that part hydrates after the page
 * is marked live).
 */
export function usePageCodeRunning(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/**
 * `useSyncExternalStore` for a value the page's markup does not show at first (cookies, the window's width):
 * while hydrating it is the server's snapshot, then the browser's, in a transition after hydration — a render
 * React does in slices, after the page's effects, instead of one more sync render of the whole component in
 * their task (total blocking time on a slow phone). A component the browser renders reads the store at once.
 */
export function useStoreAfterHydration<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const hydrating = useHydratingRender();
  const [caughtUp, setCaughtUp] = useState(!hydrating);
  useEffect(() => {
    if (!caughtUp) startTransition(() => setCaughtUp(true));
  }, [caughtUp]);
  return useSyncExternalStore(subscribe, caughtUp ? getSnapshot : getServerSnapshot, getServerSnapshot);
}

/** Pictures that did not come are probed after pauses doubling from this… */
export const PICTURE_RETRY_FIRST_MS = 2_000;
/** …up to this (and at once when the browser is back online). */
export const PICTURE_RETRY_MAX_MS = 60_000;
/** Pictures one probe asks for, the latest to fail: one broken address must not keep the others down. */
export const PICTURE_PROBES = 3;

/** The pictures waiting to be tried again (their tries, by the address that failed). */
const failedPictures = new Map<() => void, string>();
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeTries = 0;
let probing = false;

function stopProbing(): void {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probeTries = 0;
  window.removeEventListener('online', bringPicturesBack);
}

/** Every picture waiting is tried again (those still failing come back to wait). */
function bringPicturesBack(): void {
  const waiting = [...failedPictures.keys()];
  failedPictures.clear();
  stopProbing();
  for (const tryAgain of waiting) tryAgain();
}

function scheduleProbe(): void {
  probeTimer = setTimeout(probePictures, Math.min(PICTURE_RETRY_FIRST_MS * 2 ** probeTries, PICTURE_RETRY_MAX_MS));
  probeTries += 1;
}

/** Asks for a few of the pictures that failed, off screen: once one comes, the service answers again. */
function probePictures(): void {
  probeTimer = undefined;
  if (probing || failedPictures.size === 0) return;
  probing = true;
  const addresses = [...new Set(failedPictures.values())].slice(-PICTURE_PROBES);
  let left = addresses.length;
  let came = false;
  for (const address of addresses) {
    const probe = new Image();
    const settle = (loaded: boolean) => {
      came ||= loaded;
      left -= 1;
      if (left > 0) return;
      probing = false;
      if (came) bringPicturesBack();
      else if (failedPictures.size > 0 && probeTimer === undefined) scheduleProbe();
    };
    probe.onload = () => settle(true);
    probe.onerror = () => settle(false);
    probe.src = address;
  }
}

/** Waits for the picture at `src` to be worth asking for again; returns the function that stops waiting. */
function whenPictureMayCome(src: string, tryAgain: () => void): () => void {
  if (failedPictures.size === 0) window.addEventListener('online', bringPicturesBack);
  failedPictures.set(tryAgain, src);
  if (probeTimer === undefined && !probing) scheduleProbe();
  return () => {
    failedPictures.delete(tryAgain);
    if (failedPictures.size === 0) stopProbing();
  };
}

/**
 * Whether a picture did not come (a broken address, the image service failing), so its place can show a
 * stand-in instead of the browser's broken-image icon: by its `error` event (`onError`, for the `<img>`), and,
 * for a server-rendered picture that failed before the page was live (its `error` event went by before React
 * listened), by being complete without a size and refusing `decode()` (an SVG without a size of its own
 * decodes). A new `src` is a new picture. Failed pictures come back by themselves once the image service
 * answers again: one probe of a few of them after pauses doubling from {@link PICTURE_RETRY_FIRST_MS} to
 * {@link PICTURE_RETRY_MAX_MS}, or at once back online, for all the page's pictures that failed.
 */
export function usePictureFailed(src: string): { ref: RefObject<HTMLImageElement | null>; failed: boolean; onError: () => void } {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = ref.current;
    // A picture still loading reports its failure by `error`, heard from now on; one that came has its size.
    if (!element?.complete || element.naturalWidth > 0 || typeof element.decode !== 'function') return undefined;
    let current = true;
    element.decode().catch(() => {
      if (current && element.isConnected) setFailedSrc(src);
    });
    return () => {
      current = false;
    };
  }, [src]);
  const failed = failedSrc === src;
  useEffect(() => (failed ? whenPictureMayCome(src, () => setFailedSrc(null)) : undefined), [failed, src]);
  return { ref, failed, onError: () => setFailedSrc(src) };
}

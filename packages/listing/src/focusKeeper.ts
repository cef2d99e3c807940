import { useEffect, useLayoutEffect, useRef } from 'react';

/** The element that takes over from a focused control that was replaced: same `data-focus-key`, in the open dialog first. */
export function findFocusSuccessor(lost: { key: string | null; inDialog: boolean }, root: Document): HTMLElement | null {
  if (!lost.key) return null;
  const selector = `[data-focus-key="${lost.key.replace(/["\\]/g, '\\$&')}"]`;
  const dialog = root.querySelector<HTMLElement>('[role="dialog"][aria-modal="true"]');
  const scope: ParentNode = lost.inDialog && dialog ? dialog : root;
  return scope.querySelector<HTMLElement>(selector);
}

/**
 * Keeps keyboard focus in place across re-renders of the listing (WCAG 2.4.3). A control that was replaced
 * (a re-rendered facet, a refilled price form) hands focus to its successor with the same `data-focus-key`;
 * a control that is gone for good (a removed chip, "reset all" with nothing left to reset) hands it to
 * `fallback()`. Focus that the shopper moved away on purpose (a click on the page) is left alone.
 * It checks after every commit of the component that calls it; `settled` is false while new results are on
 * their way (the control may still come back).
 */
export function useFocusKeeper(fallback: (inDialog: HTMLElement | null) => HTMLElement | null, settled: boolean): void {
  const last = useRef<{ element: HTMLElement; key: string | null; inDialog: boolean } | null>(null);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const element = event.target;
      if (!(element instanceof HTMLElement)) return;
      last.current = { element, key: element.getAttribute('data-focus-key'), inDialog: element.closest('[role="dialog"]') !== null };
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  // No dependency list on purpose: runs after every commit of the listing.
  useLayoutEffect(() => {
    const lost = last.current;
    // Only the listing's own controls (they carry a key); a page heading is the shell's business.
    if (!lost || !lost.key || lost.element.isConnected) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const successor = findFocusSuccessor(lost, document);
    if (successor) {
      successor.focus();
      return;
    }
    // While new results are on their way the control may still come back; decide once they are in.
    if (!settled) return;
    const dialog = lost.inDialog ? document.querySelector<HTMLElement>('[role="dialog"][aria-modal="true"]') : null;
    const target = fallback(dialog);
    last.current = null;
    target?.focus();
  });
}

import { useEffect, useLayoutEffect, useRef } from 'react';

/** Where a listing's controls live: the page, or a widget's shadow root on a storefront's page. */
type FocusRoot = Document | ShadowRoot;

/** The element that takes over from a focused control that was replaced: same `data-focus-key`, in the open dialog first. */
export function findFocusSuccessor(lost: { key: string | null; inDialog: boolean }, root: FocusRoot): HTMLElement | null {
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
 * `fallback()`; a control the commit moved gets it back. Focus that the shopper moved away on purpose (a
 * press on the page, a key) is left alone.
 * It checks after every commit of the component that calls it; `settled` is false while new results are on
 * their way (the control may still come back). In a widget's shadow root (`<shop-filters>`, `<shop-search>`)
 * it works the same: the focused control, its successor and the dialog are looked for in that root.
 */
export function useFocusKeeper(fallback: (inDialog: HTMLElement | null) => HTMLElement | null, settled: boolean): void {
  const last = useRef<{ element: HTMLElement; key: string | null; inDialog: boolean; root: FocusRoot } | null>(null);
  useEffect(() => {
    // Widgets' shadow roots listened to: a move of focus inside one (from one of its controls to another) stops
    // at it — its target and related target are both the host outside — so it never reaches the document.
    const shadowRoots = new Set<ShadowRoot>();
    const onFocusIn = (event: Event) => {
      // From a shadow root the event reaches the document retargeted to its host: the control is the path's start.
      const element = event.composedPath()[0];
      if (!(element instanceof HTMLElement)) return;
      const root = element.getRootNode();
      if (root instanceof ShadowRoot && !shadowRoots.has(root)) {
        shadowRoots.add(root);
        root.addEventListener('focusin', onFocusIn);
      }
      last.current = {
        element,
        key: element.getAttribute('data-focus-key'),
        inDialog: element.closest('[role="dialog"]') !== null,
        root: root instanceof ShadowRoot ? root : document,
      };
    };
    // A press moves focus where the shopper pressed, or nowhere (the page's background): from then on, what had
    // focus before is not kept. A press on a control gives it focus, and it is tracked again.
    const onPointerDown = () => {
      last.current = null;
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
      for (const root of shadowRoots) root.removeEventListener('focusin', onFocusIn);
    };
  }, []);

  // No dependency list on purpose: runs after every commit of the listing.
  useLayoutEffect(() => {
    const lost = last.current;
    // Only the listing's own controls (they carry a key); a page heading is the shell's business.
    if (!lost || !lost.key) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    // A control the commit moved (a selected value goes to its facet's end) is still there but lost focus.
    // React gives it back in the page's document, not in a widget's shadow root, where it sees only the host.
    const successor = lost.element.isConnected ? lost.element : findFocusSuccessor(lost, lost.root);
    if (successor) {
      successor.focus();
      return;
    }
    // While new results are on their way the control may still come back; decide once they are in.
    if (!settled) return;
    const dialog = lost.inDialog ? lost.root.querySelector<HTMLElement>('[role="dialog"][aria-modal="true"]') : null;
    const target = fallback(dialog);
    last.current = null;
    target?.focus();
  });
}

/**
 * After a press that brings new content (load more, a page of the pagination), focus goes to that content once
 * it is there — unless the shopper moved on meanwhile. Moved on: focus went anywhere (the skip link, the sort,
 * the header's search; a tab), or the shopper pressed the page (a tap, which may also be a scroll). Not by what
 * has focus when the content comes: Safari does not focus a pressed button (focus stays on the body, or on the
 * nearest focusable element around it, the page's `<main>`), so that cannot tell a move from staying put.
 */
export interface PressWatch {
  /** Whether focus moved, or the page was pressed, since the watch began. */
  moved(): boolean;
  /** Stops watching (the content came, another press began, the listing left). */
  stop(): void;
}

/**
 * Watches from now on, in the document and in the shadow root `inside` lives in (a storefront widget's: a move
 * between two of its controls stops at its root and never reaches the document). Begin it in the press's own
 * handler: that press's pointerdown and the focus it gave are over by then.
 */
export function watchFocusMoves(inside: Node | null): PressWatch {
  let moved = false;
  const onMove = () => {
    moved = true;
  };
  const root = inside?.getRootNode();
  const targets: EventTarget[] = typeof document === 'undefined' ? [] : [document];
  if (root && root !== document && typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot) targets.push(root);
  for (const target of targets) {
    target.addEventListener('focusin', onMove, true);
    target.addEventListener('pointerdown', onMove, true);
  }
  return {
    moved: () => moved,
    stop: () => {
      for (const target of targets) {
        target.removeEventListener('focusin', onMove, true);
        target.removeEventListener('pointerdown', onMove, true);
      }
    },
  };
}

/**
 * Tiles from the 5th on are skipped by the browser's layout and paint until they come near the viewport
 * (`content-visibility:auto` in the ui-kit's CSS): at 4× CPU, laying out and styling the whole server-rendered
 * grid as its HTML streamed in cost ~0.25 s of long tasks after the first paint. A skipped tile stands in with a
 * placeholder height, which differs from its real one. Tiles the shopper scrolls to come into view below the
 * screen's edge, where their new size moves nothing in sight; but a shopper who goes straight to load more
 * brings the last tiles into view at once, and their new sizes would move load more under the tap. So once the
 * grid is live, it lays its last {@link LAST_TILES_LAID_OUT} tiles out, a few per idle period (`data-shown`):
 * none of this work adds up to a long task, and a tile laid out once keeps its size.
 */

/** The last tiles laid out ahead of time: 3 rows of 4 on a wide screen, 6 of 2 on a phone, more than a screen. */
export const LAST_TILES_LAID_OUT = 12;

/**
 * Tiles laid out per idle period. At 4× CPU a frame that lays tiles out costs ~40 ms whatever their number
 * (style, the grid's layout, pre-paint, paint) and ~5 ms more per tile: two keep it under 50 ms.
 */
export const TILES_PER_IDLE_PERIOD = 2;

/** The attribute that lets a tile be laid out although it is off screen (see the ui-kit's CSS). */
export const SHOWN_ATTRIBUTE = 'data-shown';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `callback` when the browser is idle (at the latest after `timeoutMs`); a timer where there is no idle
 * callback. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs = 1000): () => void {
  const view = (typeof window === 'undefined' ? undefined : window) as IdleWindow | undefined;
  if (view?.requestIdleCallback && view.cancelIdleCallback) {
    const handle = view.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => view.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(callback, 16);
  return () => clearTimeout(timer);
}

/**
 * Marks the last {@link LAST_TILES_LAID_OUT} items of `list` (its children matching `selector`) shown,
 * {@link TILES_PER_IDLE_PERIOD} per idle period, until all of them are. Returns a function that stops it (the
 * list changed or left the page).
 */
export function layOutWhenIdle(list: Element, selector: string): () => void {
  let cancel: () => void = () => undefined;
  let stopped = false;
  const step = () => {
    if (stopped) return;
    const waiting = Array.from(list.querySelectorAll(`:scope > ${selector}`))
      .slice(-LAST_TILES_LAID_OUT)
      .filter((item) => !item.hasAttribute(SHOWN_ATTRIBUTE));
    for (const item of waiting.slice(0, TILES_PER_IDLE_PERIOD)) item.setAttribute(SHOWN_ATTRIBUTE, '');
    if (waiting.length > TILES_PER_IDLE_PERIOD) cancel = whenIdle(step);
  };
  cancel = whenIdle(step);
  return () => {
    stopped = true;
    cancel();
  };
}

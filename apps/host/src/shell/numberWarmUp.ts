import { warmNumberFormats } from '@shop/market';
import { whenIdle as whenIdleWithin } from '@shop/ui-kit';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Queries whose answers hold no numbers to format: the search field's suggestions (a warm-up there would
 * land between two keystrokes) and the page fragments.
 */
const WITHOUT_NUMBERS: ReadonlySet<unknown> = new Set(['suggest', 'fragment']);

/** The shopper's first touch, key or scroll: a sign that a filter, a sort or load more may follow. */
const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'scroll'] as const;

/** The longest the warm-up waits for an idle moment once the shopper has engaged. */
const WARM_UP_IDLE_TIMEOUT_MS = 2000;

export interface NumberWarmUpOptions {
  /** Where the shopper's first touch, key or scroll is heard. Default: the window. */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Runs a task when the main thread is idle. Default: the ui-kit's `whenIdle` (at the latest after 2 s). */
  whenIdle?: (run: () => void) => void;
  /** Runs a task after the browser's next paint. */
  afterNextPaint?: (run: () => void) => void;
}

/** A task queued from the next frame's animation callback: it runs once that frame is painted. */
function afterNextPaintDefault(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * A server-rendered page hydrates with the numbers the server formatted (`@shop/market`'s book), so the
 * browser's number data (one task of 130–230 ms at 4× CPU) is not loaded on the way to a live page, nor
 * while a shopper only reads it. It is loaded in the first idle moment after the shopper first touches,
 * types or scrolls — while they look for the filter or the button, before the request that needs it — or,
 * if a request for prices or counts starts before that (a filter, a sort, load more, another page), after
 * the next paint, while its answer is on its way. Once; returns a function that cancels what is pending.
 */
export function warmNumbersWhenNeeded(queryClient: QueryClient, locale: string, options: NumberWarmUpOptions = {}): () => void {
  const target = options.target ?? window;
  const whenIdle = options.whenIdle ?? ((run: () => void) => void whenIdleWithin(run, WARM_UP_IDLE_TIMEOUT_MS));
  const afterNextPaint = options.afterNextPaint ?? afterNextPaintDefault;
  let done = false;
  const listen = { capture: true, passive: true } as const;
  const stopListening = () => ENGAGEMENT_EVENTS.forEach((type) => target.removeEventListener(type, onEngage, listen));
  const warm = () => {
    if (done) return;
    done = true;
    stop();
    warmNumberFormats(locale);
  };
  function onEngage() {
    stopListening();
    whenIdle(warm);
  }
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'fetch' || WITHOUT_NUMBERS.has(event.query.queryKey[0])) return;
    unsubscribe();
    afterNextPaint(warm);
  });
  function stop() {
    stopListening();
    unsubscribe();
  }
  ENGAGEMENT_EVENTS.forEach((type) => target.addEventListener(type, onEngage, listen));
  return () => {
    done = true;
    stop();
  };
}

import { warmNumberFormats } from '@shop/market';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Queries whose answers hold no numbers to format: the search field's suggestions (a warm-up there would
 * land between two keystrokes) and the page fragments.
 */
const WITHOUT_NUMBERS: ReadonlySet<unknown> = new Set(['suggest', 'fragment']);

/** Runs after the browser's next paint: a task queued from the frame's animation callback. */
function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * A server-rendered page hydrates with the numbers the server formatted (`@shop/market`'s book), so the
 * browser's number data is not loaded on the way to a live page. It is loaded when the page first asks the
 * API for something that holds prices or counts (a filter, a sort, load more, another page): in a task of its
 * own while the answer is on its way, not inside the render of that answer — and after the next paint, so
 * the interaction's own feedback (the ticked box, the busy state) is not held back by it.
 * Returns the unsubscribe function (the warm-up unsubscribes itself once it is scheduled).
 */
export function warmNumbersOnFirstFetch(queryClient: QueryClient, locale: string, schedule: (run: () => void) => void = afterNextPaint): () => void {
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'fetch' || WITHOUT_NUMBERS.has(event.query.queryKey[0])) return;
    unsubscribe();
    schedule(() => warmNumberFormats(locale));
  });
  return unsubscribe;
}

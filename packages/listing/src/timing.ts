import { useStoreAfterHydration } from '@shop/ui-kit';

/** SPEC §9: window resizes are debounced by 400 ms. */
export const RESIZE_DEBOUNCE_MS = 400;
let width = typeof window === 'undefined' ? 0 : window.innerWidth;

function subscribe(notify: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      width = window.innerWidth;
      notify();
    }, RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}

/**
 * The window's width, updated once resizing has paused for 400 ms (SPEC §9); 0 on the server, and while a page
 * hydrates (read right after, in a transition: none of its markup shows it).
 */
export function useViewportWidth(): number {
  return useStoreAfterHydration(
    subscribe,
    () => (width === 0 && typeof window !== 'undefined' ? (width = window.innerWidth) : width),
    () => 0,
  );
}

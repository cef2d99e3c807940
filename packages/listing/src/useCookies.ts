import { useStoreAfterHydration } from '@shop/ui-kit';

/** SPEC §9: cookies are polled every 300 ms — a consent banner writes them without telling anyone. */
export const COOKIE_POLL_MS = 300;

function subscribe(notify: () => void): () => void {
  let last = document.cookie;
  const timer = setInterval(() => {
    if (document.cookie !== last) {
      last = document.cookie;
      notify();
    }
  }, COOKIE_POLL_MS);
  return () => clearInterval(timer);
}

/**
 * The page's cookies, re-read when they change (e.g. consent given after the page loaded). A hydrating page
 * reads them right after hydration, in a transition (none of its markup shows them).
 */
export function useCookies(): string {
  return useStoreAfterHydration(
    subscribe,
    () => document.cookie,
    () => '',
  );
}

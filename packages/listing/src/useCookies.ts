import { SESSION_COOKIE } from '@shop/page-context';
import { useStoreAfterHydration } from '@shop/ui-kit';

/** SPEC §9: cookies are polled every 300 ms — a consent banner writes them without telling anyone. */
export const COOKIE_POLL_MS = 300;

/**
 * The page's cookies but the ad session's: that one is written at every activity and gets a new value with each
 * new session (SPEC §4), and nothing rendered reads it (the ad requests read it as they go out), so it must not
 * render the page again.
 */
function readCookies(): string {
  const own = `${SESSION_COOKIE}=`;
  return document.cookie
    .split(';')
    .filter((part) => !part.trimStart().startsWith(own))
    .join(';');
}

function subscribe(notify: () => void): () => void {
  let last = readCookies();
  const timer = setInterval(() => {
    const now = readCookies();
    if (now !== last) {
      last = now;
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
    readCookies,
    () => '',
  );
}

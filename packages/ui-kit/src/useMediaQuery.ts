import { useCallback, useSyncExternalStore } from 'react';

/** Width from which the layout is no longer the phone layout for filters (SPEC §9 breakpoint 960). */
export const WIDE_LAYOUT_QUERY = '(min-width: 960px)';
/** SPEC §9: mobile if the width is 767 or less (the ad channel, a teaser's mobile image). */
export const MOBILE_MAX_WIDTH = 767;

/**
 * Whether a media query matches, kept current. Without `matchMedia` (server rendering, jsdom) it is
 * `serverMatches` (default `false`: the layout is mobile first), and so is the first render of a page the
 * browser hydrates; the real answer follows at once after it.
 */
export function useMediaQuery(query: string, serverMatches = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => serverMatches);
}

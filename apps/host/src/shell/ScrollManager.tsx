import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * SPEC §2: navigation scrolls to the top unless the navigation opts out (`state.keepScroll`, e.g. filter
 * and load-more updates), and to a hash anchor when one is present. Back/forward keep the browser's position.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') return;
    if ((location.state as { keepScroll?: boolean } | null)?.keepScroll) return;
    if (location.hash) {
      let id = location.hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // keep the raw id
      }
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location.pathname, location.search, location.hash, location.state, navigationType]);
  return null;
}

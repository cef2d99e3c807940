import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether a picture did not come (a broken address, the image service failing), so its place can show a
 * stand-in instead of the browser's broken-image icon: by its `error` event (`onError`, for the `<img>`), and,
 * for a server-rendered picture that failed before the page was live (its `error` event went by before React
 * listened), by being complete without a size and refusing `decode()` (an SVG without a size of its own
 * decodes). A new `src` is a new picture.
 */
export function usePictureFailed(src: string): { ref: RefObject<HTMLImageElement | null>; failed: boolean; onError: () => void } {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = ref.current;
    // A picture still loading reports its failure by `error`, heard from now on; one that came has its size.
    if (!element?.complete || element.naturalWidth > 0 || typeof element.decode !== 'function') return undefined;
    let current = true;
    element.decode().catch(() => {
      if (current && element.isConnected) setFailedSrc(src);
    });
    return () => {
      current = false;
    };
  }, [src]);
  return { ref, failed: failedSrc === src, onError: () => setFailedSrc(src) };
}

import { useEffect, useLayoutEffect, useRef } from 'react';

/** A close watcher (Chromium): not in TypeScript's DOM types yet. */
interface CloseWatcherLike {
  onclose: (() => void) | null;
  destroy(): void;
}

/**
 * While `open`, the platform's close request calls `onClose`: on Android the back gesture, which otherwise
 * takes the shopper off the page behind a full-screen dialog (to the page before it). A `CloseWatcher`, made as
 * `open` turns true — on the tap that opens the dialog: one made without a tap's activation may be skipped by
 * the gesture. Where there is none (browsers other than Chromium), nothing: Escape stays the dialog's own.
 */
export function useCloseRequest(open: boolean, onClose: () => void): void {
  const latest = useRef(onClose);
  useLayoutEffect(() => {
    latest.current = onClose;
  });
  useEffect(() => {
    const Watcher = (window as unknown as { CloseWatcher?: new () => CloseWatcherLike }).CloseWatcher;
    const watcher = open && Watcher ? new Watcher() : null;
    if (watcher) watcher.onclose = () => latest.current();
    return () => watcher?.destroy();
  }, [open]);
}

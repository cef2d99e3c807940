import { useState } from 'react';

export interface LiveRegionProps {
  /** Text to announce; an unchanged text is not announced again. */
  message: string;
  /**
   * Identity of the result the message is about. When it changes and the text stays the same (a new sort
   * with the same count), the text is announced again. Defaults to the message itself.
   */
  announceKey?: string;
}

/**
 * A visually hidden polite live region for loading messages (SPEC §4: "Products are loading", "Loading
 * complete", "N products shown"). Keep it mounted: regions inserted together with their text are often not read.
 */
export function LiveRegion({ message, announceKey }: LiveRegionProps) {
  const key = announceKey ?? message;
  const [shown, setShown] = useState({ key, message, flip: false });
  if (shown.key !== key || shown.message !== message) {
    // Same words for a new result: a trailing no-break space changes the text, so it is read once more.
    const flip = shown.key !== key && shown.message === message ? !shown.flip : false;
    setShown({ key, message, flip });
  }
  return (
    <div className="sk-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="live-region">
      {message}
      {shown.flip ? '\u00a0' : ''}
    </div>
  );
}

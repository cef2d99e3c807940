export interface LiveRegionProps {
  /** Text to announce; an unchanged text is not announced again. */
  message: string;
}

/**
 * A visually hidden polite live region for loading messages (SPEC §4: "Products are loading", "Loading
 * complete", "N products shown"). Keep it mounted: regions inserted together with their text are often not read.
 */
export function LiveRegion({ message }: LiveRegionProps) {
  return (
    <div className="sk-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}

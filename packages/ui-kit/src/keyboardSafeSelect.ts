import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/** Keys that change a closed select's value in place, one option at a time. */
const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/** The props {@link useKeyboardSafeSelect} gives a `<select>`. */
export interface KeyboardSafeSelectProps {
  value: string;
  onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => void;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur: () => void;
}

/**
 * A select whose choice starts something (a search, a page in another language): Chromium on Windows and Linux
 * fires `change` for every arrow key or typed letter on a closed select, so a keyboard user stepping towards an
 * option would start one per key (WCAG 3.2.2, on input). A pick with the mouse or the phone's picker applies at
 * once; a choice made by stepping is applied on Enter, and dropped on Escape. When focus leaves the select, it
 * is applied too, unless `commitOnBlur` is false: for a choice that takes the shopper elsewhere (another
 * storefront), leaving the control is not asking for it, and the select shows the current value again.
 */
export function useKeyboardSafeSelect(value: string, apply: (value: string) => void, { commitOnBlur = true }: { commitOnBlur?: boolean } = {}): KeyboardSafeSelectProps {
  const [pending, setPending] = useState<string | null>(null);
  const stepping = useRef(false);
  const commit = () => {
    if (pending !== null && pending !== value) apply(pending);
    setPending(null);
  };
  return {
    value: pending ?? value,
    onKeyDown: (event) => {
      stepping.current = !event.altKey && (STEP_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' '));
      if (event.key === 'Enter') commit();
      if (event.key === 'Escape' && pending !== null) {
        // Dropped, and the Escape is this control's (a dialog around it stays open).
        event.preventDefault();
        setPending(null);
      }
    },
    onChange: (event) => {
      if (stepping.current) {
        stepping.current = false;
        setPending(event.target.value);
        return;
      }
      setPending(null);
      apply(event.target.value);
    },
    onBlur: commitOnBlur ? commit : () => setPending(null),
  };
}

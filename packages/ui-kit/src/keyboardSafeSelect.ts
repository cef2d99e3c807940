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
 * once; a choice made by stepping is applied on Enter or when focus leaves the select.
 */
export function useKeyboardSafeSelect(value: string, apply: (value: string) => void): KeyboardSafeSelectProps {
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
    onBlur: commit,
  };
}

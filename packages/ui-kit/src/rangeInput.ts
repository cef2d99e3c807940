/** Why a range entry was refused. */
export type RangeError = 'invalidNumber' | 'minAboveMax';

export type RangeCheck =
  | { ok: true; min: number; max: number }
  | { ok: false; error: RangeError; field: 'min' | 'max' };

const AMOUNT = /^\d+(?:[.,]\d+)?$/;

/** A non-negative amount typed by a shopper, with `.` or `,` as decimal separator; `null` if it is not one. */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!AMOUNT.test(compact)) return null;
  return Number(compact.replace(',', '.'));
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/**
 * Checks a min/max entry of a RANGE facet. An empty field means the global bound on that side; values beyond
 * the global bounds are pulled back to them (typing 0 for a minimum is not a mistake worth a message).
 * Refused: text that is not a number, and a minimum above the maximum.
 */
export function checkRange(
  minText: string,
  maxText: string,
  bounds: { globalMin: number; globalMax: number },
): RangeCheck {
  const min = minText.trim() === '' ? bounds.globalMin : parseAmount(minText);
  if (min === null) return { ok: false, error: 'invalidNumber', field: 'min' };
  const max = maxText.trim() === '' ? bounds.globalMax : parseAmount(maxText);
  if (max === null) return { ok: false, error: 'invalidNumber', field: 'max' };
  if (min > max) return { ok: false, error: 'minAboveMax', field: 'min' };
  return {
    ok: true,
    min: clamp(min, bounds.globalMin, bounds.globalMax),
    max: clamp(max, bounds.globalMin, bounds.globalMax),
  };
}

import { parseAmount } from '@shop/api-client';

export { parseAmount };

/** Why a range entry was refused. */
export type RangeError = 'invalidNumber' | 'minAboveMax';

export type RangeCheck =
  | { ok: true; min: number; max: number }
  | { ok: false; error: RangeError; field: 'min' | 'max' };

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

/** Where the thumbs of a two-thumb range slider can go: a step of about 1/200 of the span, on a 1-2-5 scale. */
export interface SliderScale {
  min: number;
  /** The first step at or above the facet's global maximum; a thumb beyond the maximum means the maximum. */
  max: number;
  step: number;
}

export function sliderScale(bounds: { globalMin: number; globalMax: number }): SliderScale {
  const min = Math.floor(bounds.globalMin);
  const span = Math.max(1, Math.ceil(bounds.globalMax) - min);
  const raw = span / 200;
  const decade = 10 ** Math.floor(Math.log10(Math.max(1, raw)));
  const step = [1, 2, 5, 10].map((f) => f * decade).find((s) => s >= raw) ?? decade * 10;
  return { min, max: min + Math.ceil(span / step) * step, step };
}

/**
 * The thumb position a price field stands for: the typed amount (within the bounds), or the bound on its side
 * when the field is empty or not a number.
 */
export function thumbValue(text: string, side: 'min' | 'max', bounds: { globalMin: number; globalMax: number }): number {
  const amount = text.trim() === '' ? null : parseAmount(text);
  const value = amount ?? (side === 'min' ? bounds.globalMin : bounds.globalMax);
  return clamp(value, bounds.globalMin, bounds.globalMax);
}

/** A thumb moved to `value`: the amount it stands for, kept within the bounds and on its side of the other thumb. */
export function movedThumb(
  value: number,
  side: 'min' | 'max',
  other: number,
  bounds: { globalMin: number; globalMax: number },
): number {
  const inBounds = clamp(value, bounds.globalMin, bounds.globalMax);
  return side === 'min' ? Math.min(inBounds, other) : Math.max(inBounds, other);
}

import type { RangeFacet } from '@shop/api-client';
import { currencySymbol, formatNumber, formatPrice, useShopTranslation } from '@shop/market';
import { type CSSProperties, type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

import { HiddenFields } from './FilterForm';
import { type RangeError, checkRange, movedThumb, sliderScale, thumbValue } from './rangeInput';

export interface RangeFacetFormProps {
  facet: RangeFacet;
  /** The range is a selected filter: the fields show it. Otherwise they start empty (the bounds are hints). */
  selected: boolean;
  locale: string;
  onRangeChange: (facet: RangeFacet, min: number, max: number) => void;
  /** Both fields emptied on a selected range: the filter is taken off (as the facet's reset does). */
  onRangeReset?: (facet: RangeFacet) => void;
  /**
   * The form works without JavaScript: sent as a GET to `action` with the fields `{code}[min]` and
   * `{code}[max]` (api-client's `parseSearchParams` reads them as the facet's `min-max` value) and `fields`
   * as hidden fields (the rest of the address: query, sort, other filters). With JavaScript it is never sent.
   */
  noScript?: { action: string; fields: ReadonlyArray<readonly [name: string, value: string]> };
}

/**
 * Whether a range facet is of prices (SPEC §3: a range's unit; the price facet's is its currency) or of another
 * measure (a width in cm), which is labelled and formatted with its own name and unit.
 */
export function isPriceRange(facet: Pick<RangeFacet, 'code' | 'unit'>): boolean {
  const unit = (facet.unit ?? '').trim();
  // A currency's code (`EUR`; not any three capitals: `RPM`, `DPI`) or its sign (`€`, `zł` is a code's sign too).
  return facet.code === 'price' || isCurrencyCode(unit) || /^\p{Sc}$/u.test(unit);
}

let currencies: ReadonlySet<string> | null = null;

function isCurrencyCode(unit: string): boolean {
  if (!/^[A-Z]{3}$/.test(unit)) return false;
  currencies ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : []);
  // A browser without the list: any three capitals, as a code.
  return currencies.size === 0 || currencies.has(unit);
}

/** Longest unit shown beside a measure ("cm", "kg", "Watt"): the API's text, bounded. */
const UNIT_MAX = 12;

function editable(value: number, locale: string): string {
  return formatNumber(value, locale, { useGrouping: false, maximumFractionDigits: 2 });
}

/**
 * Minimum and maximum fields with an Apply button, for prices or another measure (a width in cm: named after
 * the facet, in its unit); refuses text that is not a number and min > max.
 * A facet rendered as `SLIDER` (SPEC §3) adds a two-thumb range slider bound to the fields: dragging a thumb
 * applies on release; arrow keys move a thumb and Enter (or Apply) applies, so a keyboard user does not start
 * a search on every step.
 */
export function RangeFacetForm({ facet, selected, locale, onRangeChange, onRangeReset, noScript }: RangeFacetFormProps) {
  const { t } = useShopTranslation('search');
  const id = useId();
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  const [minText, setMinText] = useState(() => (selected ? editable(facet.selectedMin.value, locale) : ''));
  const [maxText, setMaxText] = useState(() => (selected ? editable(facet.selectedMax.value, locale) : ''));
  const [error, setError] = useState<{ error: RangeError; field: 'min' | 'max' } | null>(null);
  // A new selection from the server refills the fields. The form stays mounted, so a keyboard user's focus
  // stays on the Apply button instead of falling to <body>.
  const selection = `${selected}-${facet.selectedMin.value}-${facet.selectedMax.value}`;
  const [shownSelection, setShownSelection] = useState(selection);
  if (shownSelection !== selection) {
    setShownSelection(selection);
    setMinText(selected ? editable(facet.selectedMin.value, locale) : '');
    setMaxText(selected ? editable(facet.selectedMax.value, locale) : '');
  }
  const price = isPriceRange(facet);
  const unit = price ? currencySymbol(locale) : (facet.unit ?? '').trim().slice(0, UNIT_MAX);
  const bound = (which: 'min' | 'max') => {
    const name = price ? t(which === 'min' ? 'filters.minPrice' : 'filters.maxPrice') : t(which === 'min' ? 'filters.minOf' : 'filters.maxOf', { facet: facet.label });
    return unit ? `${name} (${unit})` : name;
  };
  const amount = (value: number) => (price ? formatPrice(value, locale) : unit ? `${formatNumber(value, locale)} ${unit}` : formatNumber(value, locale));
  const errorId = `${id}-error`;

  const commit = (min: string, max: string) => {
    // Nothing typed: Apply adds no filter, and takes off a selected one (it was the whole range as a filter,
    // still counted, shown as a chip, and keeping sponsored products away).
    if (min.trim() === '' && max.trim() === '') {
      if (!selected) return;
      if (onRangeReset) {
        setError(null);
        onRangeReset(facet);
        return;
      }
    }
    const result = checkRange(min, max, facet);
    if (!result.ok) {
      setError({ error: result.error, field: result.field });
      (result.field === 'min' ? minRef : maxRef).current?.focus();
      return;
    }
    setError(null);
    // The fields show the range as applied ("1.000" as 1000, an open side as its bound), also when it was
    // applied already and the address, and so the selection, does not change.
    setMinText(editable(result.min, locale));
    setMaxText(editable(result.max, locale));
    onRangeChange(facet, result.min, result.max);
  };
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    commit(minText, maxText);
  };
  const slider = facet.rendering.style === 'SLIDER';
  const scale = sliderScale(facet);
  const minThumb = thumbValue(minText, 'min', facet);
  const maxThumb = thumbValue(maxText, 'max', facet);
  const moveThumb = (side: 'min' | 'max', raw: number) => {
    const value = movedThumb(raw, side, side === 'min' ? maxThumb : minThumb, facet);
    const text = editable(value, locale);
    if (side === 'min') setMinText(text);
    else setMaxText(text);
    setError(null);
  };
  // The range input's native `change` fires when a drag ends (and on every arrow key): a drag applies, keys wait.
  const dragging = useRef(false);
  const latestCommit = useRef(commit);
  latestCommit.current = commit;
  const sliderRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sliderRef.current;
    if (!element) return undefined;
    const onChange = () => {
      if (!dragging.current) return;
      dragging.current = false;
      // The thumbs themselves, not state: this listener may run before React has seen the last input event.
      const [min, max] = Array.from(element.querySelectorAll('input'), (input) => input.value);
      latestCommit.current(min ?? '', max ?? '');
    };
    element.addEventListener('change', onChange);
    return () => element.removeEventListener('change', onChange);
  }, [slider]);
  const onThumbKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit(minText, maxText);
  };
  const percent = (value: number) => ((value - scale.min) / (scale.max - scale.min)) * 100;
  const thumb = (side: 'min' | 'max') => {
    const value = side === 'min' ? minThumb : maxThumb;
    return (
      <input
        type="range"
        // The min thumb goes on top once it is in the right half, so two thumbs at the maximum can still part.
        className={`sk-range__thumb${side === 'min' && percent(value) > 50 ? ' sk-range__thumb--raised' : ''}`}
        aria-label={bound(side)}
        aria-valuetext={amount(value)}
        min={scale.min}
        max={scale.max}
        step={scale.step}
        value={value}
        data-focus-key={`thumb:${facet.code}:${side}`}
        onPointerDown={() => {
          dragging.current = true;
        }}
        onChange={(event) => moveThumb(side, Number(event.target.value))}
        onKeyDown={onThumbKey}
      />
    );
  };

  const field = (which: 'min' | 'max') => {
    const invalid = error?.field === which || (error?.error === 'minAboveMax' && which === 'max');
    return (
      <div className="sk-range__field">
        <label htmlFor={`${id}-${which}`}>{bound(which)}</label>
        <input
          ref={which === 'min' ? minRef : maxRef}
          id={`${id}-${which}`}
          name={noScript ? `${facet.code}[${which}]` : undefined}
          className="sk-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={editable(which === 'min' ? facet.globalMin : facet.globalMax, locale)}
          value={which === 'min' ? minText : maxText}
          onChange={(event) => (which === 'min' ? setMinText : setMaxText)(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
        />
      </div>
    );
  };

  return (
    <form className="sk-range" onSubmit={apply} noValidate {...(noScript ? { method: 'get', action: noScript.action } : {})}>
      {noScript ? <HiddenFields fields={noScript.fields} /> : null}
      <div className="sk-range__fields">
        {field('min')}
        <span className="sk-range__dash" aria-hidden="true">
          –
        </span>
        {field('max')}
      </div>
      {slider ? (
        // The thumbs move with the page's code only.
        <div
          className="sk-range__slider sk-js-only"
          ref={sliderRef}
          style={{ '--sk-range-from': `${percent(minThumb)}%`, '--sk-range-to': `${percent(maxThumb)}%` } as CSSProperties}
        >
          {thumb('min')}
          {thumb('max')}
        </div>
      ) : null}
      <p className="sk-range__bounds">
        {amount(facet.globalMin)} – {amount(facet.globalMax)}
      </p>
      {error ? (
        <p className="sk-range__error" id={errorId} role="alert">
          {t(error.error === 'invalidNumber' ? 'filters.invalidNumber' : price ? 'filters.minAboveMax' : 'filters.minAboveMaxOf')}
        </p>
      ) : null}
      <button type="submit" className="button button--secondary sk-range__apply">
        {t('filters.apply')}
      </button>
    </form>
  );
}

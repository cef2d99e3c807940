import type { RangeFacet } from '@shop/api-client';
import { formatNumber, formatPrice, useShopTranslation } from '@shop/market';
import { type FormEvent, useId, useRef, useState } from 'react';

import { currencySymbol } from './currency';
import { type RangeError, checkRange } from './rangeInput';

export interface RangeFacetFormProps {
  facet: RangeFacet;
  /** The range is a selected filter: the fields show it. Otherwise they start empty (the bounds are hints). */
  selected: boolean;
  locale: string;
  onRangeChange: (facet: RangeFacet, min: number, max: number) => void;
}

function editable(value: number, locale: string): string {
  return formatNumber(value, locale, { useGrouping: false, maximumFractionDigits: 2 });
}

/** Minimum and maximum price fields with an Apply button; refuses text that is not a number and min > max. */
export function RangeFacetForm({ facet, selected, locale, onRangeChange }: RangeFacetFormProps) {
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
  const symbol = currencySymbol(locale);
  const errorId = `${id}-error`;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Nothing typed and nothing selected: Apply adds no filter.
    if (!selected && minText.trim() === '' && maxText.trim() === '') return;
    const result = checkRange(minText, maxText, facet);
    if (!result.ok) {
      setError({ error: result.error, field: result.field });
      (result.field === 'min' ? minRef : maxRef).current?.focus();
      return;
    }
    setError(null);
    onRangeChange(facet, result.min, result.max);
  };

  const field = (which: 'min' | 'max') => {
    const invalid = error?.field === which || (error?.error === 'minAboveMax' && which === 'max');
    return (
      <div className="sk-range__field">
        <label htmlFor={`${id}-${which}`}>
          {t(which === 'min' ? 'filters.minPrice' : 'filters.maxPrice')} ({symbol})
        </label>
        <input
          ref={which === 'min' ? minRef : maxRef}
          id={`${id}-${which}`}
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
    <form className="sk-range" onSubmit={apply} noValidate>
      <div className="sk-range__fields">
        {field('min')}
        <span className="sk-range__dash" aria-hidden="true">
          –
        </span>
        {field('max')}
      </div>
      <p className="sk-range__bounds">
        {formatPrice(facet.globalMin, locale)} – {formatPrice(facet.globalMax, locale)}
      </p>
      {error ? (
        <p className="sk-range__error" id={errorId} role="alert">
          {t(error.error === 'invalidNumber' ? 'filters.invalidNumber' : 'filters.minAboveMax')}
        </p>
      ) : null}
      <button type="submit" className="button button--secondary sk-range__apply">
        {t('filters.apply')}
      </button>
    </form>
  );
}

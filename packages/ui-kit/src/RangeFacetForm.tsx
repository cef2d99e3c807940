import type { RangeFacet } from '@shop/api-client';
import { formatNumber, formatPrice, useShopTranslation } from '@shop/market';
import { type FormEvent, useId, useRef, useState } from 'react';

import { currencySymbol } from './currency';
import { type RangeError, checkRange } from './rangeInput';

export interface RangeFacetFormProps {
  facet: RangeFacet;
  locale: string;
  onRangeChange: (facet: RangeFacet, min: number, max: number) => void;
}

/** English defaults for messages whose keys are not in the text sets yet (see the package report). */
const ERROR_DEFAULTS: Record<RangeError, string> = {
  invalidNumber: 'Please enter a number.',
  minAboveMax: 'The minimum price must not be higher than the maximum price.',
};

function editable(value: number, locale: string): string {
  return formatNumber(value, locale, { useGrouping: false, maximumFractionDigits: 2 });
}

/** Minimum and maximum price fields with an Apply button; refuses text that is not a number and min > max. */
export function RangeFacetForm({ facet, locale, onRangeChange }: RangeFacetFormProps) {
  const { t } = useShopTranslation('search');
  const id = useId();
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  const [minText, setMinText] = useState(() => editable(facet.selectedMin.value, locale));
  const [maxText, setMaxText] = useState(() => editable(facet.selectedMax.value, locale));
  const [error, setError] = useState<{ error: RangeError; field: 'min' | 'max' } | null>(null);
  const symbol = currencySymbol(locale);
  const errorId = `${id}-error`;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
          {t(`filters.${error.error}`, ERROR_DEFAULTS[error.error])}
        </p>
      ) : null}
      <button type="submit" className="button button--secondary sk-range__apply">
        {t('filters.apply')}
      </button>
    </form>
  );
}

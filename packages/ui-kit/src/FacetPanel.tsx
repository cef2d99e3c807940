import type { Facet, FacetValue, NumericFacet, NumericValue, RangeFacet, TextFacet, TextFacetValue } from '@shop/api-client';
import { formatNumber, useShopTranslation } from '@shop/market';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { FACET_VALUE_LIMIT, listedValues, onSelectedTrail, orderFacetValues, valuePreview, visibleFacetValues, withChildren } from './facetValues';
import { BUTTON_LATER_ATTRIBUTE } from './buttonLater';
import { usePageCodeRunning, usePictureFailed } from './hydration';
import { safeHref, useLinkPolicy } from './links';
import { FilterFormSubmit } from './FilterForm';
import { RangeFacetForm } from './RangeFacetForm';
import { Stars } from './Stars';

type ValueFacet = TextFacet | NumericFacet;
type ValueOf<F extends ValueFacet> = F extends TextFacet ? TextFacetValue : NumericValue;

export interface FacetPanelProps {
  facets: readonly Facet[];
  /**
   * A checkbox of a TEXT or NUMERIC facet was toggled; `value` is the facet value as received, `checked` the
   * state the shopper gave it (while a result is on its way it may differ from `!value.selected`: a tick not
   * answered yet is being taken back).
   */
  onToggleValue: (facet: TextFacet | NumericFacet, value: TextFacetValue | NumericValue, checked: boolean) => void;
  /** A valid min/max was applied to a RANGE facet. */
  onRangeChange: (facet: RangeFacet, min: number, max: number) => void;
  onResetFacet: (facet: Facet) => void;
  onResetAll: () => void;
  locale: string;
  /** Any filter is selected: shows "Reset all filters". */
  hasSelections: boolean;
  /**
   * Codes of the facets that carry a selection (the result's selections, the address's filters). A RANGE facet
   * is selected only when named here: its selectedMin/selectedMax also describe an unfiltered result.
   * Defaults to none.
   */
  selectedCodes?: readonly string[];
  /**
   * The page's filter form (`FilterForm`): each value's checkbox is a field of it (name: the facet's code,
   * value: `valueParam` of the value — the page's URL convention, api-client's `facetValueParam`), and the
   * panel ends with the form's submit button, shown only where scripting is off: a server-rendered page
   * filters without JavaScript. Without it, checkboxes only call `onToggleValue` (the standalone widgets).
   */
  form?: FacetForm;
  /**
   * A new result is on its way (the shown facets are the result before). A value ticked or unticked on these
   * facets shows its new state at once, and keeps it until a result that is not on its way any more is
   * shown: the box says what the shopper did (and a screen reader says "checked"), not the old result.
   */
  updating?: boolean;
}

/** See {@link FacetPanelProps.form}. */
export interface FacetForm {
  /** The form element's id. */
  id: string;
  valueParam: (value: TextFacetValue | NumericValue) => string;
  /**
   * A RANGE facet's own form (forms do not nest) without JavaScript: sent to `action`, the page's path, with
   * these hidden fields — the address without the facet's own value, the sort included.
   */
  range: { action: string; fields: (facet: RangeFacet) => ReadonlyArray<readonly [name: string, value: string]> };
}

/** A facet value's picture (a pattern, a material); one that does not come leaves the label alone (`usePictureFailed`). */
function PreviewImage({ src }: { src: string }) {
  const { ref, failed, onError } = usePictureFailed(src);
  if (failed) return null;
  return <img ref={ref} className="sk-check__preview" data-testid="facet-preview" src={src} alt="" width={24} height={24} loading="lazy" onError={onError} />;
}

/**
 * True when the facet narrows the results: a value (or a value's child) is selected, or (RANGE) the facet's
 * code is selected.
 */
export function isFacetSelected(facet: Facet, selectedCodes: readonly string[] = []): boolean {
  if (facet.type === 'RANGE') return selectedCodes.includes(facet.code);
  return listedValues(facet).some((value) => onSelectedTrail(value));
}

function ratingOf(value: TextFacetValue | NumericValue): number {
  const raw = typeof value.value === 'object' ? value.value.value : Number.parseFloat(value.value);
  return Number.isFinite(raw) ? raw : Number.parseFloat(value.label);
}

/** A key that stays the same when the value is selected or deselected (its url changes then). */
function valueKey(value: TextFacetValue | NumericValue): string {
  return typeof value.value === 'object' ? `${value.value.value}` : value.value || value.label;
}

/** Whether a value's box is checked: the shopper's tick not answered yet, else the result's `selected`. */
type CheckedOf = (facet: Facet, value: TextFacetValue | NumericValue) => boolean;

function ValueList<F extends ValueFacet>({
  facet,
  locale,
  onToggleValue,
  form,
  checkedOf,
}: {
  facet: F;
  locale: string;
  onToggleValue: FacetPanelProps['onToggleValue'];
  form: FacetForm | undefined;
  checkedOf: CheckedOf;
}) {
  const { t } = useShopTranslation(['search', 'uiKit']);
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [query, setQuery] = useState('');
  const all = listedValues(facet) as ValueOf<F>[];
  const { visible, hiddenCount } = visibleFacetValues(all, {
    position: facet.rendering.selectedPosition,
    expanded,
    query: facet.rendering.searchable ? query : '',
  });
  // With the page's filter form, the values behind "Show more" are in the markup too, hidden (`.sk-facet__beyond`)
  // until it is pressed, and shown where scripting is off: a shopper without JavaScript can tick every value.
  const collapsedOnly = form && hiddenCount > 0 ? new Set<FacetValue>(visible) : null;
  const listed = collapsedOnly ? orderFacetValues(all, facet.rendering.selectedPosition) : visible;
  const listId = `${id}-values`;

  const { style } = facet.rendering;
  const ratings = style === 'RATINGS';
  const policy = useLinkPolicy();
  const listRef = useRef<HTMLUListElement>(null);
  // "Show more": focus moves to the first value it revealed, so the new values are not behind the shopper.
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    const key = revealed.current;
    if (key === null || !expanded) return;
    revealed.current = null;
    for (const box of listRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []) {
      if (box.dataset.focusKey === key) box.focus();
    }
  }, [expanded]);

  // A value, and under it its children (a category's subcategories, SPEC §3), each a checkbox of the same
  // facet: the API sends them for the values on the selected trail; a ticked subcategory narrows its parent.
  const item = (value: ValueOf<F>, className?: string): ReactNode => {
    const rating = ratings ? ratingOf(value) : Number.NaN;
    const preview = style === 'PREVIEW' ? valuePreview(value) : null;
    const previewImage = preview && 'image' in preview ? safeHref(preview.image, policy) : undefined;
    const children = (value.children ?? []) as ValueOf<F>[];
    return (
      <li key={valueKey(value)} className={className}>
        <label className={style === 'TILES' ? 'sk-check sk-check--tile' : style === 'TOGGLE' ? 'sk-check sk-check--switch' : 'sk-check'}>
          <input
            className="sk-check__box"
            type="checkbox"
            // TOGGLE (SPEC §3): an on/off choice ("available in store"), a switch to see and to hear.
            {...(style === 'TOGGLE' ? { role: 'switch' } : {})}
            {...(form ? { name: facet.code, value: form.valueParam(value), form: form.id } : {})}
            checked={checkedOf(facet, value)}
            data-focus-key={`value:${facet.code}:${valueKey(value)}`}
            onChange={() => onToggleValue(facet, value, !checkedOf(facet, value))}
          />
          {/* The rating in words as well: stars alone are not enough (WCAG 1.1.1, 1.4.11). */}
          {Number.isFinite(rating) ? <Stars rating={rating} decorative /> : null}
          {/* The swatch only repeats the label (a colour's name), so it is hidden from assistive technology. */}
          {preview && 'color' in preview ? (
            <span className="sk-check__preview" data-testid="facet-preview" aria-hidden="true" style={{ backgroundColor: preview.color }} />
          ) : null}
          {previewImage ? <PreviewImage src={previewImage} /> : null}
          <span className="sk-check__label">{value.label}</span>
          <span className="sk-check__count">{formatNumber(value.count, locale)}</span>
        </label>
        {children.length > 0 ? <ul className="sk-facet__children">{children.map((child) => item(child))}</ul> : null}
      </li>
    );
  };

  return (
    <>
      {facet.rendering.searchable ? (
        <input
          className="sk-input sk-facet__search sk-js-only"
          type="search"
          aria-label={t('search:filters.searchIn', { facet: facet.label })}
          placeholder={t('search:filters.searchIn', { facet: facet.label })}
          aria-controls={listId}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          // Escape empties the field first (what a search field does): the dialog around it closes on the next.
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || query === '') return;
            event.preventDefault();
            setQuery('');
          }}
        />
      ) : null}
      {/* TILES: values as a wrap of selectable tiles; PREVIEW: each value led by its colour or picture (SPEC §3). */}
      <ul className={`sk-facet__values sk-facet__values--${style.toLowerCase()}`} id={listId} ref={listRef}>
        {listed.map((value) => item(value, collapsedOnly && !collapsedOnly.has(value) ? 'sk-facet__beyond' : undefined))}
      </ul>
      {all.length > FACET_VALUE_LIMIT && query.trim() === '' ? (
        <button
          type="button"
          className="sk-link-button sk-js-only"
          aria-expanded={expanded}
          aria-controls={listId}
          data-focus-key={`more:${facet.code}`}
          onClick={() => {
            const first = expanded ? undefined : orderFacetValues(all, facet.rendering.selectedPosition).find((value) => !visible.includes(value));
            revealed.current = first ? `value:${facet.code}:${valueKey(first)}` : null;
            setExpanded((open) => !open);
          }}
        >
          {expanded ? t('search:filters.showFewer') : t('search:filters.showMore')}
        </button>
      ) : null}
    </>
  );
}

function FacetSection({
  facet,
  selectedCodes = [],
  checkedOf,
  ...props
}: Omit<FacetPanelProps, 'facets' | 'hasSelections' | 'onResetAll' | 'updating'> & { facet: Facet; checkedOf: CheckedOf }) {
  const { t } = useShopTranslation('search');
  const id = useId();
  const [open, setOpen] = useState(true);
  const scripted = usePageCodeRunning();
  const headingId = `${id}-heading`;
  const bodyId = `${id}-body`;
  const { renderLabel, collapsible } = facet.rendering;
  const canCollapse = renderLabel && collapsible;
  const shown = !canCollapse || open;
  const selected = isFacetSelected(facet, selectedCodes);

  return (
    // A group, not a <section>: a landmark region per facet would flood the landmark list.
    // A range is its own form. Without the page's form it is applied by the page's code only, so it is not
    // shown where scripting is off.
    <div className={facet.type === 'RANGE' && !props.form ? 'sk-facet sk-js-only' : 'sk-facet'} data-testid="facet" role="group" aria-labelledby={headingId}>
      <h3 className={renderLabel ? 'sk-facet__heading' : 'sk-visually-hidden'} id={headingId}>
        {canCollapse && scripted ? (
          <button
            type="button"
            className="sk-facet__toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            data-focus-key={`toggle:${facet.code}`}
            onClick={() => setOpen((value) => !value)}
          >
            {facet.label}
            <span className="sk-facet__chevron" aria-hidden="true" />
          </button>
        ) : canCollapse ? (
          // Collapsing needs the page's code: the server's markup (all a browser without JavaScript has) shows
          // the label, not a button that does nothing; the button comes once the page is hydrated. A tap on the
          // label before then is held and replayed on that button (the host's shell/earlyTaps.ts).
          <span className="sk-facet__label" {...{ [BUTTON_LATER_ATTRIBUTE]: '' }}>
            {facet.label}
          </span>
        ) : (
          facet.label
        )}
      </h3>
      <div className="sk-facet__body" id={bodyId} hidden={!shown}>
        {facet.type === 'RANGE' ? (
          <RangeFacetForm
            facet={facet}
            selected={selected}
            locale={props.locale}
            onRangeChange={props.onRangeChange}
            onRangeReset={props.onResetFacet}
            noScript={props.form ? { action: props.form.range.action, fields: props.form.range.fields(facet) } : undefined}
          />
        ) : (
          <ValueList facet={facet} locale={props.locale} onToggleValue={props.onToggleValue} form={props.form} checkedOf={checkedOf} />
        )}
        {selected ? (
          <button type="button" className="sk-link-button sk-js-only" data-focus-key={`reset:${facet.code}`} onClick={() => props.onResetFacet(facet)}>
            {t('filters.resetFacet', { facet: facet.label })}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** All facets of a result as filter controls (SPEC §2 filters, §3 facet rendering settings). */
export function FacetPanel({ facets, hasSelections, onResetAll, updating = false, onToggleValue, ...props }: FacetPanelProps) {
  const { t } = useShopTranslation('search');
  // The shopper's ticks on the shown facets (`on`), value key → checked; see `updating`.
  const [ticks, setTicks] = useState<{ on: readonly Facet[]; checked: ReadonlyMap<string, boolean> } | null>(null);
  // Answered: a result other than the ticked one is shown and none is on its way. The ticks are dropped for
  // good (the facets they were made on may come back from the cache with a step back).
  const answered = ticks !== null && !updating && ticks.on !== facets;
  if (answered) setTicks(null);
  const pending = ticks !== null && !answered ? ticks.checked : null;
  const keyOf = (facet: Facet, value: TextFacetValue | NumericValue) => `${facet.code}:${valueKey(value)}`;
  const checkedOf: CheckedOf = (facet, value) => pending?.get(keyOf(facet, value)) ?? value.selected;
  const toggle: FacetPanelProps['onToggleValue'] = (facet, value, checked) => {
    setTicks({ on: facets, checked: new Map(pending ?? []).set(keyOf(facet, value), checked) });
    onToggleValue(facet, value, checked);
  };
  // A reset unticks every value it resets at once, ticks not answered yet included.
  const untick = (reset: readonly Facet[]) => {
    const checked = new Map(pending ?? []);
    for (const facet of reset) {
      if (facet.type === 'RANGE') continue;
      for (const value of withChildren<TextFacetValue | NumericValue>(listedValues(facet))) checked.set(keyOf(facet, value), false);
    }
    setTicks({ on: facets, checked });
  };
  const resetFacet = (facet: Facet) => {
    untick([facet]);
    props.onResetFacet(facet);
  };
  const resetAll = () => {
    untick(facets);
    onResetAll();
  };
  return (
    <div className="sk-facets">
      {hasSelections ? (
        <button type="button" className="button button--secondary sk-facets__reset sk-js-only" data-focus-key="reset-all-panel" onClick={resetAll}>
          {t('filters.resetAll')}
        </button>
      ) : null}
      {facets.map((facet) => (
        <FacetSection key={facet.code} facet={facet} {...props} onToggleValue={toggle} onResetFacet={resetFacet} checkedOf={checkedOf} />
      ))}
      {props.form ? <FilterFormSubmit form={props.form.id} className="sk-facets__apply" /> : null}
    </div>
  );
}

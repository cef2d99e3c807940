import { DEFAULT_SORT, facetValueParam, type Facet, type FacetValue, type Link, type SearchResult, type Selection, type UrlState } from '@shop/api-client';
import { withChildren } from '@shop/ui-kit';
import type { AnalyticsEvent } from './analytics';

/**
 * Filter changes as URL-state transitions (the URL is the source of truth). Links from the API carry the
 * complete target filter state; without one, the change is computed from the current state. Every change
 * goes back to the first block (offset 0).
 */
function filtersOf(link: Link | undefined): Record<string, string[]> | null {
  const filter = link?.filter;
  if (!filter || typeof filter !== 'object') return null;
  const out: Record<string, string[]> = {};
  for (const [code, values] of Object.entries(filter)) {
    if (Array.isArray(values) && values.length) out[code] = values.map(String);
  }
  return out;
}

/**
 * The filters a link leads to, for the state the shopper is at. A link is the API's target for the result it
 * came with (`answered`, the state that result was asked for). While the next result is on its way the shown
 * result is the one before, and its links know nothing of the change just made: a second tick would undo the
 * first. Then the link's change (the values it adds and drops, per code) is made to the current state instead.
 */
function linkedFilters(state: UrlState, answered: UrlState, target: Record<string, string[]>): Record<string, string[]> {
  if (sameFilters(state.filters, answered.filters)) return target;
  const filters = { ...state.filters };
  for (const code of new Set([...Object.keys(answered.filters), ...Object.keys(target)])) {
    const was = answered.filters[code] ?? [];
    const now = target[code] ?? [];
    const dropped = was.filter((v) => !now.includes(v));
    const added = now.filter((v) => !was.includes(v));
    if (dropped.length === 0 && added.length === 0) continue;
    const kept = (filters[code] ?? []).filter((v) => !dropped.includes(v));
    const next = [...kept, ...added.filter((v) => !kept.includes(v))];
    if (next.length) filters[code] = next;
    else delete filters[code];
  }
  return filters;
}

function sameFilters(a: Record<string, string[]>, b: Record<string, string[]>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((code) => a[code]!.length === b[code]?.length && a[code]!.every((v, i) => b[code]![i] === v));
}

/**
 * Ticks or unticks a facet value. `answered`: the state the shown result (whose facets and links these are)
 * was asked for; the current state unless a new result is on its way. `checked`: the state the shopper gave
 * the box; without it the value's parameter is toggled. A link leads where the shown result's value goes
 * (`!selected`): one that would undo what the shopper asked for (a tick not answered yet, taken back) is not
 * followed, and the value's parameter is set or dropped instead.
 */
export function toggleFacetValue(state: UrlState, facet: Facet, value: FacetValue, answered: UrlState = state, checked?: boolean): UrlState {
  const target = filtersOf(value.link);
  if (target && checked !== Boolean(value.selected)) {
    const filters = linkedFilters(state, answered, target);
    // SPEC §3 selector REFINE: one value at a time. A link's change made to a state with another tick not
    // answered yet would add to it (two ratings, of which the API reads one); the link's own values stand.
    if (facet.selector === 'REFINE' && !value.selected) {
      if (target[facet.code]) filters[facet.code] = target[facet.code]!;
      else delete filters[facet.code];
    }
    return { ...state, offset: 0, filters };
  }
  const v = facetValueParam(value);
  const current = state.filters[facet.code] ?? [];
  const on = checked ?? !current.includes(v);
  const ticked = facet.selector === 'REFINE' ? [v] : current.includes(v) ? current : [...current, v];
  const next = on ? ticked : current.filter((x) => x !== v);
  const filters = { ...state.filters };
  if (next.length) filters[facet.code] = next;
  else delete filters[facet.code];
  return { ...state, offset: 0, filters };
}

/**
 * Where an advisor answer's link leads on a search listing (SPEC §3 advisor answer: url, link): the same search
 * with the link's filters, when the link is a search for the listing's own term — applied like a filter, so a
 * storefront's widget stays where it is and the shop's page keeps its path. `null` for any other page.
 */
export function answerState(state: UrlState, link: Link | undefined): UrlState | null {
  if (link?.type !== 'search' || (link.q ?? '') !== (state.q ?? '')) return null;
  const filters = filtersOf(link);
  return filters === null ? null : { ...state, offset: 0, filters };
}

/** A RANGE facet is one `min-max` value (wire conventions in the api-client README). */
export function setFacetRange(state: UrlState, facet: Facet, min: number, max: number): UrlState {
  return { ...state, offset: 0, filters: { ...state.filters, [facet.code]: [`${min}-${max}`] } };
}

export function resetFacet(state: UrlState, facet: Facet, answered: UrlState = state): UrlState {
  const target = filtersOf(facet.resetLink);
  if (target) {
    const filters = linkedFilters(state, answered, target);
    // A value of the facet ticked after the shown result (its link knows nothing of it) is reset too.
    if (!(facet.code in target)) delete filters[facet.code];
    return { ...state, offset: 0, filters };
  }
  const filters = { ...state.filters };
  delete filters[facet.code];
  return { ...state, offset: 0, filters };
}

/** Removes a selected filter: the selection's link is the state without it; otherwise drop its value. */
export function removeSelection(state: UrlState, selection: Pick<Selection, 'code' | 'value'> & { link?: Link }, answered: UrlState = state): UrlState {
  const target = filtersOf(selection.link);
  if (target) return { ...state, offset: 0, filters: linkedFilters(state, answered, target) };
  const filters = { ...state.filters };
  const rest = (filters[selection.code] ?? []).filter((v) => v !== String(selection.value));
  if (rest.length) filters[selection.code] = rest;
  else delete filters[selection.code];
  return { ...state, offset: 0, filters };
}

/**
 * The codes the result says are filters: its facets' and its selections'. Other parameters of the address
 * (an extra payload value, a campaign link's `utm_source`) go to the API too (SPEC §2), but no filter stands
 * for them: the shopper neither set them nor can see or reset one.
 */
function filterCodes(result: Pick<SearchResult, 'facets' | 'selections'>): ReadonlySet<string> {
  return new Set([...result.facets.map((facet) => facet.code), ...(result.selections?.values ?? []).map((selection) => selection.code)]);
}

/** How many filter values are on (the filter button's badge and name): the address's values of the result's filters. */
export function activeFilterCount(state: UrlState, result: Pick<SearchResult, 'facets' | 'selections'>): number {
  const codes = filterCodes(result);
  return Object.entries(state.filters).reduce((n, [code, values]) => (codes.has(code) ? n + values.length : n), 0);
}

export function resetAllFacets(state: UrlState): UrlState {
  return { ...state, offset: 0, filters: {} };
}

export function setSort(state: UrlState, code: string): UrlState {
  return { ...state, offset: 0, sort: code === 'relevance' ? undefined : code };
}

/** What a facet panel does with the shopper's choices: the address changes, and SPEC §7 filter events are sent. */
export interface FacetPanelHandlers {
  onToggleValue: (facet: Facet, value: FacetValue, checked?: boolean) => void;
  onRangeChange: (facet: Facet, min: number, max: number) => void;
  onResetFacet: (facet: Facet) => void;
  onResetAll: () => void;
}

/**
 * The one set of facet panel handlers for every listing (the full page and the standalone filter widget).
 * `answered`: the state the shown facets were asked for (the listing view's `answeredState`).
 */
export function facetPanelHandlers(
  state: UrlState,
  setUrl: (next: UrlState) => void,
  track: (event: AnalyticsEvent) => void,
  answered: UrlState = state,
  facets: readonly Facet[] = [],
  selectionCodes: readonly string[] = [],
): FacetPanelHandlers {
  /** A reset drops values as unticking them does: one "filter deselected" each (SPEC §7). */
  const dropping = (next: UrlState, shown: readonly Facet[]) => {
    for (const event of droppedFilterEvents(state, next, shown, selectionCodes)) track(event);
    setUrl(next);
  };
  return {
    onToggleValue: (facet, value, checked = !value.selected) => {
      track({ event: checked ? 'filter selected' : 'filter deselected', eventCategory: 'Filter', eventLabel: `${facet.code}:${value.label}` });
      setUrl(toggleFacetValue(state, facet, value, answered, checked));
    },
    onRangeChange: (facet, min, max) => {
      track({ event: 'filter changed', eventCategory: 'Filter', eventLabel: `${facet.code}:${min}-${max}` });
      setUrl(setFacetRange(state, facet, min, max));
    },
    onResetFacet: (facet) => dropping(resetFacet(state, facet, answered), [facet, ...facets]),
    onResetAll: () => dropping(resetAllFacets(state), facets),
  };
}

/**
 * The SPEC §7 "filter deselected" events of a change that drops filter values otherwise than by unticking
 * them (a chip's ×, a facet's reset, "reset all"): one per value dropped of a filter the listing shows (a
 * code of `facets`, or of `codes`: a selection's), labelled as the panel's toggle labels it. Parameters no
 * filter stands for (a campaign's `utm_source`) are not filters the shopper dropped.
 */
export function droppedFilterEvents(current: UrlState, next: UrlState, facets: readonly Facet[], codes: readonly string[] = []): AnalyticsEvent[] {
  const known = new Set([...facets.map((facet) => facet.code), ...codes]);
  const dropped: UrlState = { ...next, filters: { ...next.filters } };
  // Only the known filters differ between `current` and `dropped`: the events are of those alone.
  for (const code of Object.keys(current.filters)) if (!known.has(code)) dropped.filters[code] = current.filters[code]!;
  return formChangeEvents(current, dropped, facets).filter((event) => event.event === 'filter deselected');
}

/**
 * The SPEC §7 events of a change the shopper made in the filter form before the page was live (`current` →
 * `next`, both read from addresses): a filter value selected or deselected, labelled as the panel's own
 * toggle labels it (`brand:Nordwind`, the facet value's label where the result has it), and the sort.
 */
export function formChangeEvents(current: UrlState, next: UrlState, facets: readonly Facet[]): AnalyticsEvent[] {
  const label = (code: string, param: string) => {
    const facet = facets.find((f) => f.code === code);
    const values: readonly FacetValue[] = facet && facet.type !== 'RANGE' ? withChildren<FacetValue>([...facet.values, ...facet.topvalues]) : [];
    return `${code}:${values.find((v) => facetValueParam(v) === param)?.label ?? param}`;
  };
  const events: AnalyticsEvent[] = [];
  const codes = new Set([...Object.keys(current.filters), ...Object.keys(next.filters)]);
  for (const code of codes) {
    const before = current.filters[code] ?? [];
    const after = next.filters[code] ?? [];
    for (const v of after) if (!before.includes(v)) events.push({ event: 'filter selected', eventCategory: 'Filter', eventLabel: label(code, v) });
    for (const v of before) if (!after.includes(v)) events.push({ event: 'filter deselected', eventCategory: 'Filter', eventLabel: label(code, v) });
  }
  if ((next.sort ?? DEFAULT_SORT) !== (current.sort ?? DEFAULT_SORT)) events.push({ event: 'sorting changed', eventCategory: 'Sorting', eventLabel: next.sort ?? DEFAULT_SORT });
  return events;
}

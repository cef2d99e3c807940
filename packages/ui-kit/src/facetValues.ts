import type { FacetValue, NumericFacet, SelectedPosition, TextFacet } from '@shop/api-client';

/** The values a TEXT or NUMERIC facet lists: its `values`, or its `topvalues` when it has no `values`. */
export function listedValues<F extends TextFacet | NumericFacet>(facet: F): F['values'] {
  return facet.values.length > 0 ? facet.values : facet.topvalues;
}

/** A value with its children (SPEC §3: a facet value's `children`, a category's subcategories). */
type ValueTree = FacetValue & { children?: readonly ValueTree[] };

/**
 * Whether a value or one of its children (at any depth) is selected: a category whose subcategory is ticked
 * keeps its place among the selected values, and its facet counts as filtering.
 */
export function onSelectedTrail(value: ValueTree): boolean {
  return value.selected || (value.children ?? []).some(onSelectedTrail);
}

/** Every value of a list and of its children, depth first (parents before their children). */
export function withChildren<V extends ValueTree>(values: readonly V[]): V[] {
  return values.flatMap((value) => [value, ...withChildren((value.children ?? []) as readonly V[])]);
}

/** Values a facet lists before "Show more". */
export const FACET_VALUE_LIMIT = 6;

export interface VisibleValues<V extends FacetValue> {
  visible: V[];
  /** How many values "Show more" would add; 0 when everything is visible. */
  hiddenCount: number;
}

/**
 * Selected values first (`ABOVE`) or last (`BELOW`); the API's order is kept within each group. A value with a
 * selected child counts as selected.
 */
export function orderFacetValues<V extends FacetValue>(values: readonly V[], position: SelectedPosition): V[] {
  const selected = values.filter((value) => onSelectedTrail(value));
  const others = values.filter((value) => !onSelectedTrail(value));
  return position === 'ABOVE' ? [...selected, ...others] : [...others, ...selected];
}

/**
 * The values a facet shows. Collapsed, it shows `limit` values and never hides a selected one (nor one with a
 * selected child); a search query shows every value whose label, or a child's, contains it (case-insensitive).
 */
export function visibleFacetValues<V extends FacetValue>(
  values: readonly V[],
  options: { position: SelectedPosition; expanded: boolean; query?: string; limit?: number },
): VisibleValues<V> {
  const ordered = orderFacetValues(values, options.position);
  const query = options.query?.trim().toLocaleLowerCase() ?? '';
  if (query !== '') {
    const matches = (value: FacetValue) => withChildren([value]).some((v) => v.label.toLocaleLowerCase().includes(query));
    return { visible: ordered.filter(matches), hiddenCount: 0 };
  }
  const limit = options.limit ?? FACET_VALUE_LIMIT;
  if (options.expanded || ordered.length <= limit) return { visible: ordered, hiddenCount: 0 };
  const selectedCount = ordered.filter((value) => onSelectedTrail(value)).length;
  let othersLeft = Math.max(0, limit - selectedCount);
  const visible = ordered.filter((value) => {
    if (onSelectedTrail(value)) return true;
    if (othersLeft === 0) return false;
    othersLeft -= 1;
    return true;
  });
  return { visible, hiddenCount: ordered.length - visible.length };
}

/** What a value of a `PREVIEW` facet shows before its label: a colour swatch or a small image. */
export type ValuePreview = { color: string } | { image: string };

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The preview of a facet value, from its `xPayload.previewColor` (a `#rgb` or `#rrggbb` colour) or
 * `xPayload.previewImage` (a URL, which the caller passes through its link policy); null when it has neither.
 */
export function valuePreview(value: FacetValue): ValuePreview | null {
  const color = value.xPayload?.previewColor;
  if (typeof color === 'string' && HEX_COLOUR.test(color)) return { color };
  const image = value.xPayload?.previewImage;
  if (typeof image === 'string' && image.length > 0) return { image };
  return null;
}

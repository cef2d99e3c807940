import type { Facet, FacetValue } from '@shop/api-client';
import {
  resetAllFacets,
  resetFacet,
  setFacetRange,
  toggleFacetValue,
  useListing,
  useSetUrlState,
  useUrlState,
  type PageProps,
  type RemoteModules,
} from '@shop/listing';
import { FacetPanel } from '@shop/ui-kit';

const SEARCH = { type: 'search' } as const;

/** The facets of the current search on their own; they share the cached result with the grid. */
function FilterPanelWidget({ locale, params }: PageProps) {
  const view = useListing(SEARCH, locale, params.seoText);
  const state = useUrlState();
  const setUrl = useSetUrlState();
  if (view.status !== 'ready') return null;
  return (
    <FacetPanel
      facets={view.result.facets}
      locale={locale}
      hasSelections={Object.keys(state.filters).length > 0}
      selectedCodes={[...(view.result.selections?.values ?? []).map((s) => s.code), ...Object.keys(state.filters)]}
      onToggleValue={(facet: Facet, value: FacetValue) => setUrl(toggleFacetValue(state, facet, value))}
      onRangeChange={(facet: Facet, min: number, max: number) => setUrl(setFacetRange(state, facet, min, max))}
      onResetFacet={(facet: Facet) => setUrl(resetFacet(state, facet))}
      onResetAll={() => setUrl(resetAllFacets(state))}
    />
  );
}

const FilterPanel: RemoteModules['search/FilterPanel']['default'] = FilterPanelWidget;
export default FilterPanel;

import {
  facetPanelHandlers,
  useListing,
  useSetUrlState,
  useUrlState,
  usePageEvents,
  type PageProps,
} from '@shop/listing';
import { useShopTranslation } from '@shop/market';
import { FacetPanel } from '@shop/ui-kit';

const SEARCH = { type: 'search' } as const;

/** The facets of the current search on their own; they share the cached result with the grid. */
export function FilterPanelWidget({ locale, params }: PageProps) {
  const view = useListing(SEARCH, locale, params.seoText);
  const state = useUrlState();
  const setUrl = useSetUrlState();
  const { track } = usePageEvents();
  const { t } = useShopTranslation('search');
  if (view.status !== 'ready') return null;
  return (
    <>
      {/* Keeps the outline h1 → h2 → h3 on any page: the facet headings are h3. */}
      <h2 className="sk-visually-hidden">{t('filters.title')}</h2>
      <FacetPanel
        facets={view.result.facets}
        locale={locale}
        hasSelections={Object.keys(state.filters).length > 0}
        selectedCodes={[...(view.result.selections?.values ?? []).map((s) => s.code), ...Object.keys(state.filters)]}
        {...facetPanelHandlers(state, setUrl, track)}
      />
    </>
  );
}

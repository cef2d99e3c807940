import { stringifySearchParams, type Facet, type FacetValue, type Selection } from '@shop/api-client';
import {
  FacetPanel,
  FilterOverlay,
  LiveRegion,
  LoadMore,
  Pagination,
  ProductGrid,
  ResultCount,
  SelectedFilters,
  SkeletonGrid,
  SortSelect,
  StatusMessage,
} from '@shop/ui-kit';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useShopTranslation } from '@shop/market';
import { useLocation, useNavigate } from 'react-router';
import { paginationAction, trackEvent, type AnalyticsEvent } from './analytics';
import { Bestsellers, openProduct } from './Recommendations';
import { removeSelection, resetAllFacets, resetFacet, setFacetRange, setSort, toggleFacetValue } from './facetState';
import { useListingStore } from './store';
import { useSetUrlState, useUrlState } from './urlHooks';
import type { ListingView } from './useListing';

export interface ListingResultsProps {
  view: ListingView;
  locale: string;
  /** Heading and any page-specific content above the results. */
  header?: ReactNode;
  /** Shown instead of the grid when nothing was found (SPEC §4 nrp/ncp message). */
  emptyContent?: ReactNode;
}

/**
 * The results area every listing page shares: sort, filters (inline on wide screens, an overlay on phones),
 * selected filters, the grid, load more and pagination, with loading and error states.
 */
export function ListingResults({ view, locale, header, emptyContent }: ListingResultsProps) {
  const { t } = useShopTranslation('search');
  const state = useUrlState();
  const setUrl = useSetUrlState();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const overlayOpen = useListingStore((s) => s.facetOverlayShown);
  const setOverlay = useListingStore((s) => s.setFacetOverlay);

  const result = view.status === 'ready' ? view.result : null;
  const track = useCallback((event: AnalyticsEvent) => trackEvent(event, { isEmbedded: state.isEmbedded }), [state.isEmbedded]);
  useEffect(() => {
    if (result) track({ event: 'gridboxes loaded', eventCategory: 'Search Tracking', eventLabel: result.q ?? '', eventValue: result.numFound });
  }, [result, track]);
  const facets = useMemo(() => result?.facets ?? [], [result]);
  const selections = result?.selections?.values ?? [];
  const hasSelections = selections.length > 0 || Object.keys(state.filters).length > 0;

  if (view.status === 'loading' || view.status === 'redirect') {
    return (
      <>
        {header}
        <LiveRegion message={t('loading.products')} />
        <SkeletonGrid count={8} />
      </>
    );
  }
  if (view.status === 'error') {
    return (
      <>
        {header}
        <StatusMessage tone="error" title={t('error.headline')}>
          <p>{t('error.hint')}</p>
          <p className="sk-muted">HTTP {view.httpStatus}</p>
        </StatusMessage>
        <Bestsellers locale={locale} />
      </>
    );
  }

  const { items, numFound, fetchsize, firstOffset } = view;
  const page = Math.floor(firstOffset / fetchsize) + 1;
  const pageCount = Math.max(1, Math.ceil(numFound / fetchsize));
  const hrefFor = (p: number) => {
    const query = stringifySearchParams({ ...state, offset: (p - 1) * fetchsize });
    return `${pathname}${query ? `?${query}` : ''}`;
  };

  const facetPanel = (
    <FacetPanel
      facets={facets}
      locale={locale}
      hasSelections={hasSelections}
      onToggleValue={(facet: Facet, value: FacetValue) => {
        track({ event: value.selected ? 'filter deselected' : 'filter selected', eventCategory: 'Filter', eventLabel: `${facet.code}:${value.label}` });
        setUrl(toggleFacetValue(state, facet, value));
      }}
      onRangeChange={(facet: Facet, min: number, max: number) => {
        track({ event: 'filter changed', eventCategory: 'Filter', eventLabel: `${facet.code}:${min}-${max}` });
        setUrl(setFacetRange(state, facet, min, max));
      }}
      onResetFacet={(facet: Facet) => setUrl(resetFacet(state, facet))}
      onResetAll={() => setUrl(resetAllFacets(state))}
    />
  );

  return (
    <div className="sk-listing">
      {header}
      <div className="sk-listing__toolbar">
        <ResultCount count={numFound} />
        {numFound > 0 || hasSelections ? (
          <div className="sk-listing__controls">
          <button type="button" className="button button--secondary sk-listing__filter-button" aria-expanded={overlayOpen} onClick={() => setOverlay(true)}>
            {t('filters.open')}
          </button>
          <SortSelect
            sorts={result?.sorts ?? []}
            value={state.sort ?? 'relevance'}
            onChange={(code: string) => {
              track({ event: 'sorting changed', eventCategory: 'Sorting', eventLabel: code });
              setUrl(setSort(state, code));
            }}
          />
        </div>
        ) : null}
      </div>
      {selections.length > 0 ? (
        <SelectedFilters
          selections={selections}
          onRemove={(selection: Selection) => setUrl(removeSelection(state, selection))}
          onResetAll={() => setUrl(resetAllFacets(state))}
        />
      ) : null}
      <div className="sk-listing__body">
        <FilterOverlay open={overlayOpen} onClose={() => setOverlay(false)} resultCount={numFound}>
          {facetPanel}
        </FilterOverlay>
        <div className="sk-listing__results">
          {items.length === 0 ? (
            <>
              {emptyContent}
              <Bestsellers locale={locale} />
            </>
          ) : (
            <>
              <ProductGrid
                items={items}
                locale={locale}
                onNavigate={(href: string) => openProduct(items.find((i) => i.url === href), href)}
                busy={view.updating}
              />
              <LoadMore shown={firstOffset + items.length} total={numFound} loading={view.loadingMore} onLoadMore={view.loadMore} />
              {pageCount > 1 ? (
                <Pagination
                  page={page}
                  pageCount={pageCount}
                  hrefFor={hrefFor}
                  onNavigate={(href: string) => {
                    const offset = Number(new URLSearchParams(href.split('?')[1] ?? '').get('offset') ?? 0);
                    const target = Math.floor(offset / fetchsize) + 1;
                    track({ event: paginationAction(target, pageCount), eventCategory: 'Search Tracking', eventValue: target });
                    navigate(href);
                  }}
                />
              ) : null}
            </>
          )}
        </div>
      </div>
      <LiveRegion message={view.updating ? t('loading.products') : t('loading.shown', { count: items.length })} />
    </div>
  );
}

import { carriedParams, facetValueParam, parseSearchParams, rangeFormParams, stringifySearchParams, type DisplayItem, type NumericValue, type Selection, type TextFacetValue, type UrlState } from '@shop/api-client';
import {
  AdBanner,
  FacetPanel,
  type Announcement,
  type FacetForm,
  FilterForm,
  FilterFormSubmit,
  FilterButton,
  FilterOverlay,
  formatCount,
  listedValues,
  LiveRegion,
  LoadMore,
  Pagination,
  PriceNotes,
  ProductGrid,
  ResultCount,
  SelectedFilters,
  SkeletonGrid,
  OverlayRootContext,
  SortSelect,
  ToastNotices,
  useCloseRequest,
  withChildren,
} from '@shop/ui-kit';
import { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useShopTranslation, type Namespace } from '@shop/market';
import { useLocation, useNavigate } from 'react-router';
import { ListingFallback } from './ListingError';
import { needsNoResultsMessage } from './messages';
import { ResultGuides } from './ResultGuides';
import { gridboxesLoadedEvent, paginationAction } from './analytics';
import { useFollowLink, usePageEvents } from './pageEvents';
import { useSearchApi } from './api';
import { useFocusKeeper } from './focusKeeper';
import { useListingToasts } from './toastScope';
import { isLastClickedOn, type LastClicked, productElementId, rememberLastClicked, takeLastClicked } from './lastClicked';
import { openProduct } from './Recommendations';
import { activeFilterCount, droppedFilterEvents, facetPanelHandlers, formChangeEvents, removeSelection, resetAllFacets, setSort } from './facetState';
import { watchFocusMoves, type PressWatch } from './pressFocus';
import { reportAdEvent, reportPromotedEvent, type PlacedBanner } from './sponsored';
import { useListingState } from './store';
import { useLinkHref, useSetUrlState, useUrlState } from './urlHooks';
import type { ListingView } from './useListing';

export interface ListingResultsProps {
  view: ListingView;
  locale: string;
  /** Heading and any page-specific content above the results. */
  header?: ReactNode;
  /** Shown instead of the grid when nothing was found (SPEC §4 nrp/ncp message). */
  emptyContent?: ReactNode;
  /** The level of the results heading in `header`: the tiles' headings are one below it. Defaults to 1. */
  headingLevel?: 1 | 2;
}

/**
 * The results area every listing page shares: sort, filters (inline on wide screens, an overlay on phones),
 * selected filters, the grid, load more and pagination, with loading and error states.
 */
/**
 * The text namespaces a listing renders with: its own (`search`), the tiles', facets' and banners' (`uiKit`) and
 * the price labels' (`market`). A page asks for them together in its first component: each part asking for its
 * own as it renders (and waiting for it) fetched them one round trip after another.
 */
export const LISTING_NAMESPACES = ['search', 'uiKit', 'market'] as const satisfies readonly Namespace[];

/**
 * What a listing says in its live region (SPEC §4 loading messages: products are loading, loading complete,
 * products shown; a new result also says how many were found) and the identity of the result it is about. The
 * shop's listing and a storefront's `<shop-results>` say the same.
 */
export function useListingAnnouncement(view: ListingView): Announcement {
  const { t, i18n } = useShopTranslation(LISTING_NAMESPACES);
  const { search } = useLocation();
  let message = '';
  // Said while a page's first answer, a next block or a filtered result is on its way (it was said for the
  // first answer only: a load more went silent until it was done).
  if (view.status === 'loading' || (view.status === 'ready' && (view.updating || view.loadingMore))) message = t('loading.products');
  else if (view.status === 'ready') {
    const shown = `${t('loading.complete')}. ${t('loading.shown', { count: view.items.length, replace: { count: formatCount(view.items.length, i18n.language) } })}`;
    message = view.loadedBlocks > 0
      ? shown
      : `${t('resultCount', { count: view.numFound, replace: { count: formatCount(view.numFound, i18n.language) } })}. ${shown}`;
    // A search that found only similar products says so with its count (SPEC §4): the note above the products
    // is no live region of its own (one added with its text is often not read).
    if (view.loadedBlocks === 0 && needsNoResultsMessage(view.result) === 'semanticOnly') message = `${message} ${t('search:noResults.similar')}`;
  }
  return { message, key: `${search}|${view.status === 'ready' ? view.items.length : view.status}` };
}

export function ListingResults(props: ListingResultsProps) {
  const announcement = useListingAnnouncement(props.view);
  return (
    <>
      <ListingBody {...props} announcement={announcement} />
      {/* One polite region for the whole listing, kept mounted across states: each result is announced once. */}
      <LiveRegion message={announcement.message} announceKey={announcement.key} />
    </>
  );
}

/**
 * A search that leads to another page (a brand's name), in a storefront's widget: the storefront was told
 * (`shop-navigate`) and may route it itself, keeping the widget on screen. It says where the search leads, with
 * a link there (a skeleton stayed for ever).
 */
export function Redirecting({ location }: { location: string }) {
  const { t } = useShopTranslation('search');
  // On the shop's origin (the API's, for a widget): a widget's router would put a path on the storefront's.
  const { origin } = useSearchApi().linkPolicy;
  let href = location;
  try {
    href = new URL(location, origin).href;
  } catch {
    // no origin to resolve against (not in a browser): the path as it is
  }
  return (
    <p className="sk-muted" role="status" data-testid="redirecting">
      <a href={href}>{t('redirecting')}</a>
    </p>
  );
}

/** The in-grid banner goes after this many products: a full row at 2, 3 and 4 columns alike. */
const IN_GRID_BANNER_AFTER = 12;

function ListingBody({ view, locale, header, emptyContent, headingLevel = 1, announcement }: ListingResultsProps & { announcement: Announcement }) {
  const api = useSearchApi();
  const state = useUrlState();
  const linkHref = useLinkHref();
  const setUrl = useSetUrlState();
  const navigate = useNavigate();
  // A banner's link: our own paths in the app, an allowed host's address by the page (the router refuses one).
  const followLink = useFollowLink();
  const { pathname, search } = useLocation();
  const overlayOpen = useListingState((s) => s.facetOverlayShown);
  const setOverlay = useListingState((s) => s.setFacetOverlay);
  // Android's back gesture closes the phone's filter dialog instead of leaving the results.
  useCloseRequest(overlayOpen, () => setOverlay(false));
  // A browser's back or forward button is no close request: it goes to another page (another listing, mounted
  // anew), which the dialog — its flag kept by this bundle's store — would cover with its scrolling blocked, and a
  // page coming back would open with it. The listing that leaves takes its dialog with it. (A filter changes only
  // the query: the same listing, the dialog stays for the next choice.)
  useEffect(() => () => setOverlay(false), [setOverlay]);
  const setLastClicked = useListingState((s) => s.setLastClicked);
  const filterFormId = `${useId()}filters`;
  const inWidget = useContext(OverlayRootContext) !== null;
  const toasts = useListingToasts();

  const result = view.status === 'ready' ? view.result : null;
  // The state the shown facets and selections were asked for (their links lead on from it).
  const answered = view.status === 'ready' ? view.answeredState : state;
  const { track, open } = usePageEvents();
  const path = state.path;
  useEffect(() => {
    if (result) track(gridboxesLoadedEvent(result, path));
  }, [result, path, track]);
  const facets = useMemo(() => result?.facets ?? [], [result]);
  const selections = result?.selections?.values ?? [];
  const activeFilters = result ? activeFilterCount(state, result) : 0;
  const hasSelections = selections.length > 0 || activeFilters > 0;
  const selectedCodes = [...new Set([...selections.map((s) => s.code), ...Object.keys(state.filters)])];
  const resultsRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const settled = view.status === 'ready' && !view.updating;
  useFocusKeeper(
    (dialog) => dialog?.querySelector<HTMLElement>('h2[tabindex="-1"]') ?? toolbarRef.current?.querySelector<HTMLElement>('[data-testid="result-count"]') ?? null,
    settled,
  );

  // Load more: focus goes to the first product it added, not left on the button below them.
  const loadMoreFrom = useRef<number | null>(null);
  // Pagination: focus goes to the first product of the new page, once it is there.
  const pageTarget = useRef<number | null>(null);
  // Either only if the shopper did not move on while the products came (the skip link, the sort, the header's
  // search; a tap): not pulled back to them (WCAG 3.2.1).
  const pressWatch = useRef<PressWatch | null>(null);
  const watchFromPress = () => {
    pressWatch.current?.stop();
    pressWatch.current = watchFocusMoves(resultsRef.current);
  };
  /** Whether the shopper moved on since the press; the watch ends. */
  const movedSincePress = () => {
    const watch = pressWatch.current;
    pressWatch.current = null;
    watch?.stop();
    return watch?.moved() ?? false;
  };
  useEffect(() => () => pressWatch.current?.stop(), []);
  const shownCount = view.status === 'ready' ? view.items.length : 0;
  const shownOffset = view.status === 'ready' ? view.firstOffset : -1;
  // Back on the listing a product was opened from (SPEC §3 lastClickedElement): that product takes focus, once.
  // One that load more had brought is loaded again first, block by block, up to as many blocks as then.
  const shownItems = view.status === 'ready' ? view.items : null;
  const loadingMore = view.status === 'ready' && view.loadingMore;
  const returnChecked = useRef(false);
  const returning = useRef<(LastClicked & { askedAt: number | null }) | null>(null);
  const latestView = useRef(view);
  useLayoutEffect(() => {
    latestView.current = view;
  });
  // While that product is looked for, the grid renders every tile at once (it may be far down): not in slices.
  const [returnPending, setReturnPending] = useState(() => isLastClickedOn(`${pathname}${search}`));
  useEffect(() => {
    if (!settled || !shownItems?.length) return;
    if (!returnChecked.current) {
      returnChecked.current = true;
      const taken = takeLastClicked(`${pathname}${search}`);
      returning.current = taken && { ...taken, askedAt: null };
      if (taken) setLastClicked(taken.element);
    }
    const target = returning.current;
    const current = latestView.current;
    if (!target) {
      setReturnPending(false);
      return;
    }
    if (current.status !== 'ready' || loadingMore) return;
    const index = shownItems.findIndex((item) => productElementId(item) === target.element);
    if (index >= 0) {
      returning.current = null;
      setReturnPending(false);
      focusProduct(resultsRef.current, index);
      return;
    }
    // Another block, unless the last one asked for did not come (it failed: the shopper's button is there).
    if (current.loadedBlocks < target.blocks && current.canLoadMore && target.askedAt !== current.loadedBlocks) {
      target.askedAt = current.loadedBlocks;
      current.loadMore();
    } else {
      returning.current = null;
      setReturnPending(false);
    }
  }, [settled, shownItems, loadingMore, pathname, search, setLastClicked]);

  // One function for every tile while the page lives, so that memoised tiles are not rendered again when
  // products are added (load more): it reads the current items when a product is opened.
  const shown = useRef({ items: [] as readonly DisplayItem[], at: '', blocks: 0 });
  useLayoutEffect(() => {
    shown.current = { items: shownItems ?? [], at: `${pathname}${search}`, blocks: view.status === 'ready' ? view.loadedBlocks : 0 };
  });
  const seenPromoted = useCallback((item: DisplayItem) => reportPromotedEvent(api, 'impression', item), [api]);
  const openTile = useCallback(
    (href: string) => {
      const { items, at, blocks } = shown.current;
      const item = items.find((i) => i.url === href || (i.url && href.endsWith(i.url)));
      if (item) {
        const element = productElementId(item);
        setLastClicked(element);
        rememberLastClicked(at, element, blocks);
      }
      reportPromotedEvent(api, 'click', item);
      openProduct(item, locale, href, open);
    },
    [open, setLastClicked, locale, api],
  );

  useEffect(() => {
    const from = loadMoreFrom.current;
    if (settled && from !== null && shownCount > from) {
      loadMoreFrom.current = null;
      if (!movedSincePress()) focusProduct(resultsRef.current, from);
    }
    if (settled && pageTarget.current !== null && shownOffset === pageTarget.current) {
      pageTarget.current = null;
      if (!movedSincePress()) focusProduct(resultsRef.current, 0);
    }
  }, [settled, shownCount, shownOffset]);

  // In a storefront's widget the storefront may route a redirect itself and keep the widget on screen.
  // Every state in the same wrapper: the header (its h1, which the shell focuses on a new page) is the same
  // element while the results come, not one React makes anew (a heading focused and read twice).
  if (view.status === 'redirect' && inWidget) {
    return (
      <div className="sk-listing">
        {header}
        <Redirecting location={view.location} />
      </div>
    );
  }
  if (view.status === 'loading' || view.status === 'redirect') {
    return (
      <div className="sk-listing">
        {header}
        <SkeletonGrid count={8} />
      </div>
    );
  }
  if (view.status === 'error') {
    return (
      <div className="sk-listing">
        {header}
        <ListingFallback locale={locale} message={emptyContent} failed={view} />
      </div>
    );
  }

  const { items, numFound, fetchsize, lastOffset, banners } = view;
  const banner = (placed: PlacedBanner | null, placement: 'pencil' | 'inGrid') =>
    placed ? (
      <AdBanner
        key={placed.banner.advertisementId}
        banner={placed.banner}
        placement={placement}
        onSeen={() => reportAdEvent(api, 'view', placed)}
        onClick={() => reportAdEvent(api, 'click', placed)}
        onNavigate={followLink}
      />
    ) : null;
  // After load more the shopper is on the page of the last loaded block (SPEC §2 pagination).
  const page = Math.floor(lastOffset / fetchsize) + 1;
  const pageCount = Math.max(1, Math.ceil(numFound / fetchsize));
  const addressOf = (next: UrlState) => {
    const query = stringifySearchParams(next);
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  const pagePath = (p: number) => addressOf({ ...state, offset: (p - 1) * fetchsize });

  const facetForm: FacetForm = {
    id: filterFormId,
    valueParam: facetValueParam,
    range: { action: pathname, fields: (facet) => rangeFormParams(state, facet.code) },
  };
  const facetPanel = (
    <FacetPanel facets={facets} locale={locale} hasSelections={hasSelections} selectedCodes={selectedCodes} form={facetForm} updating={view.status === 'ready' && view.updating} {...facetPanelHandlers(state, setUrl, track, answered, facets, selections.map((selection) => selection.code))} />
  );
  const sorts = result?.sorts ?? [];
  // The values the form's checkboxes carry, by code (the panel lists `values`, or `topvalues` without them, and
  // their children); every other parameter goes along as a hidden field.
  const checkboxValues = new Map(
    facets.flatMap((facet) =>
      facet.type === 'RANGE' ? [] : [[facet.code, new Set<string>(withChildren<TextFacetValue | NumericValue>(listedValues(facet)).map(facetValueParam))] as const],
    ),
  );

  return (
    <div className="sk-listing">
      {header}
      <FilterForm
        id={filterFormId}
        action={pathname}
        fields={carriedParams(state, checkboxValues)}
        // A filter ticked or a sort picked on the server-rendered page before it was live: applied now.
        onChangedBeforeLive={(query: string) => {
          const next = parseSearchParams(query);
          for (const event of formChangeEvents(state, next, facets)) track(event);
          setUrl(next);
        }}
      />
      <div className="sk-listing__toolbar" ref={toolbarRef}>
        <ResultCount count={numFound} />
        {numFound > 0 || hasSelections ? (
          <div className="sk-listing__controls">
          <FilterButton open={overlayOpen} active={activeFilters} onOpen={() => setOverlay(true)} focusKey="open-filters" />
          <SortSelect
            sorts={sorts}
            value={state.sort ?? 'relevance'}
            form={filterFormId}
            onChange={(code: string) => {
              track({ event: 'sorting changed', eventCategory: 'Sorting', eventLabel: code });
              setUrl(setSort(state, code));
            }}
          />
          {sorts.length > 0 ? <FilterFormSubmit form={filterFormId} /> : null}
        </div>
        ) : null}
      </div>
      {selections.length > 0 ? (
        <SelectedFilters
          selections={selections}
          onRemove={(selection: Selection) => {
            const next = removeSelection(state, selection, answered);
            for (const event of droppedFilterEvents(state, next, facets, [selection.code])) track(event);
            setUrl(next);
          }}
          onResetAll={() => {
            const next = resetAllFacets(state);
            for (const event of droppedFilterEvents(state, next, facets, selections.map((selection) => selection.code))) track(event);
            setUrl(next);
          }}
          hrefFor={(selection: Selection) => linkHref(addressOf(removeSelection(state, selection)))}
          resetAllHref={linkHref(addressOf(resetAllFacets(state)))}
        />
      ) : null}
      <div className="sk-listing__body">
        <FilterOverlay open={overlayOpen} onClose={() => setOverlay(false)} resultCount={numFound} announcement={announcement} toasts={toasts}>
          {facetPanel}
        </FilterOverlay>
        <div className="sk-listing__results" ref={resultsRef}>
          {items.length === 0 ? (
            <ListingFallback locale={locale} message={emptyContent} />
          ) : (
            <>
              {banner(banners.pencil, 'pencil')}
              <ResultGuides result={result} headingLevel={headingLevel === 2 ? 3 : 2} />
              <ProductGrid
                items={items}
                locale={locale}
                onNavigate={openTile}
                onPromotedSeen={seenPromoted}
                busy={view.updating}
                tileHeadingLevel={headingLevel === 2 ? 3 : 2}
                allAtOnce={returnPending}
                {...(banners.inGrid ? { rowInsert: { after: IN_GRID_BANNER_AFTER, content: banner(banners.inGrid, 'inGrid') } } : {})}
              />
              {/* A storefront's widget has no toaster of the shop's: its toasts (a load more that failed) are
                  said here, by the button the shopper just pressed: above it, in sight where the button is at the
                  screen's bottom edge (the button moves down instead). */}
              {inWidget ? <ToastNotices toasts={toasts} /> : null}
              {/* Only when a further block exists: products that are not displayable must not leave a dead button. */}
              {view.canLoadMore ? (
                <LoadMore
                  shown={view.shownUpTo}
                  total={numFound}
                  loading={view.loadingMore}
                  onLoadMore={() => {
                    loadMoreFrom.current = items.length;
                    watchFromPress();
                    view.loadMore();
                  }}
                />
              ) : null}
              {pageCount > 1 ? (
                <Pagination
                  page={page}
                  pageCount={pageCount}
                  hrefFor={(p: number) => linkHref(pagePath(p))}
                  onNavigate={(href: string) => {
                    const offset = Number(new URLSearchParams(href.split('?')[1] ?? '').get('offset') ?? 0);
                    const target = Math.floor(offset / fetchsize) + 1;
                    track({ event: paginationAction(target, pageCount), eventCategory: 'Search Tracking', eventValue: target });
                    pageTarget.current = (target - 1) * fetchsize;
                    watchFromPress();
                    // The shell leaves focus to us (it would move it to the h1): the first product of the page takes it.
                    navigate(pagePath(target), { state: { focusResults: true } });
                  }}
                />
              ) : null}
              <PriceNotes locale={locale} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}

/** Focuses the link of the product at `index` of the grid (or the tile when it has no link). */
function focusProduct(root: HTMLElement | null, index: number): void {
  const tile = root?.querySelectorAll<HTMLElement>('[data-testid="product-tile"]')[index];
  if (!tile) return;
  const link = tile.querySelector<HTMLElement>('a[href]');
  if (link) link.focus();
  else {
    tile.tabIndex = -1;
    tile.focus();
  }
}

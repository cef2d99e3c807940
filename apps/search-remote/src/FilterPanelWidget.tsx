import {
  activeFilterCount,
  facetPanelHandlers,
  useListing,
  useSetUrlState,
  useUrlState,
  useFocusKeeper,
  useListingAnnouncement,
  useListingToasts,
  usePageEvents,
  type PageProps,
} from '@shop/listing';
import { FacetPanel, FilterButton, FilterOverlay, useCloseRequest } from '@shop/ui-kit';
import { useState } from 'react';

const SEARCH = { type: 'search' } as const;

/**
 * The facets of the current search on their own; they share the cached result with the grid. As on the
 * shop's own pages: inline from 960 px, and on a phone a "Filter" button that opens them in a dialog
 * (SPEC §4 facet overlay: it blocks the page's scrolling, a sideways swipe closes it) with the result count
 * — a storefront page of phone width otherwise showed every facet above its results.
 */
export function FilterPanelWidget({ locale, params }: PageProps) {
  const view = useListing(SEARCH, locale, params.seoText);
  const state = useUrlState();
  const setUrl = useSetUrlState();
  const { track } = usePageEvents();
  const [open, setOpen] = useState(false);
  const toasts = useListingToasts();
  // Said in the phone's dialog: the storefront's page behind it, with the results' own region, is inert.
  const announcement = useListingAnnouncement(view);
  // Android's back gesture closes the dialog instead of leaving the storefront's page.
  useCloseRequest(open, () => setOpen(false));
  // A filter re-renders its facet with the new result: focus stays on the control (the shop's own listing
  // does the same); a control gone for good hands it to the dialog's title.
  useFocusKeeper((dialog) => dialog?.querySelector<HTMLElement>('h2[tabindex="-1"]') ?? null, view.status === 'ready' && !view.updating);
  // While the first answer comes, the phone's button already holds its place (hidden from 960 px, as after):
  // the storefront's page below does not jump when it appears (the results under it moved 44 px, a layout shift
  // of 0.68 on the plain-HTML example at 412 px). A tap then opens the dialog once the facets are there.
  if (view.status === 'loading') return <FilterButton open={false} active={0} onOpen={() => setOpen(true)} />;
  if (view.status !== 'ready') return null;
  const active = activeFilterCount(state, view.result);
  return (
    <>
      <FilterButton open={open} active={active} onOpen={() => setOpen(true)} />
      {/* Inline, it has the outline's h2 (the facet headings are h3); as a dialog, the dialog's title. */}
      <FilterOverlay open={open} onClose={() => setOpen(false)} resultCount={view.result.numFound} toasts={toasts} announcement={announcement}>
        <FacetPanel
          facets={view.result.facets}
          locale={locale}
          hasSelections={active > 0}
          selectedCodes={[...(view.result.selections?.values ?? []).map((s) => s.code), ...Object.keys(state.filters)]}
          updating={view.updating}
          {...facetPanelHandlers(state, setUrl, track, view.answeredState, view.result.facets, (view.result.selections?.values ?? []).map((selection) => selection.code))}
        />
      </FilterOverlay>
    </>
  );
}

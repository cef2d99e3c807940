import type { DisplayItem, UrlState } from '@shop/api-client';
import { createContext, useContext } from 'react';
import { create, useStore, type StoreApi } from 'zustand';
import {
  initialListingState,
  loadMoreFailed,
  loadMoreSucceeded,
  triggerLoadMore,
  type ListingState,
} from './listingMachine';

/**
 * UI state that is not in the URL (DESIGN.md "Data flow") for the listing this bundle renders. Page-wide
 * state (session, toasts) is in @shop/page-context.
 */
export interface ListingStore {
  /** Identity of the listing the blocks belong to; a different page load resets them (SPEC §4). */
  key: string;
  listing: ListingState<DisplayItem>;
  facetOverlayShown: boolean;
  lastClickedElement: string | null;
  /** Starts a listing: clears triggered offsets and loaded blocks when the key changed. */
  begin(key: string): void;
  /** Starts the listing again on its first block, whatever was loaded: its own page asked for anew. */
  restart(key: string): void;
  /** Returns false when the offset was already triggered (the request must not be sent). */
  trigger(key: string, offset: number): boolean;
  /** Returns false when the block was no longer asked for (the listing started again): it is not shown. */
  succeed(key: string, offset: number, items: readonly DisplayItem[]): boolean;
  /** Returns false when the block was no longer asked for (the listing started again): nobody waits for it. */
  fail(key: string, offset: number): boolean;
  setFacetOverlay(shown: boolean): void;
  setLastClicked(id: string | null): void;
  /**
   * Starts the search request of the listing on screen for another address of the same page (a filter, sort
   * or page change), so it goes out in the event handler instead of after the page rendered again; `null`
   * while no listing is on screen. Set by `useListing`.
   */
  prefetchListing: ((next: UrlState) => void) | null;
}

const listingStore = (set: StoreApi<ListingStore>['setState'], get: StoreApi<ListingStore>['getState']): ListingStore => ({
  key: '',
  listing: initialListingState(),
  facetOverlayShown: false,
  lastClickedElement: null,
  prefetchListing: null,
  begin(key) {
    if (get().key !== key) set({ key, listing: initialListingState() });
  },
  restart(key) {
    set({ key, listing: initialListingState() });
  },
  trigger(key, offset) {
    const s = get();
    if (s.key !== key) return false;
    const next = triggerLoadMore(s.listing, offset);
    if (!next) return false;
    set({ listing: next });
    return true;
  },
  succeed(key, offset, items) {
    const s = get();
    // A block asked for before the listing started again (restart) is not shown.
    if (s.key !== key || !s.listing.triggered.has(offset)) return false;
    set({ listing: loadMoreSucceeded(s.listing, offset, items) });
    return true;
  },
  fail(key, offset) {
    const s = get();
    if (s.key !== key || !s.listing.triggered.has(offset)) return false;
    set({ listing: loadMoreFailed(s.listing, offset) });
    return true;
  },
  setFacetOverlay(shown) {
    set({ facetOverlayShown: shown });
  },
  setLastClicked(id) {
    set({ lastClickedElement: id });
  },
});

/** The shop's listing store: one listing on screen at a time. */
export const useListingStore = create<ListingStore>()(listingStore);

/**
 * A listing store of its own, for a part of the page that lists on its own: a storefront's widgets with other
 * settings (another locale or shop) are another listing beside the first, and with one store each one's start
 * cleared the other's loaded blocks.
 */
export function createListingStore(): StoreApi<ListingStore> {
  return create<ListingStore>()(listingStore);
}

/** The listing store of this part of the page: the shop's, unless a provider gives another. */
export const ListingStoreContext = createContext<StoreApi<ListingStore>>(useListingStore);

/** The listing store of this part of the page (for `getState()` in handlers). */
export function useListingStoreApi(): StoreApi<ListingStore> {
  return useContext(ListingStoreContext);
}

/** A slice of this part of the page's listing store, re-rendering when it changes. */
export function useListingState<T>(selector: (state: ListingStore) => T): T {
  return useStore(useListingStoreApi(), selector);
}

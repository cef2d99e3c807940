import type { DisplayItem } from '@shop/api-client';
import { useListingStore } from './store';

const item = (code: string) => ({ code, gridbox: { productId: code } }) as unknown as DisplayItem;

describe('the listing store (SPEC §4 page load and load more)', () => {
  beforeEach(() => useListingStore.getState().begin('reset'));

  it('SPEC §4: a page load clears the triggered offsets and the loaded blocks', () => {
    const store = useListingStore.getState();
    store.begin('/q/search?q=a');
    expect(store.trigger('/q/search?q=a', 48)).toBe(true);
    store.succeed('/q/search?q=a', 48, [item('b')]);
    expect(useListingStore.getState().listing.blocks).toHaveLength(1);

    useListingStore.getState().begin('/q/search?q=b');
    expect(useListingStore.getState().listing.blocks).toEqual([]);
    expect(useListingStore.getState().trigger('/q/search?q=b', 48)).toBe(true);
  });

  it('SPEC §4: load more is allowed once per offset, and a failed one un-triggers its offset', () => {
    const store = useListingStore.getState();
    store.begin('/h/garden/c1');
    expect(store.trigger('/h/garden/c1', 48)).toBe(true);
    expect(useListingStore.getState().trigger('/h/garden/c1', 48)).toBe(false);
    useListingStore.getState().fail('/h/garden/c1', 48);
    expect(useListingStore.getState().listing.loadingMore).toBe(false);
    expect(useListingStore.getState().trigger('/h/garden/c1', 48)).toBe(true);
  });
});

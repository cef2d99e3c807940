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

  it('a restart of the same page drops its loaded blocks, and a block asked for before it does not come back when it arrives', () => {
    const store = useListingStore.getState();
    store.begin('/q/search?q=c');
    expect(store.trigger('/q/search?q=c', 48)).toBe(true);
    useListingStore.getState().succeed('/q/search?q=c', 48, [item('b')]);
    expect(useListingStore.getState().trigger('/q/search?q=c', 96)).toBe(true);
    useListingStore.getState().restart('/q/search?q=c');
    expect(useListingStore.getState().listing.blocks).toEqual([]);
    // The block of 96, on its way during the restart, arrives.
    useListingStore.getState().succeed('/q/search?q=c', 96, [item('c')]);
    expect(useListingStore.getState().listing.blocks).toEqual([]);
    expect(useListingStore.getState().trigger('/q/search?q=c', 48)).toBe(true);
    // The block of 96 asked for before the restart fails now: nobody waits for it (no error said), and the block
    // of 48 still on its way stays so.
    expect(useListingStore.getState().fail('/q/search?q=c', 96)).toBe(false);
    expect(useListingStore.getState().listing.loadingMore).toBe(true);
    expect(useListingStore.getState().fail('/q/search?q=c', 48)).toBe(true);
    expect(useListingStore.getState().listing.loadingMore).toBe(false);
  });
});

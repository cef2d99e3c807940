import {
  alignOffset,
  allItems,
  initialListingState,
  loadMoreFailed,
  loadMoreSucceeded,
  nextOffset,
  triggerLoadMore,
} from './listingMachine';

describe('load more (SPEC §4)', () => {
  it('is allowed only if that offset has not been triggered', () => {
    const s1 = triggerLoadMore(initialListingState<string>(), 48);
    expect(s1).not.toBeNull();
    expect(s1!.loadingMore).toBe(true);
    expect(triggerLoadMore(s1!, 48)).toBeNull();
  });

  it('inserts the fetched products at the block position', () => {
    let s = initialListingState<string>();
    s = triggerLoadMore(s, 96)!;
    s = loadMoreSucceeded(s, 96, ['c']);
    s = triggerLoadMore(s, 48)!;
    s = loadMoreSucceeded(s, 48, ['b']);
    expect(allItems(['a'], s)).toEqual(['a', 'b', 'c']);
    expect(s.loadingMore).toBe(false);
  });

  it('un-triggers the offset on failure so it can be tried again', () => {
    let s = triggerLoadMore(initialListingState<string>(), 48)!;
    s = loadMoreFailed(s, 48);
    expect(s.loadingMore).toBe(false);
    expect(triggerLoadMore(s, 48)).not.toBeNull();
  });

  it('computes the next block offset and stops at numFound', () => {
    expect(nextOffset(0, 48, [], 100)).toBe(48);
    expect(nextOffset(0, 48, [{ offset: 48, items: [] }], 100)).toBe(96);
    expect(nextOffset(0, 48, [{ offset: 48, items: [] }, { offset: 96, items: [] }], 100)).toBeNull();
    expect(nextOffset(0, 48, [], 48)).toBeNull();
  });
});

describe('page load offset (SPEC §4)', () => {
  it('rounds the offset down to a multiple of fetchsize', () => {
    expect(alignOffset(50, 48)).toBe(48);
    expect(alignOffset(96, 48)).toBe(96);
    expect(alignOffset(47, 48)).toBe(0);
    expect(alignOffset(-5, 48)).toBe(0);
    expect(alignOffset(Number.NaN, 48)).toBe(0);
  });
});

/**
 * The load-more state machine of SPEC §4, framework-free. The first block comes from the page load; every
 * further block is fetched once per offset ("allowed only if that offset has not been triggered"), inserted at
 * its block position, and un-triggered on failure so the shopper can try again.
 */
export interface Block<T> {
  offset: number;
  items: readonly T[];
}

export interface ListingState<T> {
  /** Offsets whose block was requested (SPEC §4 "triggered offsets"). */
  triggered: ReadonlySet<number>;
  /** Blocks after the first, ordered by offset. */
  blocks: readonly Block<T>[];
  loadingMore: boolean;
}

export function initialListingState<T>(): ListingState<T> {
  return { triggered: new Set(), blocks: [], loadingMore: false };
}

/** Whether nothing beyond the first block has been asked for or loaded: the state a page load starts from. */
export function isUntouched<T>(state: ListingState<T>): boolean {
  return state.blocks.length === 0 && state.triggered.size === 0 && !state.loadingMore;
}

/** SPEC §4: the offset of a page load is rounded down to a multiple of the fetch size. */
export function alignOffset(offset: number, fetchsize: number): number {
  if (!Number.isFinite(offset) || offset < 0 || fetchsize <= 0) return 0;
  return Math.floor(offset / fetchsize) * fetchsize;
}

/** The offset of the next block, or `null` when everything is shown. */
export function nextOffset(firstOffset: number, fetchsize: number, blocks: readonly Block<unknown>[], numFound: number): number | null {
  const last = blocks.length ? blocks[blocks.length - 1]!.offset : firstOffset;
  const next = last + fetchsize;
  return next < numFound ? next : null;
}

/** Marks `offset` triggered and loading; `null` when it was already triggered (the request must not be sent). */
export function triggerLoadMore<T>(state: ListingState<T>, offset: number): ListingState<T> | null {
  if (state.triggered.has(offset)) return null;
  const triggered = new Set(state.triggered);
  triggered.add(offset);
  return { ...state, triggered, loadingMore: true };
}

/** Inserts the fetched block at its position (blocks stay ordered by offset, one per offset). */
export function loadMoreSucceeded<T>(state: ListingState<T>, offset: number, items: readonly T[]): ListingState<T> {
  const blocks = state.blocks.filter((b) => b.offset !== offset).concat({ offset, items });
  blocks.sort((a, b) => a.offset - b.offset);
  return { ...state, blocks, loadingMore: false };
}

/** SPEC §4: on failure the offset is un-triggered. */
export function loadMoreFailed<T>(state: ListingState<T>, offset: number): ListingState<T> {
  const triggered = new Set(state.triggered);
  triggered.delete(offset);
  return { ...state, triggered, loadingMore: false };
}


/** All items in display order: the first block, then the loaded blocks. */
export function allItems<T>(first: readonly T[], state: ListingState<T>): T[] {
  return state.blocks.reduce<T[]>((acc, block) => acc.concat(block.items), first.slice());
}

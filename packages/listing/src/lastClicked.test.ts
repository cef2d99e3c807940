import { isLastClickedOn, LAST_CLICKED_KEY, productElementId, rememberLastClicked, RETURN_BLOCKS_MAX, takeLastClicked } from './lastClicked';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('last clicked element (SPEC §3 search page state lastClickedElement)', () => {
  it('names a product tile by its product id', () => {
    expect(productElementId({ gridbox: { productId: 42 } } as never)).toBe('product:42');
  });

  it('gives the element last clicked on a listing back to that listing, once', () => {
    const store = memoryStorage();
    rememberLastClicked('/q/search?q=sofa', 'product:42', 0, store);
    expect(takeLastClicked('/q/search?q=sofa', store)).toEqual({ element: 'product:42', blocks: 0 });
    expect(takeLastClicked('/q/search?q=sofa', store)).toBeNull();
  });

  it('tells whether a product of a listing waits to be returned to, without taking it', () => {
    const store = memoryStorage();
    expect(isLastClickedOn('/q/search?q=sofa', store)).toBe(false);
    rememberLastClicked('/q/search?q=sofa', 'product:42', 1, store);
    expect(isLastClickedOn('/q/search?q=chair', store)).toBe(false);
    expect(isLastClickedOn('/q/search?q=sofa', store)).toBe(true);
    expect(takeLastClicked('/q/search?q=sofa', store)).toEqual({ element: 'product:42', blocks: 1 });
    expect(isLastClickedOn('/q/search?q=sofa', store)).toBe(false);
    store.data.set(LAST_CLICKED_KEY, '{broken');
    expect(isLastClickedOn('/q/search?q=sofa', store)).toBe(false);
  });

  it('keeps it from another listing, and keeps only the last click', () => {
    const store = memoryStorage();
    rememberLastClicked('/q/search?q=sofa', 'product:1', 0, store);
    rememberLastClicked('/q/search?q=sofa', 'product:2', 2, store);
    expect(takeLastClicked('/q/search?q=chair', store)).toBeNull();
    expect(takeLastClicked('/q/search?q=sofa', store)).toEqual({ element: 'product:2', blocks: 2 });
  });

  it('keeps how many blocks load more had added, bounded by RETURN_BLOCKS_MAX; a stored count that is no count is none', () => {
    const store = memoryStorage();
    rememberLastClicked('/q/search?q=sofa', 'product:7', 3, store);
    expect(takeLastClicked('/q/search?q=sofa', store)?.blocks).toBe(3);
    expect(RETURN_BLOCKS_MAX).toBe(20);
    for (const [stored, read] of [[1e9, RETURN_BLOCKS_MAX], [-4, 0], [2.5, 0], ['3', 0], [null, 0]] as const) {
      store.data.set(LAST_CLICKED_KEY, JSON.stringify({ listing: '/q/search', element: 'product:1', blocks: stored }));
      expect(takeLastClicked('/q/search', store)).toEqual({ element: 'product:1', blocks: read });
    }
    // An entry written before counts were kept: no blocks.
    store.data.set(LAST_CLICKED_KEY, JSON.stringify({ listing: '/q/search', element: 'product:1' }));
    expect(takeLastClicked('/q/search', store)).toEqual({ element: 'product:1', blocks: 0 });
  });

  it('reads nothing from a malformed or blocked storage, and never throws', () => {
    const store = memoryStorage();
    store.data.set(LAST_CLICKED_KEY, '{broken');
    expect(takeLastClicked('/q/search', store)).toBeNull();
    const blocked = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); }, removeItem: () => undefined };
    expect(() => rememberLastClicked('/q/search', 'product:1', 0, blocked)).not.toThrow();
    expect(takeLastClicked('/q/search', blocked)).toBeNull();
    expect(takeLastClicked('/q/search', null)).toBeNull();
  });
});

import { LAST_CLICKED_KEY, productElementId, rememberLastClicked, takeLastClicked } from './lastClicked';

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
    rememberLastClicked('/q/search?q=sofa', 'product:42', store);
    expect(takeLastClicked('/q/search?q=sofa', store)).toBe('product:42');
    expect(takeLastClicked('/q/search?q=sofa', store)).toBeNull();
  });

  it('keeps it from another listing, and keeps only the last click', () => {
    const store = memoryStorage();
    rememberLastClicked('/q/search?q=sofa', 'product:1', store);
    rememberLastClicked('/q/search?q=sofa', 'product:2', store);
    expect(takeLastClicked('/q/search?q=chair', store)).toBeNull();
    expect(takeLastClicked('/q/search?q=sofa', store)).toBe('product:2');
  });

  it('reads nothing from a malformed or blocked storage, and never throws', () => {
    const store = memoryStorage();
    store.data.set(LAST_CLICKED_KEY, '{broken');
    expect(takeLastClicked('/q/search', store)).toBeNull();
    const blocked = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); }, removeItem: () => undefined };
    expect(() => rememberLastClicked('/q/search', 'product:1', blocked)).not.toThrow();
    expect(takeLastClicked('/q/search', blocked)).toBeNull();
    expect(takeLastClicked('/q/search', null)).toBeNull();
  });
});

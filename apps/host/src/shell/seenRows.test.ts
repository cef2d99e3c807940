/** @jest-environment jsdom */
import { lastSeenKey } from '@shop/listing/lastSeen';
import { SEEN_ATTRIBUTE } from '@shop/ui-kit/seenRows';
import { SEEN_ROWS_SCRIPT } from './seenRows';

const marked = () => document.documentElement.hasAttribute(SEEN_ATTRIBUTE);

function runWith(stored: string | null, { storedIn = 'de_DE', pageLang = 'de-DE' } = {}): boolean {
  document.documentElement.removeAttribute(SEEN_ATTRIBUTE);
  document.documentElement.lang = pageLang;
  window.localStorage.clear();
  if (stored !== null) window.localStorage.setItem(lastSeenKey(storedIn), stored);
  new Function(SEEN_ROWS_SCRIPT)();
  return marked();
}

describe('the head script that marks a browser with products seen', () => {
  it('marks <html> when the last seen store holds a product', () => {
    expect(runWith(JSON.stringify([{ code: 'a', gridbox: { productId: 1 } }]))).toBe(true);
    expect(runWith(JSON.stringify([7, { code: 'b', gridbox: { productId: 'b' } }]))).toBe(true);
  });

  it("marks nothing for products seen in another market only: the page's row (its market's) has none to show", () => {
    const seen = JSON.stringify([{ code: 'a', gridbox: { productId: 1 } }]);
    expect(runWith(seen, { storedIn: 'pl_PL', pageLang: 'de-DE' })).toBe(false);
    expect(runWith(seen, { storedIn: 'pl_PL', pageLang: 'pl-PL' })).toBe(true);
    expect(runWith(seen, { storedIn: 'de_CH', pageLang: 'fr-CH' })).toBe(false);
  });

  it('marks nothing without one: no store, an empty list, no product in it, or not a list', () => {
    expect(runWith(null)).toBe(false);
    expect(runWith('[]')).toBe(false);
    expect(runWith(JSON.stringify([1, null, { gridbox: null }, { gridbox: { name: 'x' } }]))).toBe(false);
    expect(runWith('{"gridbox":{"productId":1}}')).toBe(false);
  });

  it('marks nothing, and throws nothing, where the store cannot be read or holds no JSON', () => {
    expect(runWith('{nope')).toBe(false);
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => new Function(SEEN_ROWS_SCRIPT)()).not.toThrow();
    expect(marked()).toBe(false);
    getItem.mockRestore();
  });
});

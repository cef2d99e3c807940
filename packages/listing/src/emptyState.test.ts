import { HttpRequestError, MockSearchApi, type ApiResult, type SearchResult } from '@shop/api-client';
import { emptyStateQueries, showsEmptyState } from './emptyState';

/** A first answer with `items` (only the fields the decision reads). */
function ok(items: unknown[]): ApiResult<SearchResult> {
  return { kind: 'ok', status: 200, data: { numFound: items.length, items } as unknown as SearchResult };
}

const shown = { code: '4711', url: '/p/shoe/4711', gridbox: { productId: '4711', keyfacts: { title: 'Shoe' }, price: { price: 10 } } };

describe("a listing's empty state and what it renders besides its answer (SPEC §4, §8; issue 9)", () => {
  it('is shown for a failed answer and for an answer without a product to show, not for products or a redirect', () => {
    expect(showsEmptyState({ kind: 'error', status: 500, error: new HttpRequestError({ statusCode: 500, reason: 'http', url: '/q/api/search' }) })).toBe(true);
    expect(showsEmptyState(ok([]))).toBe(true);
    // An item without a product to show (no gridbox) is not shown: the page is empty all the same.
    expect(showsEmptyState(ok([{ code: '1', url: '/p/x/1' }]))).toBe(true);
    expect(showsEmptyState(ok([shown]))).toBe(false);
    expect(showsEmptyState({ kind: 'redirect', status: 302, location: '/h/shoes/c1' })).toBe(false);
  });

  it('is the nrp message on a search page, the ncp message on catalogue pages, and the bestsellers row, in the page locale', () => {
    const api = new MockSearchApi();
    const [searchMessage, bestsellers] = emptyStateQueries(api, { type: 'search' }, 'de_AT');
    expect(searchMessage.queryKey).toEqual(['message', 'nrp', 'de_AT']);
    expect(bestsellers.queryKey).toEqual(['recommendations', 'bestsellers', 'AT', 'de']);
    const [categoryMessage] = emptyStateQueries(api, { type: 'category', categoryName: 'schuhe', categoryId: 'c6' }, 'de_DE');
    expect(categoryMessage.queryKey).toEqual(['message', 'ncp', 'de_DE']);
  });

  it.each([
    ['a brand page', { type: 'brand', brandName: 'nordwind', brandId: 'b1' }],
    ['a named query page', { type: 'query', queryId: 'summer' }],
  ] as const)('SPEC §4: %s (a catalogue page of the category remote) loads the no-category-products message ncp', (_, endpoint) => {
    const [message] = emptyStateQueries(new MockSearchApi(), endpoint, 'de_DE');
    expect(message.queryKey).toEqual(['message', 'ncp', 'de_DE']);
  });
});

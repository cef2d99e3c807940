import fc from 'fast-check';
import { buildSearchRequest } from './request';
import { parseSearchParams } from './urlState';

/**
 * SPEC §5 request rules over generated page addresses (fast-check): whatever the address, the search request
 * carries one locale, assortment, version, offset and fetch size of its own, `idsOnly` and `productsOnly`
 * false, never a view-only parameter of the page, no wildcard or blank query, and every filter value the page
 * kept (but none of a name the request sets itself).
 */

const KEYS = ['q', 'sort', 'offset', 'fetchsize', 'locale', 'assortment', 'version', 'idsOnly', 'productsOnly', 'withFacets', 'isEmbedded', 'cqeName',
  'campaign', 'campaignPageName', 'designTheme', 'pageId', 'path', 'id', 'v', 'tug', 'brand', 'price', 'category', 'x'];
const VALUES = ['', ' ', '*', ' * ', 'sofa', 'true', 'false', '1', '-1', '48', '1e3', 'de_DE', 'xx', '10-50', 'a b', '%2B', '😀'];
const search = fc
  .array(fc.tuple(fc.constantFrom(...KEYS), fc.oneof(fc.constantFrom(...VALUES), fc.string({ maxLength: 6 }))), { maxLength: 12 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&'));

const ONE_EACH = ['locale', 'assortment', 'version', 'offset', 'fetchsize', 'idsOnly', 'productsOnly'];
const NEVER = ['isEmbedded', 'cqeName', 'campaignPageName', 'path', 'withFacets'];
/** Names the request sets itself: a page parameter of that name is not passed on as a filter. */
const OWN = new Set([...ONE_EACH, 'q', 'sort', 'withFacets', 'campaign', 'pageId', 'designTheme', 'id', 'spanId', 'v', 'tug']);

describe('SPEC §5 the search request over generated page addresses', () => {
  it('sends its own settings once, no view-only parameter, no wildcard query, and every kept filter value', () => {
    fc.assert(
      fc.property(search, fc.constantFrom('search', 'category', 'brand'), (s, type) => {
        const state = parseSearchParams(s);
        const endpoint =
          type === 'search' ? ({ type: 'search' } as const) : type === 'category' ? ({ type: 'category', categoryId: 'c4', categoryName: 'moebel' } as const) : ({ type: 'brand', brandName: 'nordon', brandId: 'b1' } as const);
        const { query } = buildSearchRequest(endpoint, state, { country: 'DE', language: 'de' });
        for (const name of ONE_EACH) expect([name, query.getAll(name).length]).toEqual([name, 1]);
        expect([query.get('locale'), query.get('assortment'), query.get('idsOnly'), query.get('productsOnly')]).toEqual(['de_DE', 'DE', 'false', 'false']);
        expect(Number.isSafeInteger(Number(query.get('offset'))) && Number(query.get('offset')) >= 0).toBe(true);
        for (const name of NEVER) expect([name, query.has(name)]).toEqual([name, false]);
        const q = query.get('q');
        if (q !== null) expect(q.trim() === '' || q.trim() === '*').toBe(false);
        for (const [code, values] of Object.entries(state.filters)) {
          if (OWN.has(code) || (type === 'brand' && code === 'brand')) continue;
          for (const value of values) expect(query.getAll(code)).toContain(value);
        }
      }),
      { numRuns: 800 },
    );
  });
});

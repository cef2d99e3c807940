import { productItem, searchBody } from '../test/fixtures';
import { ResponseValidationError, parseFacet, parseGridbox, parseSearchResult } from './index';

describe('parseSearchResult (SPEC §3 search result)', () => {
  it('requires items as a list and numFound as a number', () => {
    expect(() => parseSearchResult(searchBody({ items: null }))).toThrow(ResponseValidationError);
    expect(() => parseSearchResult(searchBody({ numFound: 'many' }))).toThrow(/numFound/);
    expect(() => parseSearchResult('text')).toThrow(ResponseValidationError);
  });

  it('fills defaults for missing optional parts', () => {
    const result = parseSearchResult({ items: [], numFound: 0 });
    expect(result).toEqual({
      q: '',
      locale: '',
      assortment: '',
      rendering: { breadcrumb: true },
      numFound: 0,
      offset: 0,
      fetchsize: 0,
      sort: 'relevance',
      selections: { values: [], resetAll: '', resetLink: { type: 'search' } },
      sorts: [],
      facets: [],
      items: [],
      breadcrumbs: [],
      teasers: [],
      advisors: [],
    });
  });

  it('keeps rendering.breadcrumb false when the API says so', () => {
    expect(parseSearchResult(searchBody({ rendering: { breadcrumb: false } })).rendering.breadcrumb).toBe(false);
  });

  it('reads redirect and category fields, variant (active defaults to true) and xPayload keyword results', () => {
    const result = parseSearchResult(
      searchBody({
        type: 'redirect',
        redirectURL: '/h/shoes/c1',
        categoryId: 'c1',
        variant: { id: 'B', testName: 'ranking' },
        xPayload: { keywordResults: { num_items_found: 0 }, advisors: [{ id: 'a1', name: 'Fit', question: '?', answers: [] }], other: 1 },
      }),
    );
    expect(result).toMatchObject({ type: 'redirect', redirectURL: '/h/shoes/c1', categoryId: 'c1' });
    expect(result.variant).toEqual({ id: 'B', testName: 'ranking', active: true });
    expect(result.xPayload).toEqual({
      keywordResults: { num_items_found: 0 },
      advisors: [{ id: 'a1', name: 'Fit', question: '?', answers: [] }],
      other: 1,
    });
  });

  it('drops a malformed gridbox, so the item is not shown, but keeps the page', () => {
    const result = parseSearchResult(searchBody({ items: [productItem('p1'), productItem('p2', { price: 'cheap' }), 'junk'] }));
    expect(result.items.map((i) => [i.code, i.gridbox !== undefined])).toEqual([
      ['p1', true],
      ['p2', false],
    ]);
  });

  it('fills teaser open_in_a_new_tab with false', () => {
    const result = parseSearchResult(searchBody({ teasers: [{ id: 't', name: 'T', image: '/t.png', link: { type: 'query', namedQueryId: 'q1' } }] }));
    expect(result.teasers[0]).toEqual({ id: 't', name: 'T', image: '/t.png', link: { type: 'query', namedQueryId: 'q1' }, open_in_a_new_tab: false });
  });
});

describe('parseFacet (SPEC §3 facet)', () => {
  const bound = (value: number) => ({ value, url: `/q/search?price=${value}-`, link: { type: 'search' } });

  it('applies the facet rendering defaults: searchable false, selectedPosition BELOW, renderLabel and collapsible true', () => {
    expect(parseFacet({ code: 'brand', type: 'TEXT', values: [] })?.rendering).toEqual({
      style: 'TEXT',
      searchable: false,
      selectedPosition: 'BELOW',
      renderLabel: true,
      collapsible: true,
    });
    expect(
      parseFacet({ code: 'brand', type: 'TEXT', rendering: { style: 'TILES', searchable: true, selectedPosition: 'ABOVE', renderLabel: false, collapsible: false } })
        ?.rendering,
    ).toEqual({ style: 'TILES', searchable: true, selectedPosition: 'ABOVE', renderLabel: false, collapsible: false });
  });

  it('narrows on type: a RANGE facet has bounds, selectedMin/Max default to min/max', () => {
    const facet = parseFacet({ code: 'price', type: 'RANGE', unit: '€', min: bound(5), max: bound(120), globalMin: 0, globalMax: 200 });
    if (facet?.type !== 'RANGE') throw new Error('expected a RANGE facet');
    expect(facet.selectedMin).toEqual(facet.min);
    expect(facet.selectedMax.value).toBe(120);
    expect(facet.globalMax).toBe(200);
  });

  it('drops a facet of unknown type or a RANGE facet without numeric bounds', () => {
    expect(parseFacet({ code: 'x', type: 'COLOR' })).toBeUndefined();
    expect(parseFacet({ code: 'price', type: 'RANGE', min: { value: 'a' }, max: bound(1) })).toBeUndefined();
  });

  it('reads NUMERIC values with value {type, unit, value, norm} and children', () => {
    const facet = parseFacet({
      code: 'rating',
      type: 'NUMERIC',
      values: [{ label: '4+', url: '/q/search?rating=4', count: 3, value: { type: 'rating', unit: '', value: 4, norm: 0.8 }, children: [] }],
    });
    if (facet?.type !== 'NUMERIC') throw new Error('expected a NUMERIC facet');
    expect(facet.values[0]?.value).toEqual({ type: 'rating', unit: '', value: 4, norm: 0.8 });
    expect([facet.min, facet.max]).toEqual([4, 4]);
  });

  it('drops text values without label or url and defaults selected to false', () => {
    const facet = parseFacet({ code: 'brand', type: 'TEXT', values: [{ label: 'A', url: '/a', value: 'A', count: 1 }, { label: 'B' }] });
    if (facet?.type !== 'TEXT') throw new Error('expected a TEXT facet');
    expect(facet.values).toEqual([{ label: 'A', url: '/a', value: 'A', count: 1, selected: false, link: { type: 'search' } }]);
  });
});

describe('parseGridbox', () => {
  it('needs a product id and a numeric price; reads ids given as numbers as text', () => {
    expect(parseGridbox({ productId: 'p', price: {} })).toBeUndefined();
    expect(parseGridbox({ price: { price: 1 } })).toBeUndefined();
    expect(parseGridbox({ productId: 17, price: { price: 1 } })?.productId).toBe('17');
  });

  it('keeps availabilityIndicator only when it is 1, 2 or 3', () => {
    expect(parseGridbox({ productId: 'p', price: { price: 1 }, stockAvailability: { availabilityIndicator: 4 } })?.stockAvailability).toBeUndefined();
    expect(
      parseGridbox({ productId: 'p', price: { price: 1 }, stockAvailability: { availabilityIndicator: 2, badgeInfo: { badges: [{ type: 'store' }, 1] } } })
        ?.stockAvailability,
    ).toEqual({ availabilityIndicator: 2, badgeInfo: { badges: [{ type: 'store' }] } });
  });
});

import { productItem, searchBody } from '../test/fixtures';
import {
  RESPONSE_BOUNDS,
  ResponseTooLargeError,
  ResponseValidationError,
  linkPolicy,
  parseEvaluationResult,
  parseFacet,
  parseGridbox,
  parseGridboxes,
  parseLink,
  parseMessage,
  parseSearchResult,
  parseSuggestResult,
} from './index';

describe('parseSearchResult (SPEC §3 search result)', () => {
  it('requires items as a list and numFound as a number', () => {
    expect(() => parseSearchResult(searchBody({ items: null }))).toThrow(ResponseValidationError);
    expect(() => parseSearchResult(searchBody({ numFound: 'many' }))).toThrow(/numFound/);
    expect(() => parseSearchResult('text')).toThrow(ResponseValidationError);
  });

  it('reads numFound as a count: a whole number from 0 up to the largest a page can be computed for', () => {
    expect(parseSearchResult(searchBody({ numFound: -5 })).numFound).toBe(0);
    expect(parseSearchResult(searchBody({ numFound: 12.7 })).numFound).toBe(12);
    expect(parseSearchResult(searchBody({ numFound: 1e300 })).numFound).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseSearchResult(searchBody({ numFound: 96 })).numFound).toBe(96);
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

describe('lists shown by their keys hold each key once (the first stands)', () => {
  it("a facet's values, and a value's children", () => {
    const v = (value: string, extra: object = {}) => ({ label: value.toUpperCase(), url: `/${value}`, value, count: 1, ...extra });
    const facet = parseFacet({ code: 'brand', type: 'TEXT', values: [v('a'), v('b'), v('a', { count: 9 }), v('c', { children: [v('d'), v('d')] })] });
    if (facet?.type !== 'TEXT') throw new Error('expected a TEXT facet');
    expect(facet.values.map((x) => [x.value, x.count])).toEqual([['a', 1], ['b', 1], ['c', 1]]);
    expect(facet.values[2]?.children?.map((x) => x.value)).toEqual(['d']);
    const n = (value: number, extra: object = {}) => ({ label: `${value}`, url: `/r${value}`, value: { type: 'rating', value }, ...extra });
    const rating = parseFacet({ code: 'rating', type: 'NUMERIC', values: [n(4), n(3, { children: [n(2), n(2), n(1)] }), n(4)] });
    if (rating?.type !== 'NUMERIC') throw new Error('expected a NUMERIC facet');
    expect(rating.values.map((x) => x.value.value)).toEqual([4, 3]);
    expect(rating.values[1]?.children?.map((x) => x.value.value)).toEqual([2, 1]);
  });

  it("an answer's facets and sorts, by code", () => {
    const result = parseSearchResult(
      searchBody({
        facets: [{ code: 'brand', type: 'TEXT', label: 'Brand' }, { code: 'colour', type: 'TEXT' }, { code: 'brand', type: 'TEXT', label: 'Brand again' }],
        sorts: [{ code: 'price-asc', url: '/a' }, { code: 'price-asc', url: '/b' }],
      }),
    );
    expect(result.facets.map((f) => f.label)).toEqual(['Brand', 'colour']);
    expect(result.sorts.map((x) => x.url)).toEqual(['/a']);
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

  it('reads the price-label fields of SPEC §3 (from, per unit, RRP, cheaper in bulk, up to) and drops malformed ones', () => {
    const price = (p: Record<string, unknown>) => parseGridbox({ productId: 'p', price: { price: 10, ...p } })?.price;
    expect(
      price({ fromPrice: true, unitPrice: { price: 5, unit: ' kg ' }, recommendedRetailPrice: 12, bulkDiscount: true, upToDiscount: { percent: 30 } }),
    ).toEqual({ price: 10, fromPrice: true, unitPrice: { price: 5, unit: 'kg' }, recommendedRetailPrice: 12, bulkDiscount: true, upToDiscount: { percent: 30 } });
    expect(price({ upToDiscount: {} })).toEqual({ price: 10, upToDiscount: {} });
    expect(
      price({ fromPrice: 'yes', unitPrice: { price: 5, unit: 'x'.repeat(17) }, recommendedRetailPrice: '12', bulkDiscount: 1, upToDiscount: { percent: 150 } }),
    ).toEqual({ price: 10 });
  });
});

describe('up-to discount (SPEC §3 price labels, §9 up to 10 %)', () => {
  it.each([0, 100, -5])('drops an up-to discount of %s %%: no label claims it', (percent) => {
    expect(parseGridbox({ productId: 'p', price: { price: 10, upToDiscount: { percent } } })?.price).toEqual({ price: 10 });
  });

  it('keeps one just inside (0, 100)', () => {
    expect(parseGridbox({ productId: 'p', price: { price: 10, upToDiscount: { percent: 99.5 } } })?.price.upToDiscount).toEqual({ percent: 99.5 });
  });
});

const textFacet = (code: string, values: unknown[]) => ({ code, type: 'TEXT', values });

describe('RESPONSE_BOUNDS: untrusted answers are bounded (DESIGN.md trust boundaries)', () => {
  const B = RESPONSE_BOUNDS;
  const policy = linkPolicy([], 'https://shop.example');
  const facetValue = (i: number) => ({ label: `V${i}`, value: `v${i}`, count: 1, url: `/q/search?b=${i}` });

  it('pins the bounds', () => {
    expect(B).toEqual({
      bodyBytes: 4 * 1024 * 1024,
      items: 200,
      textLength: 300,
      messageLength: 2000,
      facets: 50,
      facetValues: 500,
      facetDepth: 4,
      breadcrumbs: 20,
      sorts: 20,
      selections: 100,
      smallLists: 20,
      suggestGroups: 10,
      suggestItems: 20,
      gridboxes: 200,
      evaluationVariants: 10,
      filterCodes: 50,
      payloadDepth: 8,
      payloadNodes: 2000,
    });
  });

  it(`cuts titles, labels and names to textLength (${B.textLength}) characters ending in …`, () => {
    const long = 'Wohnzimmersofa '.repeat(2000);
    const result = parseSearchResult(
      searchBody({ items: [productItem('p1', { keyfacts: { title: long }, brand: { name: long } })], breadcrumbs: [{ label: long, url: '/h/x/c1' }] }),
      policy,
    );
    const gridbox = result.items[0]!.gridbox!;
    expect(gridbox.keyfacts.title).toHaveLength(B.textLength);
    expect(gridbox.keyfacts.title.endsWith('…')).toBe(true);
    expect(gridbox.brand!.name).toHaveLength(B.textLength);
    expect(result.breadcrumbs[0]!.label).toHaveLength(B.textLength);
    expect(parseSearchResult(searchBody({ q: 'x'.repeat(B.textLength) }), policy).q).toHaveLength(B.textLength);
  });

  it('never cuts inside a surrogate pair', () => {
    const title = `${'a'.repeat(B.textLength - 2)}😀😀😀`;
    const cut = parseGridbox({ productId: 'p', price: { price: 1 }, keyfacts: { title } }, policy)!.keyfacts.title;
    expect(cut.length).toBeLessThanOrEqual(B.textLength);
    expect(() => encodeURIComponent(cut)).not.toThrow();
  });

  it(`cuts a shop message to messageLength (${B.messageLength})`, () => {
    expect(parseMessage({ key: 'nrp', value: 'x'.repeat(B.messageLength * 2) }).value).toHaveLength(B.messageLength);
  });

  it(`refuses more than items (${B.items}) items as a whole (ResponseTooLargeError), accepts exactly that many`, () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => productItem(`p${i}`));
    expect(parseSearchResult(searchBody({ items: items(B.items) }), policy).items).toHaveLength(B.items);
    expect(() => parseSearchResult(searchBody({ items: items(B.items + 1) }), policy)).toThrow(ResponseTooLargeError);
    expect(() => parseEvaluationResult({ variants: { a: searchBody({ items: items(20_000) }) } }, policy)).toThrow(ResponseTooLargeError);
  });

  it(`keeps at most facets (${B.facets}) facets and facetValues (${B.facetValues}) values per list`, () => {
    const facets = Array.from({ length: B.facets + 10 }, (_, i) => textFacet(`f${i}`, [facetValue(1)]));
    expect(parseSearchResult(searchBody({ facets }), policy).facets).toHaveLength(B.facets);
    const values = Array.from({ length: B.facetValues + 10 }, (_, i) => facetValue(i));
    const facet = parseFacet(textFacet('brand', values), policy);
    expect(facet?.type === 'TEXT' ? facet.values : []).toHaveLength(B.facetValues);
  });

  it(`drops facet value children nested deeper than facetDepth (${B.facetDepth})`, () => {
    let value: Record<string, unknown> = facetValue(0);
    for (let i = 1; i < 50; i++) value = { ...facetValue(i), children: [value] };
    const facet = parseFacet(textFacet('category', [value]), policy);
    let depth = 0;
    let level = facet?.type === 'TEXT' ? facet.values : [];
    while (level.length > 0) {
      depth += 1;
      level = level[0]!.children ?? [];
    }
    expect(depth).toBe(B.facetDepth);
  });

  it(`keeps at most breadcrumbs (${B.breadcrumbs}), sorts (${B.sorts}), selections (${B.selections}) and smallLists (${B.smallLists}) entries`, () => {
    const n = 500;
    const result = parseSearchResult(
      searchBody({
        breadcrumbs: Array.from({ length: n }, (_, i) => ({ label: `B${i}`, url: '/h/x/c1' })),
        sorts: Array.from({ length: n }, (_, i) => ({ code: `s${i}`, url: '/q/search' })),
        selections: { values: Array.from({ length: n }, (_, i) => ({ code: 'brand', value: `v${i}`, url: '/q/search' })) },
        teasers: Array.from({ length: n }, (_, i) => ({ id: `t${i}`, image: '/t.png' })),
        advisors: Array.from({ length: n }, (_, i) => ({ id: `a${i}`, answers: Array.from({ length: n }, () => ({ url: '/a' })) })),
      }),
      policy,
    );
    expect(result.breadcrumbs).toHaveLength(B.breadcrumbs);
    expect(result.sorts).toHaveLength(B.sorts);
    expect(result.selections.values).toHaveLength(B.selections);
    expect(result.teasers).toHaveLength(B.smallLists);
    expect(result.advisors).toHaveLength(B.smallLists);
    expect(result.advisors[0]!.answers).toHaveLength(B.smallLists);
  });

  it('a suggestion group without a label keeps none: the field names it after its code in the shopper\'s language', () => {
    const result = parseSuggestResult({ groups: [{ code: 'brand', items: [{ label: 'Nordwind', url: '/q/search?q=Nordwind' }] }, { code: 'c', label: 'Kategorien', items: [] }] }, policy);
    expect(result.groups.map((g) => g.label)).toEqual(['', 'Kategorien']);
  });

  it(`keeps at most suggestGroups (${B.suggestGroups}) groups of suggestItems (${B.suggestItems}) suggestions`, () => {
    const items = Array.from({ length: 100 }, (_, i) => ({ label: `s${i}`, url: `/q/search?q=s${i}` }));
    const result = parseSuggestResult({ groups: Array.from({ length: 100 }, (_, i) => ({ code: `g${i}`, items })) }, policy);
    expect(result.groups).toHaveLength(B.suggestGroups);
    expect(result.groups[0]!.items).toHaveLength(B.suggestItems);
  });

  it(`keeps at most gridboxes (${B.gridboxes}) gridboxes and evaluationVariants (${B.evaluationVariants}) variants`, () => {
    const boxes = Array.from({ length: B.gridboxes + 50 }, (_, i) => ({ productId: `p${i}`, price: { price: 1 } }));
    expect(parseGridboxes(boxes, policy)).toHaveLength(B.gridboxes);
    const variants = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`v${i}`, searchBody()]));
    expect(Object.keys(parseEvaluationResult({ variants }, policy).variants)).toHaveLength(B.evaluationVariants);
  });

  it("keeps a link filter's numbers (a numeric facet's values) as text, and drops what is neither text nor a finite number", () => {
    const link = parseLink({ type: 'search', filter: { screen: [55, 65.5], brand: 'Nordwind', weight: 3, odd: [Number.NaN, null, { a: 1 }, 'x'], bad: Infinity } });
    expect(link.filter).toEqual({ screen: ['55', '65.5'], brand: ['Nordwind'], weight: ['3'], odd: ['x'] });
  });

  it(`keeps at most filterCodes (${B.filterCodes}) filter codes in a link, and as many values per code`, () => {
    const filter = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`f${i}`, Array.from({ length: 200 }, (_, j) => `v${j}`)]));
    const link = parseLink({ type: 'search', filter });
    expect(Object.keys(link.filter!)).toHaveLength(B.filterCodes);
    expect(link.filter!.f0).toHaveLength(B.filterCodes);
  });

  it(`drops free payloads deeper than payloadDepth (${B.payloadDepth}) or with more than payloadNodes (${B.payloadNodes}) values`, () => {
    const deep = (n: number) => {
      let v: Record<string, unknown> = { leaf: 1 };
      for (let i = 1; i < n; i++) v = { a: v };
      return v;
    };
    expect(parseSearchResult(searchBody({ details: deep(B.payloadDepth - 1) }), policy).details).toBeDefined();
    expect(parseSearchResult(searchBody({ details: deep(10_000) }), policy).details).toBeUndefined();
    const wide = { list: Array.from({ length: B.payloadNodes + 1 }, (_, i) => i) };
    expect(parseSearchResult(searchBody({ details: wide }), policy).details).toBeUndefined();
    const xPayload = parseSearchResult(searchBody({ xPayload: { junk: deep(10_000), keywordResults: { num_items_found: 3 } } }), policy).xPayload;
    expect(xPayload).toEqual({ keywordResults: { num_items_found: 3 } });
  });
});

describe('addresses in answers pass the link rule (safeLink)', () => {
  const policy = linkPolicy(['cdn.example'], 'https://shop.example');

  it('drops unsafe product, image, facet, sort, selection, breadcrumb, suggestion and redirect addresses', () => {
    const evil = '//evil.example/x';
    const result = parseSearchResult(
      searchBody({
        items: [{ ...productItem('p1', { image: { url: 'javascript:alert(1)' } }), url: evil }, productItem('p2', { image: { url: 'https://cdn.example/p2.png' } })],
        facets: [textFacet('brand', [{ label: 'A', url: 'javascript:alert(1)' }])],
        sorts: [{ code: 'price-asc', url: '/\\evil.example' }],
        selections: { values: [{ code: 'brand', value: 'A', url: 'https:evil.example' }], resetAll: 'data:text/html,x' },
        breadcrumbs: [{ label: 'B', url: '/.//x//evil.example/x' }],
        redirectURL: evil,
        teasers: [{ id: 't', image: '//evil.example/t.png' }],
      }),
      policy,
    );
    expect(result.items[0]!.url).toBeUndefined();
    expect(result.items[0]!.gridbox!.image).toBeUndefined();
    expect(result.items[1]!.gridbox!.image!.url).toBe('https://cdn.example/p2.png');
    const facet = result.facets[0];
    expect(facet?.type === 'TEXT' ? facet.values[0]!.url : null).toBe('');
    expect(result.sorts[0]!.url).toBe('');
    expect(result.selections.values[0]!.url).toBe('/evil.example');
    expect(result.selections.resetAll).toBe('');
    expect(result.breadcrumbs[0]!.url).toBe('');
    expect(result.redirectURL).toBeUndefined();
    expect(result.teasers).toEqual([]);
    const suggest = parseSuggestResult({ groups: [{ code: 'g', items: [{ label: 'x', url: evil }, { label: 'y', url: '/q/search?q=y' }] }] }, policy);
    expect(suggest.groups[0]!.items.map((i) => i.url)).toEqual(['', '/q/search?q=y']);
  });
});

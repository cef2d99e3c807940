import { emptyUrlState, parseSearchParams, type Facet, type FacetValue, type SearchResult, type Selection } from '@shop/api-client';
import { activeFilterCount, answerState, droppedFilterEvents, facetPanelHandlers, formChangeEvents, removeSelection, resetFacet, setFacetRange, setSort, toggleFacetValue } from './facetState';

const facet = { code: 'brand', label: 'Brand', type: 'TEXT', selector: 'OR', values: [], topvalues: [] } as unknown as Facet;
const state = { ...emptyUrlState(), q: 'chair', offset: 96, filters: { brand: ['Nordwind'] } };

describe('activeFilterCount', () => {
  const result: Pick<SearchResult, 'facets' | 'selections'> = {
    facets: [facet, { ...facet, code: 'price', type: 'RANGE' } as unknown as Facet],
    selections: { values: [], resetAll: '/', resetLink: { type: 'search' } },
  };
  it('counts every filter value that is on, over all facets (the filter button says how many)', () => {
    expect(activeFilterCount(emptyUrlState(), result)).toBe(0);
    expect(activeFilterCount({ ...state, filters: { brand: ['Nordwind', 'Alpen', 'Birke'], price: ['10-50'], colour: [] } }, result)).toBe(4);
  });
  it("counts only the result's filters: a campaign's utm_source or an extra payload value is no filter the shopper set", () => {
    expect(activeFilterCount({ ...state, filters: { utm_source: ['newsletter'], utm_medium: ['email'], brand: ['Nordwind'] } }, result)).toBe(1);
  });
  it('counts a value the API says is selected though its facet is gone (a filter that leaves no products)', () => {
    const selection = { code: 'colour', value: 'Rot', label: 'Rot', url: '/', link: { type: 'search' } } as unknown as Selection;
    expect(activeFilterCount({ ...state, filters: { colour: ['Rot'] } }, { facets: [], selections: { ...result.selections, values: [selection] } })).toBe(1);
  });
});

describe('filter changes keep the URL the source of truth', () => {
  it('takes the complete target filter state from the value link', () => {
    const value = { label: 'Kestrel', link: { type: 'search', filter: { brand: ['Nordwind', 'Kestrel'] } } } as unknown as FacetValue;
    expect(toggleFacetValue(state, facet, value)).toMatchObject({ q: 'chair', offset: 0, filters: { brand: ['Nordwind', 'Kestrel'] } });
  });
  it('toggles a value off without a link, dropping the empty facet', () => {
    const value = { label: 'Nordwind', value: 'Nordwind' } as unknown as FacetValue;
    expect(toggleFacetValue(state, facet, value).filters).toEqual({});
  });
  it('writes a price range as one min-max value and goes back to the first block', () => {
    expect(setFacetRange(state, { ...facet, code: 'price' } as Facet, 10, 50)).toMatchObject({ offset: 0, filters: { brand: ['Nordwind'], price: ['10-50'] } });
  });
  it('resets one facet', () => {
    expect(resetFacet(state, facet).filters).toEqual({});
  });
  it('leaves relevance, the default sort, out of the URL', () => {
    expect(setSort({ ...state, sort: 'price-asc' }, 'relevance').sort).toBeUndefined();
    expect(setSort(state, 'rating')).toMatchObject({ sort: 'rating', offset: 0 });
  });
  it('removes one selected filter without a link and keeps the others', () => {
    const two = { ...state, filters: { brand: ['Nordwind', 'Kestrel'], store: ['store'] } };
    expect(removeSelection(two, { code: 'brand', value: 'Kestrel' }).filters).toEqual({ brand: ['Nordwind'], store: ['store'] });
  });
});

describe('a link of a result that is not the current one yet leads on from the current state (quick ticks are all kept)', () => {
  const link = (filter: Record<string, string[]>) => ({ type: 'search', filter });
  const shown = { ...state, offset: 0, filters: {} };
  it('a second tick while the first one\'s result is on its way keeps the first', () => {
    // The shown result was asked for without filters: the link of "Kestrel" knows nothing of "Nordwind".
    const value = { label: 'Kestrel', link: link({ brand: ['Kestrel'] }) } as unknown as FacetValue;
    expect(toggleFacetValue(state, facet, value, shown).filters).toEqual({ brand: ['Nordwind', 'Kestrel'] });
    // For the current result the link is the whole target, as the API gave it.
    expect(toggleFacetValue(state, facet, value).filters).toEqual({ brand: ['Kestrel'] });
  });
  it('makes the link\'s own change: a single-choice value (REFINE) replaces the shown one, other codes stay', () => {
    const rating = { ...facet, code: 'rating', selector: 'REFINE' } as unknown as Facet;
    const answered = { ...state, filters: { rating: ['4'] } };
    const current = { ...state, filters: { rating: ['4'], brand: ['Nordwind'] } };
    const three = { label: '3', link: link({ rating: ['3'] }) } as unknown as FacetValue;
    expect(toggleFacetValue(current, rating, three, answered).filters).toEqual({ rating: ['3'], brand: ['Nordwind'] });
  });
  it('REFINE keeps one value at a time: a second tick before the first one\'s result replaces it (the API reads one)', () => {
    const rating = { ...facet, code: 'rating', selector: 'REFINE' } as unknown as Facet;
    const current = { ...state, filters: { rating: ['4'], brand: ['Nordwind'] } };
    const three = { label: '3', link: link({ rating: ['3'], brand: ['Nordwind'] }) } as unknown as FacetValue;
    expect(toggleFacetValue(current, rating, three, { ...state, filters: { brand: ['Nordwind'] } }).filters).toEqual({ rating: ['3'], brand: ['Nordwind'] });
    // Without a link, the value's parameter replaces the facet's; an OR facet adds it.
    const bare = { label: '3', value: '3' } as unknown as FacetValue;
    expect(toggleFacetValue(current, rating, bare).filters).toEqual({ rating: ['3'], brand: ['Nordwind'] });
    expect(toggleFacetValue(current, { ...rating, selector: 'OR' } as Facet, bare).filters).toEqual({ rating: ['4', '3'], brand: ['Nordwind'] });
  });
  it('a tick taken back before its result drops the value (the shown link would add it again)', () => {
    const value = { label: 'Kestrel', value: 'Kestrel', selected: false, link: link({ brand: ['Kestrel'] }) } as unknown as FacetValue;
    const current = { ...state, filters: { brand: ['Nordwind', 'Kestrel'] } };
    expect(toggleFacetValue(current, facet, value, shown, false).filters).toEqual({ brand: ['Nordwind'] });
    // Ticked again: the link leads on from the current state.
    expect(toggleFacetValue(state, facet, value, shown, true).filters).toEqual({ brand: ['Nordwind', 'Kestrel'] });
  });
  it('a chip removed meanwhile drops only what its link drops; a facet reset drops the facet, a tick not answered yet too', () => {
    const answered = { ...state, filters: { brand: ['Nordwind', 'Alpen'] } };
    const current = { ...state, filters: { brand: ['Nordwind', 'Alpen', 'Birke'], colour: ['Rot'] } };
    const chip = { code: 'brand', value: 'Nordwind', link: link({ brand: ['Alpen'] }) } as unknown as Selection;
    expect(removeSelection(current, chip, answered).filters).toEqual({ brand: ['Alpen', 'Birke'], colour: ['Rot'] });
    const reset = { ...facet, resetLink: link({}) } as unknown as Facet;
    expect(resetFacet(current, reset, answered).filters).toEqual({ colour: ['Rot'] });
  });
});

describe('facetPanelHandlers: a filter choice changes the address and sends its SPEC §7 event', () => {
  it('selecting a value sends "filter selected" and sets the filter; a range sends "filter changed"', () => {
    const state = { ...emptyUrlState(), q: 'sofa' };
    const setUrl = jest.fn();
    const track = jest.fn();
    const handlers = facetPanelHandlers(state, setUrl, track);
    handlers.onToggleValue(facet, { label: 'Nordwind', value: 'Nordwind' } as unknown as FacetValue);
    expect(track).toHaveBeenLastCalledWith({ event: 'filter selected', eventCategory: 'Filter', eventLabel: 'brand:Nordwind' });
    expect(setUrl).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { brand: ['Nordwind'] } }));
    handlers.onRangeChange({ ...facet, code: 'price' } as Facet, 10, 50);
    expect(track).toHaveBeenLastCalledWith({ event: 'filter changed', eventCategory: 'Filter', eventLabel: 'price:10-50' });
    handlers.onToggleValue(facet, { label: 'Nordwind', value: 'Nordwind', selected: true } as unknown as FacetValue);
    expect(track).toHaveBeenLastCalledWith(expect.objectContaining({ event: 'filter deselected' }));
  });
});

describe('SPEC §7 "filter deselected": a filter dropped otherwise than by unticking its box is counted too', () => {
  const brand = { ...facet, values: [{ label: 'Nordwind', value: 'nordwind' }, { label: 'Alpen', value: 'alpen' }] } as unknown as Facet;
  const price = { ...facet, code: 'price', type: 'RANGE', values: [], topvalues: [] } as unknown as Facet;
  const filtered = { ...emptyUrlState(), q: 'sofa', filters: { brand: ['nordwind', 'alpen'], price: ['10-50'], utm_source: ['newsletter'] } };
  const deselected = (label: string) => ({ event: 'filter deselected', eventCategory: 'Filter', eventLabel: label });

  it("a facet's reset sends one per value it drops, labelled as the panel's toggle labels it", () => {
    const track = jest.fn();
    const setUrl = jest.fn();
    facetPanelHandlers(filtered, setUrl, track, filtered, [brand, price]).onResetFacet(brand);
    expect(track.mock.calls.map(([event]) => event)).toEqual([deselected('brand:Nordwind'), deselected('brand:Alpen')]);
    expect(setUrl).toHaveBeenCalledWith(expect.objectContaining({ filters: { price: ['10-50'], utm_source: ['newsletter'] } }));
  });

  it('"reset all" sends one per filter value, a price range too, and none for a parameter no filter stands for', () => {
    const track = jest.fn();
    facetPanelHandlers(filtered, jest.fn(), track, filtered, [brand, price]).onResetAll();
    expect(track.mock.calls.map(([event]) => event)).toEqual([deselected('brand:Nordwind'), deselected('brand:Alpen'), deselected('price:10-50')]);
    // A selected filter whose facet the answer did not bring is known by its selection, as the chips' reset knows it.
    const colour = { ...filtered, filters: { ...filtered.filters, colour: ['red'] } };
    const withSelection = jest.fn();
    facetPanelHandlers(colour, jest.fn(), withSelection, colour, [brand, price], ['colour']).onResetAll();
    expect(withSelection.mock.calls.map(([event]) => event)).toContainEqual(deselected('colour:red'));
  });

  it("a chip's × sends one for its value; a selection whose facet is not shown is known by its code", () => {
    const next = removeSelection(filtered, { code: 'brand', value: 'alpen' });
    expect(droppedFilterEvents(filtered, next, [brand], ['brand'])).toEqual([deselected('brand:Alpen')]);
    const colour = { ...filtered, filters: { colour: ['red'] } };
    expect(droppedFilterEvents(colour, removeSelection(colour, { code: 'colour', value: 'red' }), [], ['colour'])).toEqual([deselected('colour:red')]);
    expect(droppedFilterEvents(filtered, { ...filtered, filters: {} }, [], [])).toEqual([]);
  });
});

describe("answerState: an advisor answer's link on a search listing (SPEC §3 advisor answer)", () => {
  const here = { ...emptyUrlState(), q: 'stuhl', offset: 96, sort: 'price-asc', filters: { brand: ['Nordwind'] } };
  it("is the same search with the link's filters, from the first block: applied like a filter", () => {
    expect(answerState(here, { type: 'search', q: 'stuhl', filter: { category: ['c4'] } })).toEqual({ ...here, offset: 0, filters: { category: ['c4'] } });
  });
  it('is no state for a link elsewhere: another term, another kind of page, no filters', () => {
    expect(answerState(here, { type: 'search', q: 'tisch', filter: { category: ['c4'] } })).toBeNull();
    expect(answerState(here, { type: 'category', categoryPath: 'moebel/c4', filter: {} })).toBeNull();
    expect(answerState(here, { type: 'search', q: 'stuhl' })).toBeNull();
    expect(answerState(here, undefined)).toBeNull();
  });
});

describe('formChangeEvents: the SPEC §7 events of a filter form change made before the page was live', () => {
  const brandFacet = {
    code: 'brand',
    label: 'Brand',
    type: 'TEXT',
    values: [{ label: 'Nordwind GmbH', value: 'nordwind', selected: false }, { label: 'Kestrel', value: 'kestrel', selected: true }],
    topvalues: [],
  } as unknown as Facet;

  it('names each value selected and deselected by its label, and a new sort', () => {
    const events = formChangeEvents(parseSearchParams('q=a&brand=kestrel'), parseSearchParams('q=a&brand=nordwind&sort=price-asc'), [brandFacet]);
    expect(events).toEqual([
      { event: 'filter selected', eventCategory: 'Filter', eventLabel: 'brand:Nordwind GmbH' },
      { event: 'filter deselected', eventCategory: 'Filter', eventLabel: 'brand:Kestrel' },
      { event: 'sorting changed', eventCategory: 'Sorting', eventLabel: 'price-asc' },
    ]);
  });

  it('labels a value the result does not list by its parameter, and a sort back to relevance as relevance', () => {
    expect(formChangeEvents(parseSearchParams('sort=price-asc'), parseSearchParams('colour=red'), [brandFacet])).toEqual([
      { event: 'filter selected', eventCategory: 'Filter', eventLabel: 'colour:red' },
      { event: 'sorting changed', eventCategory: 'Sorting', eventLabel: 'relevance' },
    ]);
  });

  it("names a subcategory (a value's child) by its label, as the panel's toggle does", () => {
    const categoryFacet = {
      code: 'category',
      label: 'Category',
      type: 'TEXT',
      values: [{ label: 'Lampen', value: 'c1', selected: true, children: [{ label: 'Deckenlampen', value: 'c101', selected: false }] }],
      topvalues: [],
    } as unknown as Facet;
    expect(formChangeEvents(parseSearchParams('q=a&category=c1'), parseSearchParams('q=a&category=c1&category=c101'), [categoryFacet])).toEqual([
      { event: 'filter selected', eventCategory: 'Filter', eventLabel: 'category:Deckenlampen' },
    ]);
  });

  it('sends nothing for the same state', () => {
    expect(formChangeEvents(parseSearchParams('q=a&brand=kestrel&sort=price-asc'), parseSearchParams('q=a&sort=price-asc&brand=kestrel'), [brandFacet])).toEqual([]);
  });
});

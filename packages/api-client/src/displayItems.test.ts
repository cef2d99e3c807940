import { canFetchSponsored, displayItems, displayableItems, extendListName, hasSelectedFacetValues, insertSponsored, promoteSponsoredProducts, trackingWithPath, withTrackingPath } from './index';
import type { DisplayItem, FacetRendering, Gridbox, Link, ProductItem, RangeFacet, SponsoredEligibility, TextFacet } from './index';

function gridbox(productId: string, extra: Partial<Gridbox> = {}): Gridbox {
  return { productId, keyfacts: { title: productId }, price: { price: 10 }, stockAvailability: { availabilityIndicator: 3 }, ...extra };
}
function item(productId: string, extra: Partial<Gridbox> = {}): DisplayItem {
  return { code: productId, gridbox: gridbox(productId, extra) };
}
const codes = (items: readonly ProductItem[]) => items.map((i) => i.code);

describe('displayed items (SPEC §4)', () => {
  it('shows only items with a gridbox that are not previews, not prevented from selling and not flash sales', () => {
    const items: ProductItem[] = [
      item('a'),
      { code: 'no-gridbox' },
      item('preview', { meta: { preview: true } }),
      item('prevented', { preventSelling: true }),
      item('flash', { flashSales: true }),
      item('b', { meta: { preview: false }, preventSelling: false, flashSales: false }),
    ];
    expect(codes(displayableItems(items))).toEqual(['a', 'b']);
  });

  it('inserts sponsored items at positions 2 and 3 by default', () => {
    expect(codes(displayItems([item('a'), item('b'), item('c')], [item('s1'), item('s2')]))).toEqual(['a', 's1', 's2', 'b', 'c']);
  });

  it('fills positions in order until the sponsored items run out', () => {
    expect(codes(insertSponsored([item('a'), item('b')], [item('s1')]))).toEqual(['a', 's1', 'b']);
    expect(codes(insertSponsored([item('a'), item('b')], [item('s1'), item('s2'), item('s3')]))).toEqual(['a', 's1', 's2', 'b']);
  });

  it('uses configured positions, 1-based in the shown list, in ascending order; a position past the end appends', () => {
    expect(codes(insertSponsored([item('a'), item('b'), item('c')], [item('s1'), item('s2')], [4, 1]))).toEqual(['s1', 'a', 'b', 's2', 'c']);
    expect(codes(insertSponsored([item('a')], [item('s1'), item('s2')], [5, 9]))).toEqual(['a', 's1', 's2']);
  });

  it('renumbers tracking positions to the shown order', () => {
    const a: DisplayItem = { ...item('a'), tracking: { position: 1, origPos: 1, list: 'search' } };
    const b: DisplayItem = { ...item('b'), tracking: { position: 2, origPos: 2, list: 'search' } };
    const [s] = promoteSponsoredProducts([{ product_id: 's', advertisementId: 'ad' }], [gridbox('s')]);
    const shown = insertSponsored([a, b], s === undefined ? [] : [s]);
    expect(shown.map((i) => [i.code, i.tracking?.position, i.tracking?.origPos])).toEqual([
      ['a', 1, 1],
      ['s', 2, 2],
      ['b', 3, 2],
    ]);
  });
});

describe('promoteSponsoredProducts (SPEC §3 promoted product item)', () => {
  it('promotes only available products (indicator 3), comparing product codes as text', () => {
    const promoted = promoteSponsoredProducts(
      [
        { product_id: 101, advertisementId: 'ad1' },
        { product_id: '102', advertisementId: 'ad2' },
        { product_id: '103', advertisementId: 'ad3' },
        { product_id: 'missing', advertisementId: 'ad4' },
      ],
      [gridbox('101'), gridbox('102', { stockAvailability: { availabilityIndicator: 2 } }), gridbox('103')],
    );
    expect(codes(promoted)).toEqual(['101', '103']);
  });

  it('marks promoted gridboxes with promoted and advertisementId, and sets the tracking list to search', () => {
    const [promoted] = promoteSponsoredProducts([{ product_id: 'p', advertisementId: 'ad9' }], [gridbox('p')]);
    expect(promoted?.gridbox).toMatchObject({ productId: 'p', promoted: true, advertisementId: 'ad9' });
    expect(promoted?.tracking).toMatchObject({ list: 'search', promoted: true });
  });
});

describe('sponsored fetch eligibility (SPEC §4, §6)', () => {
  const eligible: SponsoredEligibility = {
    enabledForCountry: true,
    marketingConsent: true,
    isEmbedded: false,
    isCqePage: false,
    hasSelectedFacetValues: false,
  };

  it('fetches when enabled for the country, consented, not embedded, not a cqe page and with no selected facet values', () => {
    expect(canFetchSponsored(eligible)).toBe(true);
  });

  it.each<[string, Partial<SponsoredEligibility>]>([
    ['sponsoring disabled for the country', { enabledForCountry: false }],
    ['no marketing consent', { marketingConsent: false }],
    ['embedded', { isEmbedded: true }],
    ['a cqe page', { isCqePage: true }],
    ['selected facet values', { hasSelectedFacetValues: true }],
  ])('does not fetch with %s', (_why, change) => {
    expect(canFetchSponsored({ ...eligible, ...change })).toBe(false);
  });

  it('sees selected facet values in selections, in a selected text value, or in a narrowed range', () => {
    const link: Link = { type: 'search' };
    const none = { selections: { values: [], resetAll: '', resetLink: link }, facets: [] };
    expect(hasSelectedFacetValues(none)).toBe(false);
    expect(
      hasSelectedFacetValues({ ...none, selections: { ...none.selections, values: [{ code: 'brand', value: 'a', label: 'a', url: '/', link }] } }),
    ).toBe(true);
    const rendering: FacetRendering = { style: 'TEXT', searchable: false, selectedPosition: 'BELOW', renderLabel: true, collapsible: true };
    const bound = (value: number) => ({ value, url: '/', link });
    const range: RangeFacet = {
      code: 'price', label: 'Price', type: 'RANGE', selector: 'AND', rendering, unit: '€', baseURL: '/', baseLink: link,
      globalMin: 0, globalMax: 100, min: bound(0), max: bound(100), selectedMin: bound(0), selectedMax: bound(100),
    };
    expect(hasSelectedFacetValues({ ...none, facets: [range] })).toBe(false);
    expect(hasSelectedFacetValues({ ...none, facets: [{ ...range, selectedMax: bound(50) }] })).toBe(true);
    const text: TextFacet = {
      code: 'brand', label: 'Brand', type: 'TEXT', selector: 'OR', rendering, topvalues: [],
      values: [{ label: 'a', value: 'a', selected: true, count: 1, url: '/', link }],
    };
    expect(hasSelectedFacetValues({ ...none, facets: [text] })).toBe(true);
  });
});

describe('tracking list name extended by a path segment (SPEC §3)', () => {
  it.each<[string | undefined, string]>([
    ['garden', 'search/garden'],
    ['/garden/', 'search/garden'],
    ['home/teaser', 'search/home/teaser'],
    [' garden ', 'search/garden'],
    ['', 'search'],
    ['/', 'search'],
    [undefined, 'search'],
  ])('extends "search" by the path %j as %j', (path, expected) => {
    expect(extendListName('search', path)).toBe(expected);
  });

  it('cuts an absurdly long path segment', () => {
    expect(extendListName('search', 'x'.repeat(5000))).toHaveLength('search/'.length + 100);
  });

  it('extends list and listName of every item that carries tracking data, and leaves the others alone', () => {
    const tracked: DisplayItem = { ...item('a'), tracking: { position: 1, origPos: 1, list: 'category', listName: 'category' } };
    const untracked = item('b');
    const [a, b] = withTrackingPath([tracked, untracked], 'garden');
    expect(a?.tracking).toEqual({ position: 1, origPos: 1, list: 'category/garden', listName: 'category/garden' });
    expect(b).toBe(untracked);
    expect(trackingWithPath(tracked.tracking!, undefined)).toBe(tracked.tracking);
  });
});

import type {
  DisplayItem,
  FacetRendering,
  Gridbox,
  Link,
  NumericFacet,
  NumericValue,
  RangeFacet,
  TextFacet,
  TextFacetValue,
} from '@shop/api-client';

const link: Link = { type: 'search', q: 'shoe' };

export function gridbox(overrides: Partial<Gridbox> = {}): Gridbox {
  return {
    productId: '4711',
    erpNumber: '100200',
    brand: { name: 'Nordwind' },
    keyfacts: { title: 'Trail running shoe' },
    price: { price: 59.99 },
    image: { url: '/q/api/images/4711.svg' },
    stockAvailability: { availabilityIndicator: 3 },
    ...overrides,
  };
}

export function displayItem(overrides: Partial<DisplayItem> = {}, box: Partial<Gridbox> = {}): DisplayItem {
  return { code: '4711', url: '/p/trail-running-shoe/4711', gridbox: gridbox(box), ...overrides };
}

export function rendering(overrides: Partial<FacetRendering> = {}): FacetRendering {
  return {
    style: 'TEXT',
    searchable: false,
    selectedPosition: 'BELOW',
    renderLabel: true,
    collapsible: true,
    ...overrides,
  };
}

export function textValue(label: string, overrides: Partial<TextFacetValue> = {}): TextFacetValue {
  return { label, value: label, selected: false, count: 10, url: `/q/search?brand=${label}`, link, ...overrides };
}

export function textFacet(values: TextFacetValue[], overrides: Partial<TextFacet> = {}): TextFacet {
  return {
    type: 'TEXT',
    code: 'brand',
    label: 'Brand',
    selector: 'OR',
    rendering: rendering(),
    topvalues: values.slice(0, 6),
    values,
    ...overrides,
  };
}

export function ratingFacet(): NumericFacet {
  const value = (stars: number): NumericValue => ({
    label: String(stars),
    selected: false,
    count: stars * 3,
    url: `/q/search?rating=${stars}`,
    link,
    value: { type: 'number', unit: '', value: stars, norm: stars },
  });
  return {
    type: 'NUMERIC',
    code: 'rating',
    label: 'Rating',
    selector: 'OR',
    rendering: rendering({ style: 'RATINGS' }),
    min: 1,
    max: 5,
    topvalues: [],
    values: [value(4), value(3)],
  };
}

export function rangeFacet(overrides: Partial<RangeFacet> = {}): RangeFacet {
  const bound = (value: number) => ({ value, url: `/q/search?price=${value}`, link });
  return {
    type: 'RANGE',
    code: 'price',
    label: 'Price',
    selector: 'AND',
    rendering: rendering({ style: 'SLIDER' }),
    unit: 'EUR',
    baseURL: '/q/search?q=shoe',
    baseLink: link,
    globalMin: 5,
    globalMax: 500,
    min: bound(5),
    max: bound(500),
    selectedMin: bound(5),
    selectedMax: bound(500),
    ...overrides,
  };
}

export const fixtureLink = link;

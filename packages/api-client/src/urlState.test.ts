import { boundedTerm, carriedParams, facetValueParam, MAX_TERM_LENGTH, needsCanonicalQuery, parseAmount, parseSearchParams, rangeFormParams, stringifySearchParams } from './index';

describe('parseSearchParams (SPEC §2 query parameters)', () => {
  it('reads the named parameters and puts every other parameter into filters', () => {
    const state = parseSearchParams(
      '?q=shoe&sort=price-asc&offset=48&cqeName=c1&campaign=summer&campaignPageName=p&isEmbedded=true' +
        '&designTheme=dark&pageId=home&path=a%2Fb&brand=Nordwind&price=10-50',
    );
    expect(state).toEqual({
      q: 'shoe',
      sort: 'price-asc',
      offset: 48,
      cqeName: 'c1',
      campaign: 'summer',
      campaignPageName: 'p',
      isEmbedded: true,
      designTheme: 'dark',
      pageId: 'home',
      path: 'a/b',
      filters: { brand: ['Nordwind'], price: ['10-50'] },
    });
  });

  it('reads repeated parameters as a list (brand=a&brand=b)', () => {
    expect(parseSearchParams('brand=Nordwind&brand=Kestrel').filters).toEqual({ brand: ['Nordwind', 'Kestrel'] });
  });

  it('reads + and %20 as a space and %2B as a plus', () => {
    expect(parseSearchParams('q=red+running%20shoe').q).toBe('red running shoe');
    expect(parseSearchParams('q=C%2B%2B').q).toBe('C++');
  });

  it('strips idsOnly, productsOnly and withFacets from the URL query (SPEC §5)', () => {
    const state = parseSearchParams('q=x&idsOnly=true&productsOnly=true&withFacets=false&brand=b');
    expect(state.filters).toEqual({ brand: ['b'] });
  });

  it.each(['-1', '1.5', 'abc', '', '1e3', '99999999999999999999'])('reads offset=%p as 0', (offset) => {
    expect(parseSearchParams(`offset=${offset}`).offset).toBe(0);
  });

  it('accepts only "true" and "false" for isEmbedded', () => {
    expect(parseSearchParams('isEmbedded=true').isEmbedded).toBe(true);
    expect(parseSearchParams('isEmbedded=false').isEmbedded).toBe(false);
    expect(parseSearchParams('isEmbedded=1').isEmbedded).toBe(false);
    expect(parseSearchParams('isEmbedded=TRUE').isEmbedded).toBe(false);
  });

  it('takes the first value of a repeated single-valued parameter', () => {
    expect(parseSearchParams('q=a&q=b').q).toBe('a');
  });

  it('refuses prototype keys such as __proto__ and constructor', () => {
    const state = parseSearchParams('__proto__[polluted]=1&constructor=x&prototype=y&brand[__proto__]=z&ok=1');
    expect(state.filters).toEqual({ ok: ['1'] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps the first 20 values of a parameter repeated more often, never dropping the whole filter (SPEC §9 arrays up to 20)', () => {
    const many = Array.from({ length: 25 }, (_, i) => `brand=b${i}`).join('&');
    expect(parseSearchParams(many).filters.brand).toEqual(Array.from({ length: 20 }, (_, i) => `b${i}`));
    const twenty = Array.from({ length: 20 }, (_, i) => `brand=b${i}`).join('&');
    expect(parseSearchParams(twenty).filters.brand).toHaveLength(20);
  });

  it('reads at most 1000 parameters (SPEC §9 parameterLimit)', () => {
    const params = Array.from({ length: 1001 }, (_, i) => `f${i}=x`).join('&');
    const filters = parseSearchParams(params).filters;
    expect(Object.keys(filters)).toHaveLength(1000);
    expect(filters.f1000).toBeUndefined();
  });

  it('drops nested (bracket) parameters and empty values', () => {
    expect(parseSearchParams('a[b][c]=1&brand=&q=').filters).toEqual({});
  });

  it.each(['[=1', '%5B=1', 'a]=1', 'a%5D=1'])('drops a key with a lone bracket, %s, which would otherwise be written back as an address to correct again', (search) => {
    expect(parseSearchParams(`q=sofa&${search}`).filters).toEqual({});
    expect(stringifySearchParams({ offset: 0, isEmbedded: false, q: 'sofa', filters: { '[': ['1'], 'a]': ['1'], brand: ['x'] } })).toBe('q=sofa&brand=x');
  });

  it.each([
    ['price[min]=10&price[max]=50', '10-50'],
    ['price%5Bmin%5D=12%2C5&price%5Bmax%5D=', '12.5-'],
    ['price[min]=&price[max]=1+200', '-1200'],
    ['price[min]=80&price[max]=20', '20-80'],
    ['price[min]=abc&price[max]=50', '-50'],
    ['price[min]=&price[max]=1.500', '-1500'],
  ])('reads a price form sent without JavaScript, %s, as the range facet value %s (SPEC §2 filters: minimum and maximum price)', (search, range) => {
    expect(parseSearchParams(`q=sofa&${search}`).filters).toEqual({ price: [range] });
  });

  it.each([['price[min]=&price[max]='], ['price[min]=x&price[max]=-3'], ['price[min]=1&price[other]=2'], ['price[min]=99999999999999999999']])(
    'drops a price form with no amount in it, or with other fields: %s',
    (search) => {
      expect(parseSearchParams(search).filters).toEqual({});
    },
  );

  it('never throws on malformed input', () => {
    expect(() => parseSearchParams('%E0%A4%A&q=%&&=&&&offset')).not.toThrow();
  });
});

describe('stringifySearchParams', () => {
  it('writes lists as repeated parameters and spaces as +', () => {
    expect(
      stringifySearchParams({ q: 'red shoe', offset: 0, isEmbedded: false, filters: { brand: ['Nord wind', 'Kestrel'] } }),
    ).toBe('q=red+shoe&brand=Nord+wind&brand=Kestrel');
  });

  it('leaves defaults out: offset 0, sort relevance, isEmbedded false', () => {
    expect(stringifySearchParams({ q: 'x', sort: 'relevance', offset: 0, isEmbedded: false, filters: {} })).toBe('q=x');
    expect(stringifySearchParams({ sort: 'price-asc', offset: 96, isEmbedded: true, filters: {} })).toBe(
      'sort=price-asc&offset=96&isEmbedded=true',
    );
  });

  it('never writes forbidden parameters even when they sit in filters', () => {
    expect(stringifySearchParams({ offset: 0, isEmbedded: false, filters: { idsOnly: ['true'], brand: ['b'] } })).toBe(
      'brand=b',
    );
  });

  it.each([
    'q=red+shoe&brand=Nordwind&brand=Kestrel&price=10-50&sort=price-desc&offset=48',
    'offset=-3&isEmbedded=yes&idsOnly=1&q=%C3%A4pfel%20gr%C3%BCn&category=c1203',
    'q=C%2B%2B&pageId=p1&path=%2Fa%2Fb&designTheme=dark&cqeName=n&campaign=c&campaignPageName=cp',
    '__proto__[x]=1&q=a&q=b&isEmbedded=false&sort=relevance',
  ])('round-trips stably: stringify(parse(x)) is a fixed point (%s)', (search) => {
    const once = stringifySearchParams(parseSearchParams(search));
    expect(stringifySearchParams(parseSearchParams(once))).toBe(once);
    expect(parseSearchParams(once)).toEqual(parseSearchParams(search));
  });
});

describe('boundedTerm (the search term the shop asks for: at most MAX_TERM_LENGTH, no control characters)', () => {
  it('is 200 code units (the reference API refuses a longer q)', () => {
    expect(MAX_TERM_LENGTH).toBe(200);
  });

  it('cuts a longer term from the address to MAX_TERM_LENGTH and keeps a term of that length whole', () => {
    const long = 'sofa '.repeat(60);
    expect(parseSearchParams(`q=${encodeURIComponent(long)}`).q).toBe(long.slice(0, MAX_TERM_LENGTH));
    const exact = 'a'.repeat(MAX_TERM_LENGTH);
    expect(parseSearchParams(`q=${exact}`).q).toBe(exact);
  });

  it('never cuts between the two halves of a character outside the BMP', () => {
    const term = `${'a'.repeat(MAX_TERM_LENGTH - 1)}🛋️🛋️`;
    const cut = boundedTerm(term);
    expect(cut).toBe('a'.repeat(MAX_TERM_LENGTH - 1));
    expect(cut.length).toBeLessThanOrEqual(MAX_TERM_LENGTH);
  });

  it('turns control characters into spaces (a title or heading cannot show them)', () => {
    expect(parseSearchParams('q=sofa%00%01bed%7F').q).toBe('sofa  bed ');
    expect(boundedTerm('sofa\tbed\n')).toBe('sofa bed ');
  });

  it('asks for the cut or cleaned term in the address, and leaves a term within the bound there', () => {
    expect(needsCanonicalQuery(`q=${'a'.repeat(MAX_TERM_LENGTH + 1)}`)).toBe(true);
    expect(needsCanonicalQuery('q=sofa%01')).toBe(true);
    // A bad percent-escape is read as it is written, so its written length counts.
    expect(needsCanonicalQuery(`q=${'%E0'.repeat(70)}`)).toBe(true);
    expect(needsCanonicalQuery(`q=${'a'.repeat(MAX_TERM_LENGTH)}`)).toBe(false);
    const canonical = stringifySearchParams(parseSearchParams(`q=${'b'.repeat(500)}&brand=x`));
    expect(canonical).toBe(`q=${'b'.repeat(MAX_TERM_LENGTH)}&brand=x`);
    expect(needsCanonicalQuery(canonical)).toBe(false);
  });
});

describe('needsCanonicalQuery (SPEC §5: forbidden or bad parameters leave the address)', () => {
  it.each([
    ['q=sofa&idsOnly=true'],
    ['productsOnly=false'],
    ['withFacets=1&q=a'],
    ['sort=price-asc&sort=price-desc'],
    ['q=a&q=b'],
    ['offset=48&offset=96'],
    [Array.from({ length: 21 }, (_, i) => `brand=b${i}`).join('&')],
    ['q=sofa&price%5Bmin%5D=10&price%5Bmax%5D=50'],
    ['a[b]=1'],
  ])('asks for a clean address for %s', (search) => {
    expect(needsCanonicalQuery(search)).toBe(true);
  });

  it.each([['q=sofa&brand=a&brand=b'], [''], ['?q=a&offset=48&sort=price-asc'], [Array.from({ length: 20 }, (_, i) => `brand=b${i}`).join('&')]])(
    'leaves a clean address as it is: %s',
    (search) => {
      expect(needsCanonicalQuery(search)).toBe(false);
    },
  );
});

describe('facetValueParam (SPEC §2: a filter value is a parameter named by the facet code)', () => {
  it("is the value's string or number, a numeric facet value's own value (SPEC §3), else its label", () => {
    expect(facetValueParam({ label: 'Nordwind GmbH', value: 'Nordwind' } as { label: string })).toBe('Nordwind');
    expect(facetValueParam({ label: '4 stars', value: 4 } as { label: string })).toBe('4');
    expect(facetValueParam({ label: '55 Zoll', value: { value: 55, unit: 'inch', type: 'x', norm: 139.7 } } as { label: string })).toBe('55');
    expect(facetValueParam({ label: 'From 4 stars', value: { unit: '', type: 'x' } } as { label: string })).toBe('From 4 stars');
    expect(facetValueParam({ label: 'Odd', value: Number.NaN } as { label: string })).toBe('Odd');
  });
});

describe("carriedParams (the filter form's hidden fields: what no control of the form carries)", () => {
  it('carries the query and the other single-value keys, isEmbedded=true and the filters of codes without a checkbox, in that order', () => {
    const state = parseSearchParams('q=sofa&brand=a&brand=b&price=10-50&sort=price-asc&offset=48&campaign=c1&isEmbedded=true&pageId=p7');
    expect(carriedParams(state, new Map([['brand', new Set(['a', 'b'])]]))).toEqual([
      ['q', 'sofa'],
      ['campaign', 'c1'],
      ['pageId', 'p7'],
      ['isEmbedded', 'true'],
      ['price', '10-50'],
    ]);
  });

  it('leaves out the sort (its select is in the form), the offset (a new filter starts at the first page) and every value a checkbox stands for', () => {
    const carried = carriedParams(parseSearchParams('q=a&sort=price-asc&offset=48&brand=x&colour=red'), new Map([['brand', new Set(['x'])], ['colour', new Set(['red', 'blue'])]]));
    expect(carried).toEqual([['q', 'a']]);
  });

  it("carries a value of a checkbox facet that the result does not list (no checkbox would send it)", () => {
    const carried = carriedParams(parseSearchParams('brand=x&brand=gone'), new Map([['brand', new Set(['x', 'y'])]]));
    expect(carried).toEqual([['brand', 'gone']]);
  });

  it('carries nothing for an empty address', () => {
    expect(carriedParams(parseSearchParams(''), new Map())).toEqual([]);
  });
});

describe('parseAmount (the one rule for an amount typed into a price field; SPEC §2 minimum and maximum price)', () => {
  it.each([
    ['12', 12],
    ['12,5', 12.5],
    [' 1\u00a0200 ', 1200],
    ['-3', null],
    ['1e3', null],
    ['9007199254740991', 9007199254740991],
    ['9007199254740992', null],
    // Thousands as shoppers type them: one separator before exactly three digits groups, both separators mark
    // the last one as the decimal one.
    ['1.500', 1500],
    ['1,500', 1500],
    ['25 000', 25000],
    ["1'500", 1500],
    ['1\u2019500.50', 1500.5],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1.234.567', 1234567],
    ['0.500', 0.5],
    ['1234.567', 1234.57],
    // In cents at most: the search API refuses a range bound with more decimals.
    ['30.1255', 30.13],
    ['30,125', 30125],
    ['0,1255', 0.13],
    ['12.50', 12.5],
    ['1.234.56', null],
    ['1,23,456', null],
    ['12.', null],
  ])('reads %j as %p', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });
});

describe("rangeFormParams (a price form's hidden fields without JavaScript)", () => {
  it("carries the address without the facet's own value, the sort included and the offset left out", () => {
    const state = parseSearchParams('q=sofa&brand=a&price=10-50&sort=price-asc&offset=48&isEmbedded=true');
    expect(rangeFormParams(state, 'price')).toEqual([
      ['q', 'sofa'],
      ['isEmbedded', 'true'],
      ['brand', 'a'],
      ['sort', 'price-asc'],
    ]);
  });
});

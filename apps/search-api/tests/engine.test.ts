import { buildCatalogue, marketPrices } from '../src/catalogue/catalogue';
import { SIZE_LABELS, SearchEngine, type Filters, type SearchInput } from '../src/engine/search';

const engine = new SearchEngine(buildCatalogue());
const catalogue = engine.catalogue;
const p = catalogue.products;

const noFilters: Filters = { brand: [], category: [], store: false, ratingMin: null, priceMin: null, priceMax: null };
function search(partial: Partial<Omit<SearchInput, 'filters'>> & { filters?: Partial<Filters> }) {
  return engine.search({
    q: '',
    language: 'en',
    country: 'DE',
    scope: {},
    sort: 'relevance',
    offset: 0,
    fetchsize: 48,
    variant: 'bm25',
    ...partial,
    filters: { ...noFilters, ...partial.filters },
  });
}
const leafName = (d: number) => catalogue.categories[p.leaf[d] ?? 0]?.names.en ?? '';
const brandName = (d: number) => catalogue.brands[p.brand[d] ?? 0]?.name ?? '';

const leafIn = (d: number, language: 'de' | 'nl' | 'it' | 'pl' | 'hu') => catalogue.categories[p.leaf[d] ?? 0]?.names[language] ?? '';

describe('language-aware matching (decompounding, stems, diacritics, typos, synonyms)', () => {
  it('finds the parts of German compounds: tisch finds Couchtisch, Schreibtisch and Nachttisch first', () => {
    const result = search({ q: 'tisch', language: 'de' });
    const leaves = new Set(result.page.map((d) => leafIn(d, 'de')));
    expect([...leaves].sort()).toEqual(['Couchtisch', 'Nachttisch', 'Schreibtisch']);
  });

  it('splits a query compound into known parts: solarlampe finds Solarleuchte (lampe means leuchte)', () => {
    const result = search({ q: 'solarlampe', language: 'de' });
    expect(result.numFound).toBeGreaterThan(100);
    expect(result.page.every((d) => leafIn(d, 'de') === 'Solarleuchte')).toBe(true);
  });

  it('stems with Snowball per language besides the light stemmer, so plurals and inflections meet their singular', () => {
    expect(search({ q: 'boxes' }).numFound).toBe(search({ q: 'box' }).numFound);
    expect(search({ q: 'box' }).numFound).toBeGreaterThan(0);
    expect(search({ q: 'lampen', language: 'de' }).numFound).toBe(search({ q: 'lampe', language: 'de' }).numFound);
    expect(search({ q: 'stühle', language: 'de' }).numFound).toBeGreaterThan(500);
    const fietsen = search({ q: 'fietsen', language: 'nl' }).page;
    expect(fietsen.length).toBeGreaterThan(10);
    expect(fietsen.every((d) => leafIn(d, 'nl') === 'Fiets')).toBe(true);
    expect(search({ q: 'lámpák', language: 'hu' }).numFound).toBe(search({ q: 'lámpa', language: 'hu' }).numFound);
  });

  it('folds diacritics: lozko finds Rama łóżka', () => {
    const result = search({ q: 'lozko', language: 'pl' });
    expect(leafIn(result.page[0] ?? 0, 'pl')).toBe('Rama łóżka');
  });

  it('never lets a typo outrank an exact or stemmed match: leuchte finds Solarleuchte, not Leicht …', () => {
    const result = search({ q: 'leuchte', language: 'de' });
    expect(result.tokens[0]?.variants.some((v) => v.kind === 'typo')).toBe(false);
    expect(result.page.length).toBeGreaterThan(10);
    expect(result.page.every((d) => leafIn(d, 'de') === 'Solarleuchte')).toBe(true);
  });

  it('ranks a finished word before its completions: bureau (nl) finds desks before Bureaustoel', () => {
    const result = search({ q: 'bureau', language: 'nl' });
    expect(result.page.length).toBeGreaterThanOrEqual(10);
    expect(result.page.slice(0, 10).every((d) => leafIn(d, 'nl') === 'Bureau')).toBe(true);
  });

  it('weighs the head of a type name over words after a preposition: tavolo ranks Tavolino above Gioco da tavolo', () => {
    const result = search({ q: 'tavolo', language: 'it' });
    expect(result.page.length).toBeGreaterThanOrEqual(10);
    expect(result.page.slice(0, 10).every((d) => leafIn(d, 'it') === 'Tavolino')).toBe(true);
  });

  it('weighs the last part of a compound (its head) over a modifier: asztal finds Dohányzóasztal before Asztali rendező', () => {
    const result = search({ q: 'asztal', language: 'hu' });
    expect(result.page.length).toBeGreaterThanOrEqual(10);
    expect(result.page.slice(0, 10).every((d) => ['Dohányzóasztal', 'Íróasztal'].includes(leafIn(d, 'hu')))).toBe(true);
  });

  it('uses the synonyms the catalogue needs: kaffee finds Becher', () => {
    const result = search({ q: 'kaffee', language: 'de' });
    expect(result.numFound).toBeGreaterThan(0);
    expect(leafIn(result.page[0] ?? 0, 'de')).toBe('Becher');
  });
});

describe('full-text matching', () => {
  it('finds every product whose name holds all query terms, in any language index', () => {
    const result = search({ q: 'office chair' });
    expect(result.numFound).toBeGreaterThan(100);
    expect(result.page.every((d) => leafName(d) === 'Office chair')).toBe(true);
    const german = search({ q: 'Bürostuhl', language: 'de' });
    expect(german.numFound).toBe(search({ q: 'office chair' }).numFound);
  });

  it('matches plural and diacritic-free spellings through stemming and folding', () => {
    expect(search({ q: 'chairs' }).numFound).toBe(search({ q: 'chair' }).numFound);
    expect(search({ q: 'giesskanne', language: 'de' }).numFound).toBe(search({ q: 'Gießkanne', language: 'de' }).numFound);
  });

  it('tolerates one typo from 5 letters and two from 9 letters (via the term dictionary)', () => {
    const exact = search({ q: 'lantern' }).numFound;
    expect(exact).toBeGreaterThan(0);
    const oneTypo = search({ q: 'lantren' });
    expect(oneTypo.numFound).toBe(exact);
    expect(oneTypo.tokens[0]?.variants[0]?.kind).toBe('typo');
    expect(search({ q: 'blutooht speaker' }).numFound).toBe(search({ q: 'bluetooth speaker' }).numFound);
    expect(search({ q: 'mgu ' }).numFound).toBe(0);
    expect(search({ q: 'zzzzzz ' }).numFound).toBe(0);
  });

  it('expands the last term as a prefix while typing, but not after a space', () => {
    expect(search({ q: 'headph' }).numFound).toBe(search({ q: 'headphones' }).numFound);
    expect(search({ q: 'headph ' }).numFound).toBe(0);
  });

  it('puts the product first whose article number (erpNumber) or product id is the query', () => {
    const doc = 31_337;
    for (const code of [p.erpNumber[doc] ?? '', p.productId[doc] ?? '']) {
      const result = search({ q: code });
      expect(result.page[0]).toBe(doc);
      expect(result.pinnedDoc).toBe(doc);
    }
  });
});

describe('relevance ranking (BM25)', () => {
  it('ranks products named after the term above products that only share its department', () => {
    const result = search({ q: 'garden', fetchsize: 100 });
    expect(result.page.every((d) => /garden/i.test(leafName(d)))).toBe(true);
    expect(result.numFound).toBeGreaterThan(4000);
  });

  it('returns non-increasing scores', () => {
    const result = search({ q: 'lamp', fetchsize: 200 });
    expect(result.pageScores.length).toBe(200);
    for (let i = 1; i < result.pageScores.length; i++) {
      expect(result.pageScores[i]).toBeLessThanOrEqual(result.pageScores[i - 1] ?? Infinity);
    }
  });

  it('ranks a typo match below the exact word: gardan finds what garden finds, in its order, at 0.6 of its score (one edit)', () => {
    const exact = search({ q: 'garden' });
    const typo = search({ q: 'gardan' });
    expect(typo.tokens[0]?.variants.map((v) => v.kind)).toEqual(['typo']);
    expect(typo.numFound).toBe(exact.numFound);
    expect(typo.page).toEqual(exact.page);
    expect(typo.pageScores[0]! / exact.pageScores[0]!).toBeCloseTo(0.6, 3);
  });

  it('boosts well-rated products in the bm25-rating variant', () => {
    const plain = search({ q: 'sofa', variant: 'bm25', fetchsize: 20 });
    const boosted = search({ q: 'sofa', variant: 'bm25-rating', fetchsize: 20 });
    const meanRating = (docs: number[]) => docs.reduce((sum, d) => sum + (p.ratingAverage[d] ?? 0), 0) / docs.length;
    expect(meanRating(boosted.page)).toBeGreaterThan(meanRating(plain.page));
  });
});

describe('facets', () => {
  it('counts colours and sizes disjunctively and filters by them (OR within, AND across)', () => {
    const base = search({ q: 'chair' });
    const colours = ['Red', 'Blue'];
    const idx = (name: string) => ['Black', 'White', 'Grey', 'Red', 'Blue'].indexOf(name);
    const red = search({ q: 'chair', filters: { colour: ['red'] } });
    expect(red.numFound).toBe(base.colourCounts[idx('Red')]);
    expect(red.page.every((d) => p.colour[d] === idx('Red'))).toBe(true);
    // Selecting red leaves the colour counts unchanged.
    expect(red.colourCounts[idx('Blue')]).toBe(base.colourCounts[idx('Blue')]);
    expect(search({ q: 'chair', filters: { colour: colours } }).numFound).toBe(
      (base.colourCounts[idx('Red')] ?? 0) + (base.colourCounts[idx('Blue')] ?? 0),
    );
    const sizeIndex = base.sizeCounts.findIndex((count) => count > 0);
    const label = SIZE_LABELS[sizeIndex] ?? '';
    const sized = search({ q: 'chair', filters: { size: [label] } });
    expect(sized.numFound).toBe(base.sizeCounts[sizeIndex]);
    const both = search({ q: 'chair', filters: { size: [label], colour: ['red'] } });
    expect(both.numFound).toBe(red.sizeCounts[sizeIndex]);
    expect(both.numFound).toBeLessThan(sized.numFound);
  });

  it('counts each text facet against the other active filters only (disjunctive faceting)', () => {
    const base = search({ q: 'chair' });
    const brands = catalogue.brands.filter((b) => (base.brandCounts[b.index] ?? 0) > 0).slice(0, 3);
    const [a, b] = brands;
    if (!a || !b) throw new Error('need two brands');
    const withA = search({ q: 'chair', filters: { brand: [a.name] } });
    // Selecting brand A leaves the brand counts unchanged: B still shows how many B products there are.
    expect(withA.brandCounts[b.index]).toBe(base.brandCounts[b.index]);
    expect(withA.brandCounts[b.index]).toBe(search({ q: 'chair', filters: { brand: [b.name] } }).numFound);
    // OR: selecting both gives the sum.
    expect(search({ q: 'chair', filters: { brand: [a.name, b.name] } }).numFound).toBe(
      (base.brandCounts[a.index] ?? 0) + (base.brandCounts[b.index] ?? 0),
    );
    // Other facets are narrowed by the brand filter.
    const categoryTotal = catalogue.topCategories.reduce((sum, c) => sum + (withA.categoryCounts[c.index] ?? 0), 0);
    expect(categoryTotal).toBe(withA.numFound);
  });

  it('counts category values over the tree and ORs selected categories', () => {
    const result = search({ q: '' });
    const c1 = catalogue.categoryById.get('c1');
    if (!c1) throw new Error('c1 missing');
    const childSum = c1.children.reduce((sum, c) => sum + (result.categoryCounts[c.index] ?? 0), 0);
    expect(result.categoryCounts[c1.index]).toBe(childSum);
    expect(search({ filters: { category: ['c1'] } }).numFound).toBe(result.categoryCounts[c1.index]);
    expect(search({ filters: { category: ['c1', 'c2'] } }).numFound).toBe(
      (result.categoryCounts[c1.index] ?? 0) + (result.categoryCounts[catalogue.categoryById.get('c2')?.index ?? 0] ?? 0),
    );
    // Nested selection: the more specific category wins.
    expect(search({ filters: { category: ['c1', 'c101'] } }).numFound).toBe(search({ filters: { category: ['c101'] } }).numFound);
  });

  it('refines by rating: each value counts products rated at least that, under the other filters', () => {
    const refined = search({ q: 'lamp', filters: { ratingMin: 4 } });
    expect(refined.ratingCounts[4]).toBe(refined.numFound);
    expect(refined.ratingCounts[3]).toBe(search({ q: 'lamp', filters: { ratingMin: 3 } }).numFound);
    expect(refined.page.every((d) => (p.ratingAverage[d] ?? 0) >= 4)).toBe(true);
  });

  it('reports the price range: global over the query, min/max over the other filters, selection applied', () => {
    const all = search({ q: 'sofa' });
    const filtered = search({ q: 'sofa', filters: { priceMin: 300, priceMax: 600, ratingMin: 4 } });
    expect(filtered.price.globalMin).toBe(all.price.globalMin);
    expect(filtered.price.globalMax).toBe(all.price.globalMax);
    expect(filtered.price.min).toBeGreaterThanOrEqual(all.price.globalMin);
    expect(filtered.price.min).toBe(search({ q: 'sofa', filters: { ratingMin: 4 } }).price.min);
    const prices = marketPrices(catalogue, 'DE').price;
    expect(filtered.page.every((d) => (prices[d] ?? 0) >= 300 && (prices[d] ?? 0) <= 600)).toBe(true);
  });

  it('counts store availability and filters on it', () => {
    const base = search({ q: 'tent' });
    const store = search({ q: 'tent', filters: { store: true } });
    expect(store.numFound).toBe(base.storeCount);
    expect(store.numFound).toBeLessThan(base.numFound);
  });
});

describe('sorting and paging', () => {
  const prices = marketPrices(catalogue, 'PL').price;
  const sorted = (values: number[], direction: 1 | -1) => values.every((v, i) => i === 0 || (v - (values[i - 1] ?? 0)) * direction >= 0);

  it('sorts by price ascending and descending in the market currency', () => {
    expect(sorted(search({ q: 'drill', country: 'PL', sort: 'price-asc' }).page.map((d) => prices[d] ?? 0), 1)).toBe(true);
    expect(sorted(search({ q: 'drill', country: 'PL', sort: 'price-desc' }).page.map((d) => prices[d] ?? 0), -1)).toBe(true);
  });

  it('orders small and large result sets the same way, ties broken by document', () => {
    const inOrder = (page: number[]) =>
      page.every((d, i) => {
        const prev = page[i - 1];
        if (prev === undefined) return true;
        const diff = (prices[d] ?? 0) - (prices[prev] ?? 0);
        return diff > 0 || (diff === 0 && d > prev);
      });
    const small = search({ q: 'drill', country: 'PL', sort: 'price-asc', fetchsize: 200 });
    const large = search({ q: '', country: 'PL', sort: 'price-asc', fetchsize: 200 });
    expect(small.numFound * 16).toBeLessThan(catalogue.size);
    expect(large.numFound * 16).toBeGreaterThan(catalogue.size);
    expect(inOrder(small.page)).toBe(true);
    expect(inOrder(large.page)).toBe(true);
  });

  it('sorts by rating and by newest', () => {
    expect(sorted(search({ q: 'mug', sort: 'rating' }).page.map((d) => p.ratingAverage[d] ?? 0), -1)).toBe(true);
    expect(sorted(search({ q: 'mug', sort: 'newest' }).page.map((d) => p.ageDays[d] ?? 0), 1)).toBe(true);
  });

  it('pages with offset and fetchsize without gaps or repeats', () => {
    for (const sort of ['relevance', 'price-asc'] as const) {
      const both = search({ q: 'shirt', sort, fetchsize: 96 }).page;
      const first = search({ q: 'shirt', sort, fetchsize: 48 }).page;
      const second = search({ q: 'shirt', sort, fetchsize: 48, offset: 48 }).page;
      expect([...first, ...second]).toEqual(both);
      expect(new Set(both).size).toBe(96);
    }
    const total = search({ q: 'shirt' }).numFound;
    expect(search({ q: 'shirt', offset: total }).page).toEqual([]);
    expect(search({ q: 'shirt', offset: total - 1 }).page).toHaveLength(1);
  });
});

describe('scopes', () => {
  it('browses a category with an empty query', () => {
    const category = catalogue.categoryById.get('c6');
    const result = search({ scope: { categoryIndex: category?.index ?? -1 } });
    expect(result.numFound).toBe(search({ filters: { category: ['c6'] } }).numFound);
    expect(result.page.every((d) => catalogue.categories[p.leaf[d] ?? 0]?.id.startsWith('c6'))).toBe(true);
  });

  it('applies a named query filter expression', () => {
    const summer = catalogue.namedQueryById.get('summer-sale');
    const result = search({ scope: { named: summer?.filter ?? {} }, fetchsize: 200 });
    expect(result.numFound).toBeGreaterThan(100);
    expect(result.page.every((d) => (p.discount[d] ?? 0) > 0 && /^c(1|7)\d*$/.test(catalogue.categories[p.leaf[d] ?? 0]?.id ?? ''))).toBe(true);
  });

  it('limits a brand page to its brand', () => {
    const brand = catalogue.brands[3];
    const result = search({ scope: { brandIndex: brand?.index ?? -1 } });
    expect(result.numFound).toBeGreaterThan(0);
    expect(result.page.every((d) => brandName(d) === brand?.name)).toBe(true);
  });
});

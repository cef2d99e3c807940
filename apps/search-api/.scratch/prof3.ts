import { buildCatalogue } from '../src/catalogue/catalogue';
import { SearchEngine } from '../src/engine/search';
const e = new SearchEngine(buildCatalogue());
const base = { language: 'de' as const, country: 'DE', filters: { brand: [], category: [], store: false, ratingMin: null, priceMin: null, priceMax: null }, scope: {}, sort: 'relevance' as const, offset: 0, fetchsize: 48, variant: 'bm25' as const };
const t0 = performance.now();
for (let i=0;i<300;i++) e.search({ ...base, q: '' });
console.log(((performance.now()-t0)/300).toFixed(3));

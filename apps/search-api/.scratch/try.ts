import { buildCatalogue } from '../src/catalogue/catalogue';
import { SearchEngine } from '../src/engine/search';
const t0 = performance.now();
const c = buildCatalogue();
const t1 = performance.now();
const e = new SearchEngine(c);
const t2 = performance.now();
console.log('catalogue', (t1-t0).toFixed(0), 'engine', (t2-t1).toFixed(0), c.checksum, e.index('en').terms.length, e.index('de').terms.length);
const base = { language: 'en' as const, country: 'DE', filters: { brand: [], category: [], store: false, ratingMin: null, priceMin: null, priceMax: null }, scope: {}, sort: 'relevance' as const, offset: 0, fetchsize: 48, variant: 'bm25' as const };
for (const q of ['garden chair', 'chiar', 'gard', 'g', '', 'wooden', 'headphone black', c.products.erpNumber[5]!]) {
  const s = performance.now();
  const r = e.search({ ...base, q });
  const dt = performance.now() - s;
  console.log(JSON.stringify(q), r.numFound, dt.toFixed(2), r.page.slice(0,3), r.tokens.map(t=>t.variants.length));
}
const s = performance.now();
for (let i=0;i<1000;i++) e.search({ ...base, q: 'chair' });
console.log('1000x chair', (performance.now()-s).toFixed(0));

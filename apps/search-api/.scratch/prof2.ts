import { createServer } from '../src/server';
const api = createServer();
const e = api.engine;
const base = { language: 'de' as const, country: 'DE', filters: { brand: [], category: [], store: false, ratingMin: null, priceMin: null, priceMax: null }, scope: {}, sort: 'relevance' as const, offset: 0, fetchsize: 48, variant: 'bm25' as const };
function t(name: string, f: () => void) { for (let i=0;i<20;i++) f(); const n=200; const t0=performance.now(); for (let i=0;i<n;i++) f(); console.log(name.padEnd(20), ((performance.now()-t0)/n).toFixed(3)); }
t('engine browse', () => e.search({ ...base, q: '' }));
t('engine cat c1', () => e.search({ ...base, q: '', scope: { categoryIndex: 0 } }));
t('engine chair', () => e.search({ ...base, q: 'stuhl' }));
t('match ga', () => e.index('en').match('ga'));
const out = e.search({ ...base, q: 'stuhl' });
const body = JSON.parse((api.respond as any) ? '{}' : '{}');
void body;
(async () => {
  const r = await api.respond({ method: 'GET', url: '/q/api/search?q=stuhl&locale=de_DE', headers: {} });
  const obj = JSON.parse(r.body);
  t('stringify', () => JSON.stringify(obj));
  t('items-only stringify', () => JSON.stringify(obj.items));
  t('facets stringify', () => JSON.stringify(obj.facets));
  console.log('facets bytes', JSON.stringify(obj.facets).length, 'items bytes', JSON.stringify(obj.items).length, out.numFound);
})();

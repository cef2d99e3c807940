import { buildCatalogue } from '../src/catalogue/catalogue';
import { SearchEngine } from '../src/engine/search';
it('perf', () => {
  for (let i = 0; i < 2; i++) {
    const t0 = performance.now();
    const c = buildCatalogue();
    const t1 = performance.now();
    new SearchEngine(c);
    console.log('build', Math.round(t1 - t0), 'engine', Math.round(performance.now() - t1));
  }
  const t2 = performance.now();
  let x = 0;
  for (let i = 0; i < 1e6; i++) x += Math.floor(i / 3);
  const t3 = performance.now();
  const floor = Math.floor;
  for (let i = 0; i < 1e6; i++) x += floor(i / 3);
  console.log('Math.floor 1e6', Math.round(t3 - t2), 'local floor', Math.round(performance.now() - t3), x > 0);
});

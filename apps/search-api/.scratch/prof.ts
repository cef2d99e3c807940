import { createServer } from '../src/server';
const api = createServer();
const cases: Record<string, string> = {
  search: '/q/api/search?q=chair&locale=en_GB',
  searchPrice: '/q/api/search?q=chair&locale=en_GB&sort=price-asc',
  searchFilter: '/q/api/search?q=lampe&locale=de_DE&rating=4',
  suggest: '/q/api/suggest?q=ga&locale=en_GB',
  suggest4: '/q/api/suggest?q=chai&locale=en_GB',
  category: '/q/api/category/x/c1?locale=de_DE',
  leaf: '/q/api/category/x/c10101?locale=de_DE',
  browse: '/q/api/search?locale=de_DE',
};
(async () => {
  for (const [name, url] of Object.entries(cases)) {
    for (let i = 0; i < 20; i++) await api.respond({ method: 'GET', url, headers: {} });
    const n = 200;
    const t0 = performance.now();
    let size = 0;
    for (let i = 0; i < n; i++) size = (await api.respond({ method: 'GET', url, headers: {} })).body.length;
    console.log(name.padEnd(14), ((performance.now() - t0) / n).toFixed(3), 'ms', size, 'bytes');
  }
})();

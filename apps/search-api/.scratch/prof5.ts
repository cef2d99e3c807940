import { createServer } from '../src/server';
const api = createServer();
const urls = ['/q/api/search?q=chair&locale=en_GB', '/q/api/category/x/c1?locale=de_DE', '/q/api/suggest?q=ga&locale=en_GB'];
(async () => {
  const t0 = performance.now();
  for (let i = 0; i < 3000; i++) await api.respond({ method: 'GET', url: urls[i % 3]!, headers: {} });
  console.log(((performance.now() - t0) / 3000).toFixed(3));
})();

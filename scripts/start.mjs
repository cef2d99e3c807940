/** `npm start`: build what is needed, then run the shop with its remotes and the reference API. */
import { build } from './build.mjs';
import { defaultPorts, startStack } from './stack.mjs';

const ms = build();
console.log(`built in ${(ms / 1000).toFixed(1)} s`);
const base = Number(process.env.SHOP_BASE_PORT ?? 3000);
const ports = defaultPorts(base);
const stack = await startStack({ ports }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`
  Shop               http://localhost:${ports.host}/   (open this)
  search remote      http://localhost:${ports.search}/mf-manifest.json
  category remote    http://localhost:${ports.category}/mf-manifest.json
  evaluation remote  http://localhost:${ports.evaluation}/mf-manifest.json
  search API         http://localhost:${ports.api}/q/api/search?q=sofa&locale=de_DE

  Ctrl-C stops everything.
`);
const shutdown = () => {
  stack.stop();
  setTimeout(() => process.exit(0), 300);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

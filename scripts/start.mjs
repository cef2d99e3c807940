/**
 * `npm start`: build what is needed, then run the shop with its remotes and the reference API.
 * A remote deployed elsewhere is used as it is: with `REMOTE_SEARCH_URL`, `REMOTE_CATEGORY_URL` or
 * `REMOTE_EVALUATION_URL` set (an `mf-manifest.json` URL), that remote is neither built nor served here.
 * `START_TIMEOUT_MS` (default 120000) bounds the wait for each part's health check.
 */
import { build } from './build.mjs';
import { defaultPorts, startStack, startTimeoutMs } from './stack.mjs';

const REMOTES = { search: 'REMOTE_SEARCH_URL', category: 'REMOTE_CATEGORY_URL', evaluation: 'REMOTE_EVALUATION_URL' };
const remoteUrls = Object.fromEntries(
  Object.entries(REMOTES)
    .filter(([, variable]) => process.env[variable])
    .map(([name, variable]) => [name, process.env[variable]]),
);
const apps = ['host', ...Object.keys(REMOTES).filter((name) => !remoteUrls[name]).map((name) => `${name}-remote`)];
const ms = build({ apps });
console.log(`built ${apps.join(', ')} in ${(ms / 1000).toFixed(1)} s`);
const base = Number(process.env.SHOP_BASE_PORT ?? 3000);
const ports = defaultPorts(base);
const stack = await startStack({ ports, remoteUrls, timeoutMs: startTimeoutMs() }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
const where = (name) => remoteUrls[name] ?? `http://localhost:${ports[name]}/mf-manifest.json`;
console.log(`
  Shop               http://localhost:${ports.host}/   (open this)
  search remote      ${where('search')}
  category remote    ${where('category')}
  evaluation remote  ${where('evaluation')}
  search API         http://localhost:${ports.api}/q/api/search?q=sofa&locale=de_DE

  Ctrl-C stops everything.
`);
const shutdown = () => {
  stack.stop();
  setTimeout(() => process.exit(0), 300);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

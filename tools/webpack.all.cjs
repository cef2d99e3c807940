/** Every federated app in one webpack run (one process; the filesystem cache makes rebuilds fast). */
const apps = ['host', 'search-remote', 'category-remote', 'evaluation-remote'];
const only = (process.env.SHOP_APPS || '').split(',').filter(Boolean);
// An app's config may be a list (the search remote also builds its embed.js).
module.exports = apps
  .filter((a) => only.length === 0 || only.includes(a))
  .flatMap((a) => [].concat(require(`../apps/${a}/webpack.config.cjs`)))
  // Server-side rendering's builds (tools/webpack.server.cjs), left out of the development loop.
  .filter((config) => !(process.env.SHOP_SERVER_BUILD === '0' && config.serverBuild))
  // A remote's lean entry (tools/webpack.cjs LEAN_DIR), left out where only the self-contained one is wanted.
  .filter((config) => !(process.env.SHOP_LEAN_BUILD === '0' && config.leanBuild));
// The storefront examples' React app (examples/react-host), built with everything or as `examples`.
if (only.length === 0 || only.includes('examples')) module.exports.push(require('../examples/react-host/webpack.config.cjs'));
module.exports.parallelism = 2;

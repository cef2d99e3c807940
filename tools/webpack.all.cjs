/** Every federated app in one webpack run (one process; the filesystem cache makes rebuilds fast). */
const apps = ['host', 'search-remote', 'category-remote', 'evaluation-remote'];
const only = (process.env.SHOP_APPS || '').split(',').filter(Boolean);
module.exports = apps.filter((a) => only.length === 0 || only.includes(a)).map((a) => require(`../apps/${a}/webpack.config.cjs`));
module.exports.parallelism = 2;

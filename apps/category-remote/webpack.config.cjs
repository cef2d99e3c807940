const { createRemoteConfigs } = require('../../tools/webpack.cjs');
const { createServerConfig } = require('../../tools/webpack.server.cjs');

const exposes = {
  './CategoryPage': './src/exposes/CategoryPage.tsx',
  './BrandPage': './src/exposes/BrandPage.tsx',
  './NamedQueryPage': './src/exposes/NamedQueryPage.tsx',
};

module.exports = [
  // The self-contained build, and the lean one the shop's pages load (tools/webpack.cjs LEAN_DIR).
  ...createRemoteConfigs({ app: 'category-remote', name: 'category', title: 'Category remote', exposes }),
  // The same pages for the host server's renderer (dist/server/remoteEntry.js).
  createServerConfig({ app: 'category-remote', name: 'category', exposes }),
];
